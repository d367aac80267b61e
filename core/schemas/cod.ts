/**
 * COD collected and remitted (CONTRACT.md "Business accounts", "COD";
 * docs/decisions/044-cod-remittances.md): what the ingestion API's Delivered
 * event carries, the staff's remittance form, and the business's COD list
 * filter. Money in paise; the API's and the console's messages are English.
 */
import { z } from "../zod";
import { plainText } from "./plain-text";
import { LrNumberSchema } from "./lr-number";

/** A crore of rupees: no one COD parcel carries more; a bigger figure is a typing slip. */
export const COD_MAX_PAISE = 1_00_00_000_00;

const COLLECTED_MESSAGE =
  "Give cod_collected in rupees as a number with at most 2 decimals, like 1250.50.";

/** Paise from rupees with at most two decimals, or NaN. */
export function paiseOf(rupees: number): number {
  const paise = Math.round(rupees * 100);
  return Math.abs(rupees * 100 - paise) < 1e-6 ? paise : NaN;
}

/**
 * `cod_collected` of the ingestion API: rupees as a JSON number, 0 or more,
 * at most 2 decimals; read as paise. A string (even "1250") is refused: a
 * system that sends a string sends something it did not mean as a number.
 */
export const CodCollectedSchema = z
  .number({ error: COLLECTED_MESSAGE })
  .refine(Number.isFinite, COLLECTED_MESSAGE)
  .min(0, "cod_collected cannot be negative.")
  .max(COD_MAX_PAISE / 100, "cod_collected is more than Rs 1,00,00,000; check the figure.")
  .refine((rupees) => !Number.isNaN(paiseOf(rupees)), COLLECTED_MESSAGE)
  .transform(paiseOf);

/** "Rs 12,000.00": the console's and the API's money, always with paise. */
export function rsText(paise: number): string {
  return `Rs ${(paise / 100).toLocaleString("en-IN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

const AMOUNT_MESSAGE = "Enter the amount in rupees, more than 0, like 12000 or 12000.50.";

/** "12,000", "Rs 12000.50", "₹ 11500": as staff type an amount; NaN otherwise. */
function typedRupees(value: unknown): number {
  if (typeof value !== "string") return NaN;
  const cleaned = value.replace(/[₹,\s]/g, "").replace(/^rs\.?/i, "");
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in India, as a date field writes it. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The staff's remittance form (/staff/businesses/:id/cod). */
export function remittanceFormSchema(now = new Date()) {
  return z.object({
    amount: z.string({ error: AMOUNT_MESSAGE }).transform((value, ctx) => {
      const rupees = typedRupees(value);
      const paise = Number.isNaN(rupees) ? NaN : paiseOf(rupees);
      if (Number.isNaN(paise) || paise <= 0 || paise > COD_MAX_PAISE) {
        ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return paise;
    }),
    bank_ref: plainText(
      z
        .string({ error: "Enter the bank reference (UTR) of the transfer." })
        .trim()
        .min(1, "Enter the bank reference (UTR) of the transfer.")
        .max(40, "Use at most 40 characters.")
        .regex(
          /^[A-Za-z0-9][A-Za-z0-9 /-]*$/,
          "Use letters, digits, spaces, - and / only, as the bank writes it.",
        ),
    ),
    remitted_on: z
      .string({ error: "Enter the date the money was sent." })
      .regex(ISO_DATE, "Enter the date the money was sent, like 2026-12-03.")
      // A day past the month's end (30 February) rolls over in Date: compare it back.
      .refine((value) => {
        const day = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
      }, "That date does not exist.")
      .refine((value) => value <= indiaToday(now), "That date is in the future."),
    lr: z
      .array(LrNumberSchema, { error: "Choose the shipments this remittance pays." })
      .min(1, "Choose the shipments this remittance pays.")
      .max(1000, "Choose at most 1,000 shipments in one remittance."),
  });
}

export type RemittanceForm = z.output<ReturnType<typeof remittanceFormSchema>>;

/** The states of the business's COD list, as `?state=` names them. */
export const COD_STATES = ["due", "collected", "remitted"] as const;
export type CodState = (typeof COD_STATES)[number];

export const CodListFilterSchema = z.object({
  state: z.enum(COD_STATES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type CodListFilter = z.output<typeof CodListFilterSchema>;

export const COD_PAGE_SIZE = 50;
