/**
 * A customer-care request raised by a visitor: the intake pipeline of the
 * lead forms (retry key, honeypot, schema, the LR number and the files'
 * bytes, budget, one transaction with its acknowledgement;
 * docs/decisions/030-customer-care.md).
 */
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../../database/client";
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
import type { Visitor } from "../../visitor";
import { parseFields, type FieldErrors, type Fields } from "../intake/fields";
import type { IntakeOutcome, Sender, SubmitOptions } from "../intake/pipeline";
import { newTicketTeamEmail } from "../team-emails";
import type { WorkGate } from "../work-gate";
import { checkAttachments, type CheckedAttachment } from "./attachments";
import { discardFiles, linkFiles, stageFiles } from "./staged-files";
import type { TicketContext } from "./ticket-context";
import { acknowledgementEmail } from "./ticket-emails";
import { mailFacts, nextTicketNumber } from "./ticket-store";

/** What the visitor's answer says once a request is stored (the number is shown beside it). */
export const TICKET_RECEIVED = encodeMessage("ticketReceived");

/** The ten digits of an Indian mobile number as stored; "" when there are not ten. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : "";
}

/** The form's data, its LR number found among the shipments, its files checked by their bytes. */
async function checkTicket(
  { db, gate }: { db: Database; gate: WorkGate },
  data: TicketForm,
): Promise<
  | { ok: true; data: { form: TicketForm; files: CheckedAttachment[] } }
  | { ok: false; reason: "fields"; fieldErrors: FieldErrors }
> {
  const fieldErrors: FieldErrors = {};
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

/** The ticket's row, its files linked, its search text; what its e-mails need back. */
async function storeTicket(
  { siteUrl }: TicketContext,
  language: Lang,
  tx: Transaction,
  { form, fileIds, at, number }: PreparedTicket,
  sender: Sender,
) {
  const email = form.email.toLowerCase();
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
  const facts = await mailFacts(tx, row, siteUrl, at);
  return { id: number, ticket: row, facts, promises };
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
): Promise<IntakeOutcome> {
  const { db, now, inbox, siteUrl } = context;
  const language: Lang = options.language ?? "en";
  return context.intake.run({
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
    acknowledgeTo: ({ form }) => form.email,
    store: (tx, prepared, sender) => storeTicket(context, language, tx, prepared, sender),
    // Always acknowledged: the number and the promises are what the visitor keeps.
    emails: (_prepared, { ticket, facts, promises }) => [
      acknowledgementEmail(facts, promises),
      newTicketTeamEmail(inbox, siteUrl, ticket),
    ],
    message: TICKET_RECEIVED,
    failure: "support ticket not stored",
  });
}
