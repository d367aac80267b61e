/**
 * Lead capture, once for both doors (DESIGN.md "One service layer, two
 * doors"): the page actions and the JSON API hand in the submitted fields as
 * FormData and get an outcome back. In order: honeypot -> rate limit -> parse
 * with the form's schema -> captcha -> store the lead and its two e-mails in
 * one transaction. Nothing is stored unless everything is.
 */
import { createHmac } from "node:crypto";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Database } from "../../database/client";
import { formMessages, type LeadFormId } from "../../app/content/forms";
import { HONEYPOT_FIELD } from "../../app/schemas/honeypot";
import type { Logger } from "../logger";
import { captchaErrors, type CaptchaService, type CaptchaVerdict } from "./captcha";
import { leadEmails } from "./lead-emails";
import { leadForms } from "./lead-forms";
import { enqueueEmails } from "./outbox";
import type { RateLimits } from "./rate-limit";

/** Who is submitting: from the request, never from the form. */
export type Visitor = { ip: string; userAgent: string };

type AnySubmission = Submission<Record<string, unknown>, string[], Record<string, unknown>>;
type RejectedSubmission = Exclude<AnySubmission, { status: "success" }>;

export type LeadOutcome =
  | { status: "accepted"; id: string; message: string }
  | { status: "invalid"; submission: RejectedSubmission }
  | {
      status: "captcha";
      submission: AnySubmission;
      verdict: Exclude<CaptchaVerdict, "ok">;
      message: string;
    }
  | { status: "spam"; message: string }
  | { status: "limited"; retryAfterSeconds: number; message: string }
  | { status: "unavailable"; message: string };

export const LEAD_MESSAGES = {
  spam: "The form was not sent properly. Please try again.",
  limited: "Too many submissions from your network. Please wait a minute and try again.",
  unavailable: "Please try again later.",
};

type Dependencies = {
  db: Database;
  captcha: CaptchaService;
  rateLimits: RateLimits;
  /** Keys the IP hash, so stored hashes cannot be looked up in a table of all addresses. */
  secret: string;
  logger: Logger;
};

export function createLeadService({ db, captcha, rateLimits, secret, logger }: Dependencies) {
  const hashIp = (ip: string) =>
    createHmac("sha256", `ip-hash:${secret}`).update(ip).digest("hex").slice(0, 32);

  async function submit(
    formId: LeadFormId,
    payload: FormData,
    visitor: Visitor,
  ): Promise<LeadOutcome> {
    const form = leadForms[formId];
    const honeypot = payload.get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== null) {
      return { status: "spam", message: LEAD_MESSAGES.spam };
    }
    try {
      const limit = await rateLimits.consume(formId, visitor.ip);
      if (!limit.ok)
        return {
          status: "limited",
          retryAfterSeconds: limit.retryAfterSeconds,
          message: LEAD_MESSAGES.limited,
        };

      const submission = parseWithZod(payload, { schema: form.schema }) as AnySubmission;
      if (submission.status !== "success") return { status: "invalid", submission };
      const data = submission.value as never;

      if (form.captcha) {
        const { captchaToken, captchaInput } = submission.value as {
          captchaToken: string;
          captchaInput: string;
        };
        const verdict = await captcha.verify(captchaToken, captchaInput);
        if (verdict !== "ok")
          return { status: "captcha", submission, verdict, message: captchaErrors[verdict] };
      }

      const sender = { ipHash: hashIp(visitor.ip), userAgent: visitor.userAgent.slice(0, 500) };
      const id = await db.transaction(async (tx) => {
        const [row] = await form.store(tx, data, sender);
        if (!row) throw new Error("the insert returned no row");
        await enqueueEmails(tx, leadEmails(form.summarize(data), row.id));
        return row.id;
      });
      return { status: "accepted", id, message: formMessages[formId].successMessage };
    } catch (error) {
      logger.error({ err: error, form: formId }, "lead not stored");
      return { status: "unavailable", message: LEAD_MESSAGES.unavailable };
    }
  }

  return { submit };
}

export type LeadService = ReturnType<typeof createLeadService>;
