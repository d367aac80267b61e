/**
 * The server-issued arithmetic captcha of the client and franchise forms
 * (CONTRACT.md "Captcha"): the token the server signed, and the visitor's answer.
 */
import { z } from "../zod";
import { plainText } from "./plain-text";

export type Captcha = { token: string; question: string };

export const captchaFields = {
  captchaToken: plainText(
    z
      .string({ error: "This question has expired. Please answer the new question." })
      .max(1_000, "This question has expired. Please answer the new question."),
  ),
  captchaInput: z
    .string({ error: "Enter the answer to the question, as a number." })
    .trim()
    .regex(/^\d{1,3}$/, "Enter the answer as a number, like 12."),
};
