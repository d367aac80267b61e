/**
 * The server-issued arithmetic captcha of the client and franchise forms
 * (CONTRACT.md "Captcha"): the token the server signed, and the visitor's answer.
 */
import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import { plainText } from "./plain-text";

export type Captcha = { token: string; question: string };

export const captchaFields = {
  captchaToken: plainText(
    z.string({ error: m("captchaTokenExpired") }).max(1_000, m("captchaTokenExpired")),
  ),
  captchaInput: z
    .string({ error: m("captchaMissing") })
    .trim()
    .regex(/^\d{1,3}$/, m("captchaNotNumber")),
};
