/**
 * Lead capture, once for both doors (DESIGN.md "One service layer, two
 * doors"): the page actions and the JSON API hand in the submitted fields as
 * FormData and get an outcome back. In order: a retry's stored answer ->
 * honeypot -> parse with the form's schema -> captcha -> the budget of
 * accepted submissions -> store the lead, its e-mails and its key in one
 * transaction. Nothing is stored unless everything is; a refused submission
 * counts against the looser budget of rejected ones (server/services/leads/intake.ts).
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Database } from "../../../database/client";
import { formMessages, type LeadFormId } from "@core/content/forms";
import { errorFacts } from "../../error-facts";
import type { Logger } from "../../logger";
import { captchaErrors, type CaptchaService, type CaptchaVerdict } from "../captcha";
import { claimKey, KeyTaken, storeOnce } from "../idempotency";
import { createIntake, LEAD_MESSAGES, type SubmitOptions, type Turnaway } from "./intake";
import type { Visitor } from "../../visitor";
import { leadEmails } from "./lead-emails";
import { recordLead } from "./lead-inbox";
import { leadForms } from "./lead-forms";
import type { Inboxes } from "../mail-addresses";
import { enqueueEmails } from "../outbox";
import type { PincodeService } from "../pincodes";
import { unknownPincodeMessage } from "../estimates";
import type { RateLimits } from "../rate-limit";
import { calculateEstimate, roadDistanceKm } from "@core/estimate";
import { leads, quoteRequests, type StoredEstimate } from "../../../database/schema";
import { desc, eq, sql } from "drizzle-orm";

type AnySubmission = Submission<Record<string, unknown>, string[], Record<string, unknown>>;

export type LeadOutcome =
  | { status: "accepted"; id: string; message: string }
  /** Field errors by dotted name: the schema's, and values of the wrong JSON type. */
  | { status: "invalid"; submission: AnySubmission; fieldErrors: Record<string, string[]> }
  | {
      status: "captcha";
      submission: AnySubmission;
      verdict: Exclude<CaptchaVerdict, "ok">;
      message: string;
    }
  /** The key (or page token) was used before with other fields. */
  | { status: "conflict"; message: string }
  | Turnaway
  | { status: "unavailable"; message: string };

type Dependencies = {
  db: Database;
  captcha: CaptchaService;
  rateLimits: RateLimits;
  /** Keys the IP hash, so stored hashes cannot be looked up in a table of all addresses. */
  secret: string;
  logger: Logger;
  pincodes: PincodeService;
  /** Where the company's copies go (MAIL_TO_LEADS, MAIL_TO_SUPPORT). */
  inboxes?: Inboxes;
};

export function createLeadService({
  db,
  captcha,
  rateLimits,
  secret,
  logger,
  pincodes,
  inboxes,
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
    // No price for a route the company does not serve, as the estimate itself refuses it.
    if (!from || !to || !from.serviceable || !to.serviceable) return null;
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

  const intake = createIntake({ db, rateLimits, secret });

  async function submit(
    formId: LeadFormId,
    payload: FormData,
    visitor: Visitor,
    options: SubmitOptions = {},
  ): Promise<LeadOutcome> {
    const form = leadForms[formId];
    try {
      const { replay, fingerprint } = await intake.replay(formId, payload, options.key);
      if (replay) return replay;

      if (intake.honeypotFilled(payload))
        return (
          (await intake.reject(formId, visitor)) ?? {
            status: "spam",
            message: LEAD_MESSAGES.spam,
          }
        );

      const submission = parseWithZod(payload, { schema: form.schema }) as AnySubmission;
      const fieldErrors = errorsOf(submission, options.typeErrors);
      if (submission.status !== "success" || Object.keys(fieldErrors).length > 0)
        return (
          (await intake.reject(formId, visitor)) ?? { status: "invalid", submission, fieldErrors }
        );
      const data = submission.value as never;

      const pincodeErrors = form.pincodes ? await unknownPincodes(form.pincodes(data)) : {};
      if (Object.keys(pincodeErrors).length > 0)
        return (
          (await intake.reject(formId, visitor)) ?? {
            status: "invalid",
            submission,
            fieldErrors: pincodeErrors,
          }
        );

      if (form.captcha) {
        const { captchaToken, captchaInput } = submission.value as {
          captchaToken: string;
          captchaInput: string;
        };
        const verdict = await captcha.verify(captchaToken, captchaInput);
        if (verdict !== "ok")
          return (
            (await intake.reject(formId, visitor)) ?? {
              status: "captcha",
              submission,
              verdict,
              message: captchaErrors[verdict],
            }
          );
      }

      const limited = await intake.admit(formId, visitor);
      if (limited) return limited;
      const estimate =
        "estimateQuery" in form && form.estimateQuery
          ? await storedEstimate(form.estimateQuery(data))
          : null;
      const summary = form.summarize(data, estimate);
      const acknowledge = await intake.mayAcknowledge(summary.visitor.email);
      const message = formMessages[formId].successMessage;
      const sender = intake.sender(visitor);
      const language = options.language ?? "en";
      const id = await storeOnce(db, async (tx) => {
        const [row] = await form.store(tx, data, sender, estimate);
        if (!row) throw new Error("the insert returned no row");
        await recordLead(tx, row.id, { kind: formId, ...form.entry(data) }, { language });
        await enqueueEmails(
          tx,
          leadEmails(summary, row.id, {
            acknowledge,
            inboxes,
            visitorLanguage: { language, kind: formId },
          }),
        );
        if (options.key)
          await claimKey(tx, {
            scope: formId,
            key: options.key,
            fingerprint,
            recordId: row.id,
            message,
          });
        return row.id;
      });
      if (id instanceof KeyTaken)
        return (await intake.replay(formId, payload, options.key)).replay!;
      return { status: "accepted", id, message };
    } catch (error) {
      logger.error({ error: errorFacts(error), form: formId }, "lead not stored");
      return { status: "unavailable", message: LEAD_MESSAGES.unavailable };
    }
  }

  /** Quote requests, newest first (optionally one sender's), as the company's systems read them. */
  async function listQuoteRequests({ email, limit }: { email?: string; limit: number }) {
    const rows = await db
      .select({ r: quoteRequests, language: leads.language })
      .from(quoteRequests)
      .leftJoin(leads, eq(leads.id, quoteRequests.id))
      .where(email ? eq(sql`lower(${quoteRequests.email})`, email.toLowerCase()) : undefined)
      .orderBy(desc(quoteRequests.createdAt))
      .limit(limit);
    return rows.map(({ r, language }) => ({
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
      language: language ?? "en",
      created_at: r.createdAt.toISOString(),
    }));
  }

  return { submit, listQuoteRequests };
}

/** Conform's errors (without the fields it marks as fine) and the JSON type errors, by field. */
export function errorsOf(submission: AnySubmission, typeErrors: Record<string, string> = {}) {
  const errors: Record<string, string[]> = {};
  const parsed = submission.status === "success" ? {} : (submission.error ?? {});
  for (const [name, messages] of Object.entries(parsed)) if (messages) errors[name] = messages;
  // A value of the wrong type says so, rather than what its text (or its parent) happened to fail.
  for (const [name, message] of Object.entries(typeErrors)) {
    for (const parent of Object.keys(errors))
      if (name.startsWith(`${parent}[`) || name.startsWith(`${parent}.`)) delete errors[parent];
    errors[name] = [message];
  }
  return errors;
}

export type LeadService = ReturnType<typeof createLeadService>;
