/**
 * The receiver's delivery requests as operations work them
 * (/staff/delivery-requests): the queues (waiting,
 * overdue, decided; by option), one request with what operations need to
 * act on it, and the decision. Accepting or declining is one transaction:
 * the request's state, an accepted reschedule's new expected date and its
 * tracking event (through the ingestion's own appendEvents, so the headline
 * rule and the alert e-mails follow), the receiver's e-mail, the webhook
 * and the audit row. Staff see the alternate phone in full (it is given
 * for the driver) and never more of the receiver's booked phone than its
 * last four digits.
 */
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import { deliveryRequests, shipments, trackingEvents } from "../../database/schema";
import {
  DESK_QUEUES,
  maskedPhone,
  type DeskQueue,
  type DeliveryOption,
  type DeliveryRequestStatus,
} from "@core/delivery-options";
import { hasControlCharacters } from "@core/schemas/plain-text";
import { rescheduleRemarks } from "@core/site-remarks";
import type { StaffActor } from "@core/staff-access";
import { StoredDeliveryRequestSchema } from "@core/schemas/delivery-view";
import { answerValue } from "@core/messages/values";
import type { Logger } from "../logger";
import type { MessageQueueContext } from "../messages/enqueue";
import { queueShipmentMessages } from "../messages/shipment-messages";
import { bindContext } from "./bind-context";
import { answerEmail, emailLanguage } from "./delivery-emails";
import { requestPayload } from "./delivery-options/requests";
import { enqueueEmails } from "./outbox";
import { createAuditLog, type AuditLog } from "./staff/audit";
import type { TrackingService } from "./tracking";
import { maskEmail } from "./tracking-alerts/context";
import { enqueueWebhook } from "./webhooks";

export const DESK_PAGE_SIZE = 25;

export const REASON_LENGTH = { min: 5, max: 300 } as const;

/** Beside the reason's field when a decline comes without one (or one too short to read). */
export const DECLINE_REASON_MISSING = `Give a reason for declining: the receiver reads it (at least ${REASON_LENGTH.min} characters).`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DeskRow = {
  id: string;
  lrNo: string;
  option: DeliveryOption;
  status: DeliveryRequestStatus;
  requestedDate: string | null;
  instructions: string | null;
  /** Given for the driver: shown to operations in full. */
  alternatePhone: string | null;
  branch: string | null;
  /** "a***@example.org": only whether the answer is e-mailed, and roughly where. */
  email: string | null;
  language: string;
  decisionReason: string | null;
  decidedAt: Date | null;
  dueAt: Date;
  createdAt: Date;
  /** The shipment's facts as the console shows them. */
  orderStatus: string;
  expectedDeliveryDate: string | null;
  phoneLast4: string | null;
};

export type DecideOutcome =
  | { kind: "done"; status: "accepted" | "declined" }
  | { kind: "not-found" }
  | { kind: "already-decided" }
  | { kind: "invalid"; errors: { reason?: string; decision?: string } };

type Dependencies = {
  db: Database;
  tracking: TrackingService;
  siteUrl: string;
  logger: Logger;
  webhooks: boolean;
  /** The SMS and WhatsApp queue: phone subscribers who chose it are told the answer. */
  messages?: MessageQueueContext;
};

type DeskContext = Dependencies & { audit: AuditLog };

type Decision = "accepted" | "declined";

/** What the console reads of a request and its shipment. */
const columns = {
  id: deliveryRequests.id,
  lrNo: shipments.lrNo,
  option: deliveryRequests.option,
  status: deliveryRequests.status,
  requestedDate: deliveryRequests.requestedDate,
  instructions: deliveryRequests.instructions,
  alternatePhone: deliveryRequests.alternatePhone,
  branch: deliveryRequests.branch,
  email: deliveryRequests.email,
  language: deliveryRequests.language,
  decisionReason: deliveryRequests.decisionReason,
  decidedAt: deliveryRequests.decidedAt,
  dueAt: deliveryRequests.dueAt,
  createdAt: deliveryRequests.createdAt,
  orderStatus: shipments.orderStatus,
  expectedDeliveryDate: shipments.expectedDeliveryDate,
  consigneePhone: shipments.consigneePhone,
};

/** Requests with their shipments, as `columns` names them. */
function selectRows(db: Database) {
  return db
    .select(columns)
    .from(deliveryRequests)
    .innerJoin(shipments, eq(shipments.id, deliveryRequests.shipmentId));
}
type Selected = Awaited<ReturnType<typeof selectRows>>[number];

/** A row as the console shows it: the e-mail masked, the booked phone by its last four digits. */
function shown(row: Selected): DeskRow {
  const { consigneePhone, email, ...rest } = row;
  const { option, status } = StoredDeliveryRequestSchema.parse(row);
  return {
    ...rest,
    option,
    status,
    email: email ? maskEmail(email) : null,
    phoneLast4: maskedPhone(consigneePhone),
  };
}

function whereOf(queue: DeskQueue, option: DeliveryOption | undefined, now: Date) {
  const where: SQL[] = [];
  if (queue === "waiting") where.push(eq(deliveryRequests.status, "received"));
  if (queue === "overdue")
    where.push(eq(deliveryRequests.status, "received"), lt(deliveryRequests.dueAt, now));
  if (queue === "decided") where.push(inArray(deliveryRequests.status, ["accepted", "declined"]));
  if (option) where.push(eq(deliveryRequests.option, option));
  return and(...where);
}

/** How many wait, how many of them are overdue, how many fall due within the hour. */
async function counts(context: DeskContext, now: Date = new Date()) {
  const hour = new Date(now.getTime() + 60 * 60 * 1000);
  const [row] = await context.db
    .select({
      waiting: count(),
      overdue: sql<number>`count(*) filter (where ${deliveryRequests.dueAt} < ${now.toISOString()})`,
      dueSoon: sql<number>`count(*) filter (where ${deliveryRequests.dueAt} >= ${now.toISOString()} and ${deliveryRequests.dueAt} < ${hour.toISOString()})`,
    })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.status, "received"));
  return {
    waiting: Number(row?.waiting ?? 0),
    overdue: Number(row?.overdue ?? 0),
    dueSoon: Number(row?.dueSoon ?? 0),
  };
}

/** A queue: waiting and overdue by due time (the soonest first), decided newest first. */
async function list(
  context: DeskContext,
  {
    queue = "waiting",
    option,
    page = 1,
    now = new Date(),
  }: { queue?: DeskQueue; option?: DeliveryOption; page?: number; now?: Date } = {},
) {
  const { db } = context;
  const where = whereOf(queue, option, now);
  const current = Math.max(1, page);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(
        queue === "decided" ? desc(deliveryRequests.decidedAt) : asc(deliveryRequests.dueAt),
        asc(deliveryRequests.createdAt),
      )
      .limit(DESK_PAGE_SIZE)
      .offset((current - 1) * DESK_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(deliveryRequests)
      .innerJoin(shipments, eq(shipments.id, deliveryRequests.shipmentId))
      .where(where),
  ]);
  return {
    rows: rows.map(shown),
    page: current,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / DESK_PAGE_SIZE)),
    total: total?.n ?? 0,
  };
}

/** The decision and its reason as typed, or what is wrong with them. */
function decisionOf(input: {
  decision: unknown;
  reason: unknown;
}): { ok: true; decision: Decision; reason: string } | { ok: false; outcome: DecideOutcome } {
  const decision: Decision | null =
    input.decision === "accept" ? "accepted" : input.decision === "decline" ? "declined" : null;
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (!decision)
    return {
      ok: false,
      outcome: { kind: "invalid", errors: { decision: "Choose accept or decline." } },
    };
  if (decision === "declined" && reason.length < REASON_LENGTH.min)
    return { ok: false, outcome: { kind: "invalid", errors: { reason: DECLINE_REASON_MISSING } } };
  if (reason.length > REASON_LENGTH.max || hasControlCharacters(reason, "several"))
    return {
      ok: false,
      outcome: {
        kind: "invalid",
        errors: { reason: `Write the reason in at most ${REASON_LENGTH.max} plain characters.` },
      },
    };
  return { ok: true, decision, reason };
}

/**
 * An accepted reschedule: the shipment's new expected date, and its tracking
 * event through the ingestion's own appendEvents (so the headline rule and
 * the alert e-mails follow).
 */
async function reschedule(
  context: DeskContext,
  tx: Transaction,
  shipment: { id: number; lrNo: string },
  request: { id: string; requestedDate: string },
  actor: StaffActor,
  now: Date,
) {
  await tx
    .update(shipments)
    .set({ expectedDeliveryDate: request.requestedDate, updatedAt: now })
    .where(eq(shipments.id, shipment.id));
  const [latest] = await tx
    .select({ status: trackingEvents.trackingStatus })
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipment.id))
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id))
    .limit(1);
  // Back on its way: an attempt or a round out for delivery is over; otherwise it stays where it is.
  const status =
    !latest || ["out for delivery", "delivery attempted"].includes(latest.status.toLowerCase())
      ? "In Transit"
      : latest.status;
  await context.tracking.appendEvents(
    shipment.lrNo,
    [
      {
        externalId: `delivery-request-${request.id}`,
        status,
        location: "",
        remarks: rescheduleRemarks(request.requestedDate),
        occurredAt: now,
      },
    ],
    actor,
    tx,
  );
}

/**
 * The decision's writes, in the caller's transaction: the request's state,
 * an accepted reschedule, the receiver's e-mail, the webhook and the audit
 * row. The LR number when done.
 */
async function recordDecision(
  context: DeskContext,
  tx: Transaction,
  id: string,
  { decision, reason }: { decision: Decision; reason: string },
  actor: StaffActor,
  now: Date,
): Promise<{ kind: "done"; lrNo: string } | { kind: "not-found" } | { kind: "already-decided" }> {
  const [row] = await tx
    .select()
    .from(deliveryRequests)
    .where(eq(deliveryRequests.id, id))
    .for("update");
  if (!row) return { kind: "not-found" };
  if (row.status !== "received") return { kind: "already-decided" };
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, row.shipmentId));
  // The request's shipment is its foreign key's: it is there.
  if (!shipment) return { kind: "not-found" };
  const [decided] = await tx
    .update(deliveryRequests)
    .set({
      status: decision,
      decisionReason: reason || null,
      decidedAt: now,
      decidedBy: actor.id,
    })
    .where(eq(deliveryRequests.id, id))
    .returning();
  if (decision === "accepted" && row.option === "reschedule" && row.requestedDate)
    await reschedule(
      context,
      tx,
      shipment,
      { id: row.id, requestedDate: row.requestedDate },
      actor,
      now,
    );
  if (row.email)
    await enqueueEmails(tx, [
      {
        to: row.email,
        ...answerEmail(emailLanguage(row.language), {
          lrNo: shipment.lrNo,
          option: StoredDeliveryRequestSchema.shape.option.parse(row.option),
          status: decision,
          requestedDate: row.requestedDate,
          branch: row.branch,
          reason: reason || null,
          siteUrl: context.siteUrl,
        }),
        aboutId: row.id,
      },
    ]);
  if (context.messages) {
    const newDate =
      decision === "accepted" && row.option === "reschedule" ? row.requestedDate : null;
    await queueShipmentMessages(
      tx,
      { ...context.messages, now: () => now },
      {
        lrNo: shipment.lrNo,
        event: "delivery_request_answer",
        values: { answer: (lang) => answerValue(lang, { status: decision, newDate }) },
      },
    );
  }
  if (context.webhooks && decided)
    await enqueueWebhook(tx, {
      event: "delivery_request.decided",
      key: `delivery_request.decided:${row.id}`,
      aboutId: row.id,
      at: now,
      data: requestPayload(decided, shipment.lrNo),
    });
  await context.audit.recordBy(
    actor,
    `delivery_request.${decision}`,
    {
      target: { type: "delivery_request", id: row.id },
      detail: { lr_no: shipment.lrNo, option: row.option },
    },
    tx,
  );
  return { kind: "done", lrNo: shipment.lrNo };
}

/**
 * Accepts or declines a waiting request (a reason required to decline).
 * Everything the decision changes is written in one transaction; the
 * shipment's cached answers are dropped after it commits.
 */
async function decide(
  context: DeskContext,
  id: string,
  input: { decision: unknown; reason: unknown },
  actor: StaffActor,
  now: Date = new Date(),
): Promise<DecideOutcome> {
  const checked = decisionOf(input);
  if (!checked.ok) return checked.outcome;
  if (!UUID.test(id)) return { kind: "not-found" };
  const outcome = await context.db.transaction((tx) =>
    recordDecision(context, tx, id, checked, actor, now),
  );
  if (outcome.kind !== "done") return outcome;
  context.tracking.forget(outcome.lrNo);
  context.logger.info(
    { requestId: id, lrNo: outcome.lrNo, status: checked.decision },
    "delivery request decided",
  );
  return { kind: "done", status: checked.decision };
}

/** One request, with its shipment's facts (the booked phone by its last four digits). */
async function get(context: DeskContext, id: string): Promise<DeskRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await selectRows(context.db).where(eq(deliveryRequests.id, id));
  return row ? shown(row) : null;
}

/** The desk's functions, bound to its dependencies. */
export function createDeliveryDesk(deps: Dependencies) {
  const bind = bindContext<DeskContext>({ ...deps, audit: createAuditLog(deps.db) });
  return { counts: bind(counts), list: bind(list), decide: bind(decide), get: bind(get) };
}

export type DeliveryDesk = ReturnType<typeof createDeliveryDesk>;

export function isDeskQueue(value: unknown): value is DeskQueue {
  return DESK_QUEUES.some((queue) => queue === value);
}
