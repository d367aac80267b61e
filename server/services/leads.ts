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
import { leadForms, type Sender } from "./lead-forms";
import { enqueueEmails } from "./outbox";
import type { PincodeService } from "./pincodes";
import { unknownPincodeMessage } from "./estimates";
import type { RateLimits } from "./rate-limit";
import { calculateEstimate, roadDistanceKm } from "../../app/lib/estimate";
import { quoteRequests, type StoredEstimate } from "../../database/schema";
import { desc, eq, sql } from "drizzle-orm";

/** Who is submitting: from the request, never from the form. */
export type Visitor = { ip: string; userAgent: string };

type AnySubmission = Submission<Record<string, unknown>, string[], Record<string, unknown>>;
type RejectedSubmission = Exclude<AnySubmission, { status: "success" }>;

export type LeadOutcome =
  | { status: "accepted"; id: string; message: string }
  | {
      status: "invalid";
      /** Refused by its schema, or (fieldErrors) by the server's own checks, e.g. a pincode that does not exist. */
      submission: RejectedSubmission | AnySubmission;
      fieldErrors?: Record<string, string[]>;
    }
  | {
      status: "captcha";
      submission: AnySubmission;
      verdict: Exclude<CaptchaVerdict, "ok">;
      message: string;
    }
  | Turnaway
  | { status: "unavailable"; message: string };

export const LEAD_MESSAGES = {
  spam: "The form was not sent properly. Please try again.",
  limited: "Too many submissions from your network. Please wait a minute and try again.",
  unavailable: "Please try again later.",
};

/** A submission turned away before it is read: a filled honeypot, or too many from one address. */
export type Turnaway =
  | { status: "spam"; message: string }
  | { status: "limited"; retryAfterSeconds: number; message: string };

/**
 * What every submission door checks first, and who sent what it stores:
 * the honeypot, the rate limit of the form (`key`) for the visitor's
 * address, and the sender's keyed IP hash and user agent.
 */
export function createIntake(rateLimits: RateLimits, secret: string) {
  return {
    /** A Turnaway, or null to go on. The rate limit may throw when its store fails. */
    async screen(key: string, payload: FormData, visitor: Visitor): Promise<Turnaway | null> {
      const honeypot = payload.get(HONEYPOT_FIELD);
      if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== null)
        return { status: "spam", message: LEAD_MESSAGES.spam };
      const limit = await rateLimits.consume(key, visitor.ip);
      if (!limit.ok)
        return {
          status: "limited",
          retryAfterSeconds: limit.retryAfterSeconds,
          message: LEAD_MESSAGES.limited,
        };
      return null;
    },
    /** Keyed by the secret, so stored hashes cannot be looked up in a table of all addresses. */
    sender(visitor: Visitor): Sender {
      return {
        ipHash: createHmac("sha256", `ip-hash:${secret}`)
          .update(visitor.ip)
          .digest("hex")
          .slice(0, 32),
        userAgent: visitor.userAgent.slice(0, 500),
      };
    },
  };
}

type Dependencies = {
  db: Database;
  captcha: CaptchaService;
  rateLimits: RateLimits;
  /** Keys the IP hash, so stored hashes cannot be looked up in a table of all addresses. */
  secret: string;
  logger: Logger;
  pincodes: PincodeService;
};

export function createLeadService({
  db,
  captcha,
  rateLimits,
  secret,
  logger,
  pincodes,
}: Dependencies) {
  /** A message for each PIN code field whose pincode the directory does not know. */
  async function unknownPincodes(values: Record<string, string | undefined>) {
    const missing = await pincodes.unknown(Object.values(values).filter((v) => v !== undefined));
    const errors: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(values))
      if (value !== undefined && missing.includes(value))
        errors[field] = [unknownPincodeMessage(value)];
    return errors;
  }

  /** The estimate to keep with a quote request, computed here: never taken from the browser. */
  async function storedEstimate(
    query: ReturnType<NonNullable<(typeof leadForms)["quote"]["estimateQuery"]>>,
  ): Promise<StoredEstimate | null> {
    if (!query) return null;
    const [from, to] = await Promise.all([pincodes.lookup(query.from), pincodes.lookup(query.to)]);
    if (!from || !to) return null;
    const e = calculateEstimate(roadDistanceKm(from, to), query.weight_kg, query.service);
    return {
      distanceKm: e.distanceKm,
      low: e.low,
      high: e.high,
      gstRatePercent: e.gstRatePercent,
      transitDays: e.transitDays,
      rateCard: e.rateCard,
    };
  }

  const intake = createIntake(rateLimits, secret);

  async function submit(
    formId: LeadFormId,
    payload: FormData,
    visitor: Visitor,
  ): Promise<LeadOutcome> {
    const form = leadForms[formId];
    try {
      const turnaway = await intake.screen(formId, payload, visitor);
      if (turnaway) return turnaway;

      const submission = parseWithZod(payload, { schema: form.schema }) as AnySubmission;
      if (submission.status !== "success") return { status: "invalid", submission };
      const data = submission.value as never;

      const fieldErrors = form.pincodes ? await unknownPincodes(form.pincodes(data)) : {};
      if (Object.keys(fieldErrors).length > 0)
        return { status: "invalid", submission, fieldErrors };

      if (form.captcha) {
        const { captchaToken, captchaInput } = submission.value as {
          captchaToken: string;
          captchaInput: string;
        };
        const verdict = await captcha.verify(captchaToken, captchaInput);
        if (verdict !== "ok")
          return { status: "captcha", submission, verdict, message: captchaErrors[verdict] };
      }

      const sender = intake.sender(visitor);
      const estimate =
        "estimateQuery" in form && form.estimateQuery
          ? await storedEstimate(form.estimateQuery(data))
          : null;
      const id = await db.transaction(async (tx) => {
        const [row] = await form.store(tx, data, sender, estimate);
        if (!row) throw new Error("the insert returned no row");
        await enqueueEmails(tx, leadEmails(form.summarize(data, estimate), row.id));
        return row.id;
      });
      return { status: "accepted", id, message: formMessages[formId].successMessage };
    } catch (error) {
      logger.error({ err: error, form: formId }, "lead not stored");
      return { status: "unavailable", message: LEAD_MESSAGES.unavailable };
    }
  }

  /** Quote requests, newest first (optionally one sender's), as the company's systems read them. */
  async function listQuoteRequests({ email, limit }: { email?: string; limit: number }) {
    const rows = await db
      .select()
      .from(quoteRequests)
      .where(email ? eq(sql`lower(${quoteRequests.email})`, email.toLowerCase()) : undefined)
      .orderBy(desc(quoteRequests.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      phone: r.phone,
      service: r.service,
      origin: r.origin,
      destination: r.destination,
      origin_pincode: r.originPincode,
      destination_pincode: r.destinationPincode,
      weight_kg: r.weightKg,
      estimate: r.estimate,
      notes: r.notes,
      created_at: r.createdAt.toISOString(),
    }));
  }

  return { submit, listQuoteRequests };
}

export type LeadService = ReturnType<typeof createLeadService>;
