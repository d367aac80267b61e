/**
 * A customer-care request raised by a visitor: the intake pipeline of the
 * lead forms (retry key, honeypot, schema, the LR number and the files'
 * bytes, budget, one transaction with its acknowledgement;
 * docs/decisions/030-customer-care.md).
 */
import { eq } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import { shipments, supportTickets } from "../../../database/schema";
import type { Lang } from "@core/i18n";
import { indiaYear } from "@core/india-time";
import { encodeMessage } from "@core/messages";
import {
  ATTACHMENTS_FIELD,
  TICKET_FORM_ID,
  TicketFormSchema,
  type TicketForm,
} from "@core/schemas/support-ticket";
import { promiseDates } from "@core/support";
import { EMAIL_MESSAGE } from "@core/schemas/lead-fields";
import type { Visitor } from "../../visitor";
import { parseFields, type FieldErrors, type Fields } from "../intake/fields";
import type { IntakeOutcome, Sender, SubmitOptions } from "../intake/pipeline";
import { newTicketTeamEmail } from "../team-emails";
import { checkAttachments, type CheckedAttachment } from "./attachments";
import { discardFiles, linkFiles, stageFiles } from "./staged-files";
import type { TicketContext } from "./ticket-context";
import { acknowledgementEmail } from "./ticket-emails";
import { issueLookupToken, mailFacts, nextTicketNumber } from "./ticket-store";

/** What the visitor's answer says once a request is stored (the number is shown beside it). */
export const TICKET_RECEIVED = encodeMessage("ticketReceived");

/** The ten digits of an Indian mobile number as stored; "" when there are not ten. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : "";
}

/**
 * The form's data, its LR number found among the shipments, its files
 * checked by their bytes; SMS updates dropped while SMS is off, when an
 * e-mail address is needed again.
 */
async function checkTicket(
  { db, gate, smsUpdates }: Pick<TicketContext, "db" | "gate" | "smsUpdates">,
  asked: TicketForm,
): Promise<
  | { ok: true; data: { form: TicketForm; files: CheckedAttachment[] } }
  | { ok: false; reason: "fields"; fieldErrors: FieldErrors }
> {
  const fieldErrors: FieldErrors = {};
  const data = { ...asked, sms_updates: asked.sms_updates && smsUpdates !== null };
  if (!data.email && !data.sms_updates) fieldErrors.email = [EMAIL_MESSAGE];
  if (data.lr_no) {
    const [shipment] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.lrNo, data.lr_no));
    if (!shipment) fieldErrors.lr_no = [encodeMessage("ticketLrUnknown", { lrNo: data.lr_no })];
  }
  const files = await checkAttachments(data[ATTACHMENTS_FIELD], gate);
  if (!files.ok) fieldErrors[ATTACHMENTS_FIELD] = files.messages;
  if (Object.keys(fieldErrors).length || !files.ok)
    return { ok: false, reason: "fields", fieldErrors };
  return { ok: true, data: { form: data, files: files.files } };
}

/** What `raise` stores: the checked form, its number, its staged files and the moment. */
type PreparedTicket = {
  form: TicketForm;
  files: CheckedAttachment[];
  at: Date;
  number: string;
  fileIds: string[];
};

/**
 * The ticket's row, its files linked, its search text, and with the SMS box
 * its pending subscription and code, and a token for the page that asks for
 * the code; what its e-mails need back (no visitor's e-mail without an
 * address).
 */
async function storeTicket(
  { siteUrl, smsUpdates }: TicketContext,
  language: Lang,
  tx: Transaction,
  { form, fileIds, at, number }: PreparedTicket,
  sender: Sender,
) {
  const email = (form.email ?? "").toLowerCase();
  const phone = phoneDigits(form.phone);
  const promises = promiseDates(at);
  const [row] = await tx
    .insert(supportTickets)
    .values({
      number,
      category: form.category,
      lrNo: form.lr_no ?? null,
      name: form.name,
      email,
      phone,
      description: form.description,
      declaredValue: form.declared_value ?? null,
      language,
      ...promises,
      search: [number, form.name, email, phone, form.lr_no ?? ""].join(" ").toLowerCase(),
      ...sender,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error("the insert returned no row");
  await linkFiles(tx, fileIds, row.id);
  const facts = email ? await mailFacts(tx, row, siteUrl, at) : null;
  let sms: { codeSent: boolean; pageToken: string } | null = null;
  if (form.sms_updates && smsUpdates) {
    const { codeSent } = await smsUpdates.requestForTicket(tx, {
      ticketId: row.id,
      number,
      phone,
      lang: language,
    });
    sms = { codeSent, pageToken: await issueLookupToken(tx, row.id, at) };
  }
  return { id: number, ticket: row, facts, promises, sms };
}

/**
 * Raises a request: plain fields in (files as File under `attachments`),
 * the stored ticket's number as `record.id` out, or what was wrong.
 */
export async function raiseTicket(
  context: TicketContext,
  fields: Fields,
  visitor: Visitor,
  options: SubmitOptions = {},
): Promise<TicketRaised> {
  const { db, now, inbox, siteUrl } = context;
  const language: Lang = options.language ?? "en";
  // What the store step made for the SMS box, told to the page (a retry's replay makes none).
  const made: Pick<TicketRaised, "sms"> = {};
  const outcome = await context.intake.run({
    form: TICKET_FORM_ID,
    fields,
    visitor,
    key: options.key,
    parse: (fields) => parseFields(TicketFormSchema, fields, options.typeErrors),
    check: (data) => checkTicket(context, data),
    // The number in a statement of its own (nextTicketNumber says why), and the files'
    // bytes in statements of their own: both out of the ticket's transaction.
    async prepare(checked): Promise<PreparedTicket> {
      const at = now();
      const number = await nextTicketNumber(db, indiaYear(at));
      return { ...checked, at, number, fileIds: await stageFiles(db, checked.files, at) };
    },
    discard: ({ fileIds }) => discardFiles(db, fileIds),
    acknowledgeTo: ({ form }) => form.email ?? "",
    async store(tx, prepared, sender) {
      const stored = await storeTicket(context, language, tx, prepared, sender);
      if (stored.sms) made.sms = stored.sms;
      return stored;
    },
    // Always acknowledged when there is an address: the number and the promises are what the
    // visitor keeps. Without one, the SMS updates begin once the code is typed.
    emails: (_prepared, { ticket, facts, promises }) => [
      ...(facts ? [acknowledgementEmail(facts, promises)] : []),
      newTicketTeamEmail(inbox, siteUrl, ticket),
    ],
    message: TICKET_RECEIVED,
    failure: "support ticket not stored",
  });
  return outcome.status === "stored" && made.sms ? { ...outcome, sms: made.sms } : outcome;
}

/**
 * A raise's outcome; with the SMS box, whether its code went and a token
 * for the ticket's page, where the code is typed.
 */
export type TicketRaised = IntakeOutcome & {
  sms?: { codeSent: boolean; pageToken: string };
};
