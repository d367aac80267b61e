/**
 * What the company sends about a shipment, by the ingestion API
 * (/api/ops/shipments) or the staff console (/staff/shipments): one set of
 * rules for both doors.
 */
import { z } from "../zod";
import { plainText } from "./plain-text";
import { LrNumberSchema } from "./lr-number";
import { knownStatus, SHIPMENT_STATUSES } from "../shipment-status";

const STATUS_CHOICES = `Use one of: ${SHIPMENT_STATUSES.join(", ")}.`;

/**
 * A status from the one list (core/shipment-status.ts), in its own spelling,
 * whatever case or spacing it came in; anything else is refused with the
 * list, so "Intransit" never reaches a visitor. The legacy spellings the
 * spec and older systems send (Panding, shipped, Booked) pass too.
 */
function statusSchema(missing: string) {
  return plainText(z.string({ error: missing }).trim().min(1, missing)).transform((value, ctx) => {
    const known = knownStatus(value);
    if (known) return known;
    ctx.addIssue({ code: "custom", message: `That is not a status we use. ${STATUS_CHOICES}` });
    return z.NEVER;
  });
}

export const OrderStatusSchema = statusSchema("Give the shipment's status.");

export const EventTexts = {
  status: statusSchema("Give the event's status."),
  location: plainText(z.string().trim().max(120, "Use at most 120 characters.")).default(""),
  remarks: plainText(z.string().trim().max(500, "Use at most 500 characters."), "several").default(
    "",
  ),
};

/** A time typed in the console's datetime-local field, India time: 2026-11-20T10:30. */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The console's event form; the time is India time, the staff's own. */
export const EventFormSchema = z.object({
  ...EventTexts,
  occurred_at: z
    .string({ error: "Give the date and time of the event." })
    .regex(LOCAL_TIME, "Give the date and time, like 20/11/2026 10:30.")
    .transform((value, ctx) => {
      const at = new Date(`${value}:00+05:30`);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: "custom", message: "That date does not exist." });
        return z.NEVER;
      }
      return at;
    })
    .refine(
      (at) => at.getTime() <= Date.now() + 10 * 60_000,
      "That time is in the future; give when it happened.",
    ),
});

export const StatusFormSchema = z.object({ order_status: OrderStatusSchema });

export const NewShipmentSchema = z.object({
  lr: z.string({ error: "Give the LR number." }).pipe(LrNumberSchema),
  order_status: OrderStatusSchema,
});

/** India time as the datetime-local field shows it. */
export function localTimeValue(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

export const POD_MAX_BYTES = 5 * 1024 * 1024;

/** What a proof of delivery is, by its first bytes (a name or a declared type proves nothing). */
export function podKind(bytes: Uint8Array): "pdf" | "jpeg" | "png" | null {
  const starts = (signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  return null;
}

/**
 * What is wrong with a proof of delivery, judged by its bytes, or null when
 * it is a PDF, or a photo (JPEG, PNG) the server keeps as a PDF page
 * (field staff photograph the signed LR).
 */
export function podProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return "The file is empty.";
  if (bytes.byteLength > POD_MAX_BYTES) return "The file is larger than 5 MB.";
  return podKind(bytes) ? null : "The file is not a PDF, JPEG or PNG.";
}
