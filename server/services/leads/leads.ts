/**
 * Lead capture, once for both doors (DESIGN.md "One service layer, two
 * doors"): the page actions and the JSON API hand in the submitted fields as
 * plain data and get an outcome back. The pipeline is intake.ts's `run`; a
 * lead form adds its pincodes and captcha (after the schema, before the
 * budget of accepted submissions), the estimate it keeps, and its row.
 */
import type { Database } from "../../../database/client";
import { formMessages, type LeadFormId } from "@core/content/forms";
import type { Logger } from "../../logger";
import { captchaErrors, type CaptchaService } from "../captcha";
import { parseFields, type Fields, type Parsed } from "../intake/fields";
import { createIntake, type IntakeOutcome, type SubmitOptions } from "../intake/pipeline";
import type { Visitor } from "../../visitor";
import { leadEmails } from "./lead-emails";
import { recordLead } from "./lead-inbox";
import { leadForms } from "./lead-forms";
import type { Inboxes } from "../mail-addresses";
import type { PincodeService } from "../pincodes";
import { unknownPincodeMessage } from "../estimates";
import type { RateLimits } from "../rate-limit";
import { calculateEstimate, roadDistanceKm } from "@core/estimate";
import { leads, quoteRequests, type StoredEstimate } from "../../../database/schema";
import { desc, eq, sql } from "drizzle-orm";

/** `invalid` with reason `captcha` is a wrong captcha answer, its message on captchaInput. */
export type LeadOutcome = IntakeOutcome;

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

  const intake = createIntake({ db, rateLimits, secret, logger });

  /** Plain data in (the schema's fields, nested objects as objects), an outcome out. */
  async function submit(
    formId: LeadFormId,
    fields: Fields,
    visitor: Visitor,
    options: SubmitOptions = {},
  ): Promise<LeadOutcome> {
    // One form's steps; its data is the schema's output, whichever form it is.
    const form = leadForms[formId] as (typeof leadForms)["quote"];
    type Data = Parameters<typeof form.store>[1];
    const language = options.language ?? "en";
    const message = formMessages[formId].successMessage;
    return intake.run({
      form: formId,
      fields,
      visitor,
      key: options.key,
      parse: (fields) => parseFields(form.schema, fields, options.typeErrors),
      async check(data: Data): Promise<Parsed<Data>> {
        const pincodes = "pincodes" in form && form.pincodes ? form.pincodes(data) : null;
        const pincodeErrors = pincodes ? await unknownPincodes(pincodes) : {};
        if (Object.keys(pincodeErrors).length > 0)
          return { ok: false, reason: "fields", fieldErrors: pincodeErrors };
        if (!form.captcha) return { ok: true, data };
        const { captchaToken, captchaInput } = data as unknown as {
          captchaToken: string;
          captchaInput: string;
        };
        const verdict = await captcha.verify(captchaToken, captchaInput);
        if (verdict === "ok") return { ok: true, data };
        const fieldErrors = { captchaInput: [captchaErrors[verdict]] };
        return { ok: false, reason: "captcha", fieldErrors };
      },
      async prepare(data: Data) {
        const estimate =
          "estimateQuery" in form && form.estimateQuery
            ? await storedEstimate(form.estimateQuery(data))
            : null;
        return { data, estimate, summary: form.summarize(data, estimate) };
      },
      acknowledgeTo: ({ summary }) => summary.visitor.email,
      async store(tx, { data, estimate }, sender) {
        const [row] = await form.store(tx, data, sender, estimate);
        if (!row) throw new Error("the insert returned no row");
        await recordLead(tx, row.id, { kind: formId, ...form.entry(data) }, { language });
        return row;
      },
      emails: ({ summary }, row, acknowledge) =>
        leadEmails(summary, row.id, {
          acknowledge,
          inboxes,
          visitorLanguage: { language, kind: formId },
        }),
      message,
      failure: "lead not stored",
    });
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

export type LeadService = ReturnType<typeof createLeadService>;
