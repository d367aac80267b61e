/**
 * Proof by code (CONTRACT.md "Messages by SMS and WhatsApp", "proof by
 * code"; docs/decisions/047-messages.md, "Events"): with SMS on, a 6-digit
 * code sent to the shipment's booked phone proves a delivery request in
 * place of its last 4 digits. A code is valid 10 minutes and 5 tries; a
 * number gets at most 3 codes an hour (every code sent to it counts). The
 * code is kept only as the SHA-256 of the row's id and the code; the SMS
 * goes through the one door (server/messages/enqueue.ts), in the code's
 * own transaction.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import { messageCodes, shipments } from "../../../database/schema";
import type { Lang } from "@core/i18n";
import { nationalDigits } from "@core/phone";
import { isFinalStatus } from "@core/shipment-status";
import { enqueueMessage, type MessageQueueContext } from "../../messages/enqueue";
import type { DeliveryOptionsContext } from "./context";
import { lockOf } from "./proof";

export const PROOF_CODE = { validMinutes: 10, tries: 5, perHour: 3 } as const;
const HOUR_MS = 60 * 60 * 1000;

export type SendCodeOutcome =
  | { kind: "sent" }
  | { kind: "not-found" }
  | { kind: "closed" }
  /** SMS is off, or the shipment has no mobile number to send to. */
  | { kind: "unavailable" }
  | { kind: "limited" }
  | { kind: "locked"; retryAfterSeconds: number };

class NotQueued extends Error {}

const hashOf = (id: string, code: string) =>
  createHash("sha256").update(`${id}:${code}`).digest("hex");

/** The booked phone as ten digits, or null when it is not an Indian mobile. */
function mobileOf(phone: string | null): string | null {
  const digits = nationalDigits(phone ?? "");
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** Whether a code can be sent for the shipment: SMS is on and its booked phone is a mobile. */
export function canSendCode(
  messages: MessageQueueContext | undefined,
  consigneePhone: string | null,
): boolean {
  return Boolean(messages?.settings.sms) && mobileOf(consigneePhone) !== null;
}

/** Sends a new code to the shipment's booked phone, in the language of the page that asked. */
export async function sendProofCode(
  context: DeliveryOptionsContext,
  lrNo: string,
  meta: { ipHash: string; language: Lang; now?: Date },
): Promise<SendCodeOutcome> {
  const now = meta.now ?? new Date();
  const [shipment] = await context.db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
  if (!shipment) return { kind: "not-found" };
  if (isFinalStatus(shipment.orderStatus)) return { kind: "closed" };
  const messages = context.messages;
  const phone = mobileOf(shipment.consigneePhone);
  if (!messages?.settings.sms || !phone) return { kind: "unavailable" };
  const locked = await lockOf(context, shipment.lrNo, meta.ipHash);
  if (locked !== null) return { kind: "locked", retryAfterSeconds: locked };
  return context.db
    .transaction(async (tx) => {
      // One number's codes are counted one request at a time: two at once cannot both be the third.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-codes:${phone}`}))`);
      const [sent] = await tx
        .select({ n: count() })
        .from(messageCodes)
        .where(
          and(
            eq(messageCodes.phone, phone),
            gte(messageCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
          ),
        );
      if ((sent?.n ?? 0) >= PROOF_CODE.perHour) return { kind: "limited" } as const;
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await tx.insert(messageCodes).values({
        id,
        phone,
        purpose: "proof",
        subject: shipment.lrNo,
        codeHash: hashOf(id, code),
        expiresAt: new Date(now.getTime() + PROOF_CODE.validMinutes * 60_000),
        createdAt: now,
      });
      const queued = await enqueueMessage(
        tx,
        { ...messages, now: () => now },
        {
          channel: "sms",
          phone,
          event: "sms_code",
          lang: meta.language,
          values: { lrNo: shipment.lrNo, code },
          lrNo: shipment.lrNo,
        },
      );
      if (!queued.queued) throw new NotQueued(queued.why);
      context.logger.info({ lrNo }, "delivery proof code sent");
      return { kind: "sent" } as const;
    })
    .catch((error: unknown) => {
      if (!(error instanceof NotQueued)) throw error;
      // The code's row goes with the refused SMS: nothing is kept that was not sent.
      context.logger.warn({ lrNo, why: error.message }, "delivery proof code not queued");
      return { kind: "unavailable" } as const;
    });
}

/**
 * Whether `code` is the shipment's newest proof code, unused, within its 10
 * minutes (expired at exactly 10) and its 5 tries; a wrong one spends a try.
 * Answers the code's id when right: the request's transaction marks it used.
 */
export async function checkProofCode(
  context: DeliveryOptionsContext,
  lrNo: string,
  code: string,
  now: Date,
): Promise<string | null> {
  const [row] = await context.db
    .select()
    .from(messageCodes)
    .where(and(eq(messageCodes.purpose, "proof"), eq(messageCodes.subject, lrNo)))
    .orderBy(desc(messageCodes.createdAt))
    .limit(1);
  if (!row || row.usedAt || now >= row.expiresAt || row.tries >= PROOF_CODE.tries) return null;
  const right = timingSafeEqual(Buffer.from(hashOf(row.id, code)), Buffer.from(row.codeHash));
  if (right) return row.id;
  await context.db
    .update(messageCodes)
    .set({ tries: sql`${messageCodes.tries} + 1` })
    .where(eq(messageCodes.id, row.id));
  return null;
}

/** Spends the code with the request it proved; false when another request spent it first. */
export async function spendProofCode(tx: Transaction, id: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(messageCodes)
    .set({ usedAt: now })
    .where(and(eq(messageCodes.id, id), isNull(messageCodes.usedAt)))
    .returning({ id: messageCodes.id });
  return spent.length > 0;
}
