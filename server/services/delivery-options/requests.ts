/**
 * A receiver's request, checked and stored: one transaction writes the
 * request, tells operations, claims the JSON door's Idempotency-Key and
 * queues its webhook.
 */
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../../database/client";
import { deliveryRequests, shipments, trackingEvents } from "../../../database/schema";
import { answerBy } from "@core/answer-by";
import { deliveryOptionTexts } from "@core/content/delivery-options";
import { texts as statusTexts } from "@core/content/shipment-statuses";
import {
  DELIVERY_REQUEST_DUE_HOURS,
  findBranch,
  inRescheduleWindow,
  rescheduleWindow,
} from "@core/delivery-options";
import type { Lang } from "@core/i18n";
import {
  DeliveryRequestSchema,
  deliveryMessages,
  type DeliveryRequestFields,
} from "@core/schemas/delivery-request";
import { todayInIndia } from "@core/schemas/lead-fields";
import { isFinalStatus } from "@core/shipment-status";
import { addWorkingHours } from "@core/working-hours";
import { captchaErrors } from "../captcha";
import { claimKey, findReplay, fingerprintOf, KeyTaken } from "../idempotency";
import { tellOperations } from "../team-emails";
import { enqueueWebhook } from "../webhooks";
import type { DeliveryOptionsContext } from "./context";
import {
  captchaAnswerOf,
  countWrongFacts,
  factsMatch,
  fieldsObject,
  lockOf,
  needsCaptcha,
} from "./proof";
import { checkProofCode, spendProofCode } from "./proof-code";

/** Two requests proved by one code at once: the second finds it spent. */
class CodeSpent extends Error {}

/** Idempotency keys of the JSON door are kept apart from the lead forms' by this scope. */
const IDEMPOTENCY_SCOPE = "delivery-request";

export type RequestOutcome =
  | { kind: "created"; id: string; status: "received" }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "wrong-facts" }
  | { kind: "locked"; retryAfterSeconds: number }
  | { kind: "closed" }
  | { kind: "waiting" }
  | { kind: "not-found" }
  /** The Idempotency-Key was used before for a different request (the JSON door's 422). */
  | { kind: "key-reused" };

export type RequestMeta = {
  ipHash: string;
  language: Lang;
  now?: Date;
  /** The JSON door's Idempotency-Key: a retry of a stored request answers it again. */
  idempotencyKey?: string;
};

type Shipment = typeof shipments.$inferSelect;

/** The webhook's account of a request: what the company's systems need to act (docs/webhooks.md). */
export function requestPayload(
  row: typeof deliveryRequests.$inferSelect,
  lrNo: string,
): Record<string, unknown> {
  const branch = findBranch(row.branch);
  return {
    request_id: row.id,
    lr_no: lrNo,
    option: row.option,
    status: row.status,
    requested_date: row.requestedDate,
    instructions: row.instructions,
    alternate_phone: row.alternatePhone,
    branch: branch
      ? { key: branch.key, name: branch.name, address: branch.address, pincode: branch.pincode }
      : null,
    language: row.language,
    decision_reason: row.decisionReason,
    due_at: row.dueAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** A unique index said no: for delivery_requests, a request already waits. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  while (typeof e === "object" && e !== null) {
    if ("code" in e && e.code === "23505") return true;
    e = "cause" in e ? e.cause : undefined;
  }
  return false;
}

/** The first messages of each field, as the lead forms give them. */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Whether the shipment has ended (Delivered or Cancelled), by its status or an event. */
async function hasEnded(context: DeliveryOptionsContext, shipment: Shipment) {
  if (isFinalStatus(shipment.orderStatus)) return true;
  const events = await context.db
    .select({ status: trackingEvents.trackingStatus })
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipment.id));
  return events.some((e) => isFinalStatus(e.status));
}

/** Whether a request of the shipment waits for operations. */
async function hasWaiting(context: DeliveryOptionsContext, shipment: Shipment) {
  const [waiting] = await context.db
    .select({ id: deliveryRequests.id })
    .from(deliveryRequests)
    .where(
      and(eq(deliveryRequests.shipmentId, shipment.id), eq(deliveryRequests.status, "received")),
    );
  return waiting !== undefined;
}

/**
 * The fields, with the captcha's answer once the shipment asks it and a new
 * date inside its window; the field errors otherwise.
 */
async function parseRequest(
  context: DeliveryOptionsContext,
  shipment: Shipment,
  fields: unknown,
  at: Date,
): Promise<
  | { ok: true; data: DeliveryRequestFields; captcha: { token: string; input: string } | null }
  | { ok: false; outcome: RequestOutcome }
> {
  const parsed = DeliveryRequestSchema.safeParse(fields);
  const captcha = (await needsCaptcha(context, shipment.lrNo)) ? captchaAnswerOf(fields) : null;
  if (!parsed.success || typeof captcha === "string") {
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (typeof captcha === "string") errors.captchaInput = [captcha];
    return { ok: false, outcome: { kind: "invalid", errors } };
  }
  const data: DeliveryRequestFields = parsed.data;
  if (data.date) {
    const window = rescheduleWindow(shipment.expectedDeliveryDate, todayInIndia(at));
    if (!inRescheduleWindow(data.date, window))
      return {
        ok: false,
        outcome: {
          kind: "invalid",
          errors: { date: [deliveryMessages.dateWindow(window.first, window.last)] },
        },
      };
  }
  return { ok: true, data, captcha };
}

/** The request, told to operations, its key claimed and its webhook queued: its id. */
async function storeRequest(
  context: DeliveryOptionsContext,
  tx: Transaction,
  shipment: Shipment,
  data: DeliveryRequestFields,
  meta: RequestMeta & { at: Date; fingerprint: string; codeId: string | null },
): Promise<string> {
  const { at, idempotencyKey: key } = meta;
  // A code proves one request: spent with it, or the request is not stored.
  if (meta.codeId && !(await spendProofCode(tx, meta.codeId, at))) throw new CodeSpent();
  const dueAt = addWorkingHours(at, DELIVERY_REQUEST_DUE_HOURS);
  const [row] = await tx
    .insert(deliveryRequests)
    .values({
      shipmentId: shipment.id,
      option: data.option,
      requestedDate: data.date ?? null,
      instructions: data.instructions ?? null,
      alternatePhone: data.phone ?? null,
      branch: data.branch ?? null,
      email: data.email ?? null,
      language: meta.language,
      dueAt,
      ipHash: meta.ipHash,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error("The delivery request was not stored.");
  await tellOperations(tx, { ...row, lrNo: shipment.lrNo }, context);
  if (key)
    await claimKey(tx, {
      scope: IDEMPOTENCY_SCOPE,
      key,
      fingerprint: meta.fingerprint,
      recordId: row.id,
      // In English, as the JSON door answers.
      message: deliveryMessages.received(
        answerBy(dueAt, at, deliveryOptionTexts.answerBy, statusTexts.en.dates.months),
      ),
    });
  if (context.webhooks)
    await enqueueWebhook(tx, {
      event: "delivery_request.created",
      key: `delivery_request.created:${row.id}`,
      aboutId: row.id,
      at,
      data: requestPayload(row, shipment.lrNo),
    });
  return row.id;
}

/**
 * A receiver's request. Checked in this order: the shipment exists, has
 * not ended, this address is not locked for wrong tries, the fields (the
 * captcha's answer with them once the shipment asks it; a new date's
 * window), no request waits, the captcha, then the two facts. A wrong
 * fact (either, or both) is answered alike and counted three ways
 * (./proof.ts).
 */
export async function request(
  context: DeliveryOptionsContext,
  lrNo: string,
  fields: unknown,
  meta: RequestMeta,
): Promise<RequestOutcome> {
  const at = meta.now ?? new Date();
  const [shipment] = await context.db.select().from(shipments).where(eq(shipments.lrNo, lrNo));
  if (!shipment) return { kind: "not-found" };
  const key = meta.idempotencyKey;
  const fingerprint = key
    ? await fingerprintOf({ lr_no: shipment.lrNo, ...fieldsObject(fields) })
    : "";
  if (key) {
    const replay = await findReplay(context.db, IDEMPOTENCY_SCOPE, key, fingerprint);
    if (replay?.status === "accepted")
      return { kind: "created", id: replay.id, status: "received" };
    if (replay) return { kind: "key-reused" };
  }
  if (await hasEnded(context, shipment)) return { kind: "closed" };
  const locked = await lockOf(context, shipment.lrNo, meta.ipHash);
  if (locked !== null) return { kind: "locked", retryAfterSeconds: locked };

  const parsed = await parseRequest(context, shipment, fields, at);
  if (!parsed.ok) return parsed.outcome;
  const { data, captcha } = parsed;
  if (await hasWaiting(context, shipment)) return { kind: "waiting" };
  if (captcha) {
    // The token is spent, right or wrong: one answer per question.
    const verdict = await context.captcha.verify(captcha.token, captcha.input);
    if (verdict !== "ok")
      return { kind: "invalid", errors: { captchaInput: [captchaErrors[verdict]] } };
  }
  const codeId = data.code ? await checkProofCode(context, shipment.lrNo, data.code, at) : null;
  const proven = data.code
    ? codeId !== null && shipment.destinationPincode === data.pincode
    : factsMatch(shipment, data);
  if (!proven) {
    await countWrongFacts(context, shipment.lrNo, meta.ipHash);
    context.logger.info(
      { lrNo, option: data.option },
      "delivery request refused: facts do not match",
    );
    return { kind: "wrong-facts" };
  }

  let id: string;
  try {
    id = await context.db.transaction((tx) =>
      storeRequest(context, tx, shipment, data, { ...meta, at, fingerprint, codeId }),
    );
  } catch (error) {
    // The same key twice at once: the first one's answer.
    if (error instanceof KeyTaken && key) return request(context, lrNo, fields, meta);
    // Two requests at once: the one-waiting index lets one through.
    if (isUniqueViolation(error)) return { kind: "waiting" };
    if (error instanceof CodeSpent) return { kind: "wrong-facts" };
    throw error;
  }
  context.onChange?.(shipment.lrNo);
  context.logger.info({ lrNo, option: data.option, requestId: id }, "delivery request received");
  return { kind: "created", id, status: "received" };
}
