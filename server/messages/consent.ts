/**
 * A receiver's consent to updates by SMS or WhatsApp (CONTRACT.md
 * "Messages by SMS and WhatsApp", "consent"; docs/decisions/047-messages.md
 * "Consent"): asked for on a shipment's page (or a ticket's), confirmed by
 * a 6-digit SMS code (10 minutes, 5 tries, 3 codes an hour per number) or
 * by the WhatsApp opt-in's reply or link, changed or stopped at
 * /alerts/<token>. Each consent and withdrawal is a `message_consents` row
 * with the exact words the person was shown. Messages are only queued here,
 * through the one door (./enqueue.ts), in the transaction that causes them.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, gte, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import type { Database, Transaction } from "../../database/client";
import {
  messageCodes,
  messageConsents,
  phoneSubscriptions,
  shipments,
  supportTickets,
} from "../../database/schema";
import { texts as bookingTexts } from "@core/content/business-booking";
import { texts as supportTexts } from "@core/content/support";
import hiSupport from "@core/content/hi/support";
import mrSupport from "@core/content/mr/support";
import hiBooking from "@core/content/hi/business-booking";
import mrBooking from "@core/content/mr/business-booking";
import hiTexts from "@core/content/hi/phone-alerts";
import mrTexts from "@core/content/mr/phone-alerts";
import { phoneAlertTexts, type PhoneAlertRefusal } from "@core/content/phone-alerts";
import type { Lang } from "@core/i18n";
import type { MessageEvent } from "@core/messages/events";
import { maskPhone, nationalDigits } from "@core/phone";
import { isIndianMobile } from "@core/schemas/lead-fields";
import { alertsTokenHash, alertsTokenOf, isAlertsToken } from "./alerts-token";
import { enqueueMessage, type MessageChannel, type MessageQueueContext } from "./enqueue";
import { withdrawSubscriptions } from "./replies";

type Writer = Database | Transaction;

export const CODE_VALID_MS = 10 * 60_000;
export const CODE_TRIES = 5;
export const CODES_PER_HOUR = 3;

/** The events a shipment's subscription may choose; all by default. */
export const SHIPMENT_EVENTS = [
  "booked",
  "out_for_delivery",
  "delivery_attempted",
  "delivered",
  "no_news_48h",
  "delivery_request_answer",
] as const satisfies readonly MessageEvent[];
/** A ticket's. */
export const TICKET_EVENTS = [
  "ticket_raised",
  "ticket_reply",
] as const satisfies readonly MessageEvent[];

export type SubscriptionSource =
  | "shipment_page"
  | "ticket_page"
  /** The raise form's "Send me updates about this request by SMS". */
  | "ticket_form"
  | "business_booking";

/** The page texts in a language, for the words a consent record keeps. */
export function phoneAlertTextsIn(lang: Lang) {
  return lang === "hi" ? hiTexts : lang === "mr" ? mrTexts : phoneAlertTexts;
}

/** The exact consent sentence the subscribe block shows in `lang`. */
export const consentSentence = (lang: Lang) => phoneAlertTextsIn(lang).consent;

/** The raise form's box, word for word: what a `ticket_form` consent keeps. */
export const ticketFormSentence = (lang: Lang) =>
  (lang === "hi" ? hiSupport : lang === "mr" ? mrSupport : supportTexts.en).form.smsUpdates;

/** The sentence the business booking shows for its consignee's consent, in `lang`. */
export const bookingConsentSentence = (lang: Lang) =>
  (lang === "hi" ? hiBooking : lang === "mr" ? mrBooking : bookingTexts.en).book.updatesConsent;

/** Ten national digits of an Indian mobile number typed any usual way; null otherwise. */
export function mobileDigits(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 20 || !isIndianMobile(value.trim())) return null;
  const digits = nationalDigits(value);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export { maskPhone } from "@core/phone";

const hashCode = (rowId: string, code: string) =>
  createHash("sha256").update(`${rowId}:${code}`).digest("hex");

/** Which refusal, as a key of the page texts (phoneAlertTexts): the page says it in its language, the API in English. */
export type Refusal = PhoneAlertRefusal;

export type SubscribeOutcome =
  | { kind: "code-sent"; subscriptionId: string; phone: string }
  | { kind: "whatsapp-sent"; subscriptionId: string; phone: string }
  /** Already active on this number and channel: nothing sent. */
  | { kind: "active"; subscriptionId: string; phone: string }
  | { kind: "invalid"; field: "phone" | "channel" | "lr_no"; reason: Refusal }
  | { kind: "not-found" }
  | { kind: "channel-off" }
  | { kind: "limited"; retryAfterSeconds: number };

export type ConfirmOutcome =
  | { kind: "confirmed"; subscriptionId: string; phone: string }
  | { kind: "invalid"; field: "phone" | "code" | "lr_no"; reason: Refusal }
  | { kind: "wrong-code"; triesLeft: number }
  | { kind: "used-up" }
  | { kind: "no-request" };

/** A pending subscription from the raise form, as the ticket's page offers its code step. */
export type PendingCode = {
  masked: string;
  /** A code sent and still good: false when none went (3 an hour) or it expired. */
  codeWaiting: boolean;
};

export type SubjectKey = { lrNo: string; ticketId?: null } | { ticketId: string; lrNo?: null };

export type PhoneAlertsOptions = { now?: () => Date };

export type Subscription = typeof phoneSubscriptions.$inferSelect;

export function createPhoneAlerts(
  db: Database,
  queue: MessageQueueContext,
  options: PhoneAlertsOptions = {},
) {
  const now = () => options.now?.() ?? queue.now?.() ?? new Date();
  const ctx = (): MessageQueueContext => ({ ...queue, now });

  const subjectWhere = (subject: SubjectKey) =>
    subject.ticketId
      ? eq(phoneSubscriptions.ticketId, subject.ticketId)
      : eq(phoneSubscriptions.lrNo, subject.lrNo!);

  async function subjectExists(subject: SubjectKey): Promise<boolean> {
    if (subject.ticketId) {
      const [row] = await db
        .select({ id: supportTickets.id })
        .from(supportTickets)
        .where(eq(supportTickets.id, subject.ticketId));
      return row !== undefined;
    }
    const [row] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.lrNo, subject.lrNo!));
    return row !== undefined;
  }

  /** The subscription's row, made or reused (same number, channel and subject), in `tx`. */
  async function upsertSubscription(
    tx: Transaction,
    asked: {
      subject: SubjectKey;
      phone: string;
      channel: MessageChannel;
      lang: Lang;
      events: readonly string[];
      source: SubscriptionSource;
      state: "pending" | "active";
    },
  ): Promise<Subscription> {
    const [existing] = await tx
      .select()
      .from(phoneSubscriptions)
      .where(
        and(
          eq(phoneSubscriptions.phone, asked.phone),
          eq(phoneSubscriptions.channel, asked.channel),
          subjectWhere(asked.subject),
        ),
      )
      .orderBy(desc(phoneSubscriptions.createdAt))
      .limit(1)
      .for("update");
    if (existing) {
      const [row] = await tx
        .update(phoneSubscriptions)
        .set({
          language: asked.lang,
          events: [...asked.events],
          // An active one stays active: asking again is not a withdrawal.
          state: existing.state === "active" ? "active" : asked.state,
          // A waiting one is now asked for where it was asked last: its consent keeps those words.
          source: existing.state === "active" ? existing.source : asked.source,
          confirmedAt: asked.state === "active" ? now() : existing.confirmedAt,
          withdrawnAt: existing.state === "active" ? existing.withdrawnAt : null,
        })
        .where(eq(phoneSubscriptions.id, existing.id))
        .returning();
      return row!;
    }
    const id = randomUUID();
    const [row] = await tx
      .insert(phoneSubscriptions)
      .values({
        id,
        phone: asked.phone,
        channel: asked.channel,
        language: asked.lang,
        lrNo: asked.subject.lrNo ?? null,
        ticketId: asked.subject.ticketId ?? null,
        events: [...asked.events],
        state: asked.state,
        source: asked.source,
        tokenHash: alertsTokenHash(alertsTokenOf(queue.secret, id)),
        createdAt: now(),
        confirmedAt: asked.state === "active" ? now() : null,
      })
      .returning();
    return row!;
  }

  /** The code for a subscription, queued by SMS; false when the number had its 3 codes this hour. */
  async function sendCode(
    tx: Transaction,
    subscription: Subscription,
    valueOfSubject: string,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    // Two requests at once for one number cannot both be its third code.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`codes:${subscription.phone}`}))`);
    const hourAgo = new Date(now().getTime() - 3_600_000);
    const sent = await tx
      .select({ createdAt: messageCodes.createdAt })
      .from(messageCodes)
      .where(and(eq(messageCodes.phone, subscription.phone), gte(messageCodes.createdAt, hourAgo)))
      .orderBy(messageCodes.createdAt);
    if (sent.length >= CODES_PER_HOUR) {
      const oldest = sent[0]!.createdAt.getTime();
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + 3_600_000 - now().getTime()) / 1000)),
      };
    }
    // Only the newest code works.
    await tx
      .update(messageCodes)
      .set({ usedAt: now() })
      .where(
        and(
          eq(messageCodes.subject, subscription.id),
          eq(messageCodes.purpose, "subscribe"),
          isNull(messageCodes.usedAt),
        ),
      );
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await tx.insert(messageCodes).values({
      id,
      phone: subscription.phone,
      purpose: "subscribe",
      subject: subscription.id,
      codeHash: hashCode(id, code),
      expiresAt: new Date(now().getTime() + CODE_VALID_MS),
      createdAt: now(),
    });
    const queued = await enqueueMessage(tx, ctx(), {
      channel: "sms",
      phone: subscription.phone,
      event: "sms_code",
      lang: subscription.language as Lang,
      values: { lrNo: valueOfSubject, code },
      lrNo: subscription.lrNo,
      ticketId: subscription.ticketId,
      subscriptionId: subscription.id,
    });
    if (!queued.queued) throw new Error(`the code was not queued: ${queued.why}`);
    return { ok: true };
  }

  /** What the templates name the subject by: the LR number, or the ticket's number. */
  async function subjectName(subject: SubjectKey, reader: Writer = db): Promise<string> {
    if (!subject.ticketId) return subject.lrNo!;
    const [row] = await reader
      .select({ number: supportTickets.number })
      .from(supportTickets)
      .where(eq(supportTickets.id, subject.ticketId));
    return row?.number ?? "";
  }

  /**
   * Asks for updates on a number: SMS sends a code, WhatsApp the opt-in
   * template; both leave the subscription `pending` until confirmed.
   */
  async function subscribe(asked: {
    subject: SubjectKey;
    phone: unknown;
    channel: unknown;
    lang: Lang;
    events?: readonly string[];
    source: SubscriptionSource;
  }): Promise<SubscribeOutcome> {
    const phone = mobileDigits(asked.phone);
    if (!phone) return { kind: "invalid", field: "phone", reason: "phoneLabel" };
    if (asked.channel !== "sms" && asked.channel !== "whatsapp")
      return { kind: "invalid", field: "channel", reason: "channelChoice" };
    const channel: MessageChannel = asked.channel;
    if (!queue.settings[channel]) return { kind: "channel-off" };
    if (!(await subjectExists(asked.subject))) return { kind: "not-found" };
    const allowed: readonly string[] = asked.subject.ticketId ? TICKET_EVENTS : SHIPMENT_EVENTS;
    const events = asked.events?.filter((e) => allowed.includes(e)) ?? allowed;
    const name = await subjectName(asked.subject);

    return db
      .transaction(async (tx): Promise<SubscribeOutcome> => {
        const subscription = await upsertSubscription(tx, {
          ...asked,
          phone,
          channel,
          events: events.length ? events : allowed,
          state: "pending",
        });
        if (subscription.state === "active")
          return { kind: "active", subscriptionId: subscription.id, phone };
        if (channel === "sms") {
          const sent = await sendCode(tx, subscription, name);
          // Nothing of a refused request is kept: the row goes back as it was.
          if (!sent.ok) tx.rollback();
          return { kind: "code-sent", subscriptionId: subscription.id, phone };
        }
        const queued = await enqueueMessage(tx, ctx(), {
          channel: "whatsapp",
          phone,
          event: "whatsapp_opt_in",
          lang: asked.lang,
          values: { lrNo: name, alertsToken: alertsTokenOf(queue.secret, subscription.id) },
          lrNo: subscription.lrNo,
          ticketId: subscription.ticketId,
          subscriptionId: subscription.id,
        });
        if (!queued.queued) throw new Error(`the opt-in was not queued: ${queued.why}`);
        return { kind: "whatsapp-sent", subscriptionId: subscription.id, phone };
      })
      .catch(async (error: unknown) => {
        if (isRollback(error)) {
          const retry = await retryAfterOf(phone);
          return { kind: "limited", retryAfterSeconds: retry } as const;
        }
        throw error;
      });
  }

  async function retryAfterOf(phone: string): Promise<number> {
    const hourAgo = new Date(now().getTime() - 3_600_000);
    const [oldest] = await db
      .select({ createdAt: messageCodes.createdAt })
      .from(messageCodes)
      .where(and(eq(messageCodes.phone, phone), gte(messageCodes.createdAt, hourAgo)))
      .orderBy(messageCodes.createdAt)
      .limit(1);
    if (!oldest) return 60;
    return Math.max(
      1,
      Math.ceil((oldest.createdAt.getTime() + 3_600_000 - now().getTime()) / 1000),
    );
  }

  /**
   * The raise form's pending SMS subscription of a ticket: the number the
   * visitor gave with the request, which the ticket's page does not show
   * or send back whole.
   */
  async function formSubscriptionOf(tx: Writer, ticketId: string) {
    const [row] = await tx
      .select()
      .from(phoneSubscriptions)
      .where(
        and(
          eq(phoneSubscriptions.ticketId, ticketId),
          eq(phoneSubscriptions.channel, "sms"),
          eq(phoneSubscriptions.source, "ticket_form"),
          eq(phoneSubscriptions.state, "pending"),
        ),
      )
      .orderBy(desc(phoneSubscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** The phone a code step names: as typed, or for a ticket the raise form's number. */
  async function phoneOf(subject: SubjectKey, typed: unknown): Promise<string | null> {
    if (subject.ticketId && (typed === "" || typed === undefined))
      return (await formSubscriptionOf(db, subject.ticketId))?.phone ?? null;
    return mobileDigits(typed);
  }

  /**
   * The raise form's "Send me updates about this request by SMS", in the
   * ticket's own transaction: a pending subscription (source `ticket_form`)
   * and its code by SMS. False for the code when the number had its 3 codes
   * this hour: the ticket is raised all the same, and its page offers a new
   * code later.
   */
  async function requestForTicket(
    tx: Transaction,
    asked: { ticketId: string; number: string; phone: string; lang: Lang },
  ): Promise<{ codeSent: boolean }> {
    const subscription = await upsertSubscription(tx, {
      subject: { ticketId: asked.ticketId },
      phone: asked.phone,
      channel: "sms",
      lang: asked.lang,
      events: TICKET_EVENTS,
      source: "ticket_form",
      state: "pending",
    });
    const sent = await sendCode(tx, subscription, asked.number);
    return { codeSent: sent.ok };
  }

  /** The code step a ticket's page starts at while the raise form's subscription waits. */
  async function pendingForTicket(ticketId: string): Promise<PendingCode | null> {
    const row = await formSubscriptionOf(db, ticketId);
    if (!row) return null;
    const [code] = await db
      .select({ tries: messageCodes.tries })
      .from(messageCodes)
      .where(
        and(
          eq(messageCodes.subject, row.id),
          eq(messageCodes.purpose, "subscribe"),
          isNull(messageCodes.usedAt),
          gt(messageCodes.expiresAt, now()),
        ),
      )
      .limit(1);
    return {
      masked: maskPhone(row.phone),
      codeWaiting: code !== undefined && code.tries < CODE_TRIES,
    };
  }

  /**
   * "Send a new code" on the code step: to the pending SMS subscription of
   * the subject and number (a ticket's raise-form number when none is typed).
   */
  async function resendCode(asked: {
    subject: SubjectKey;
    phone: unknown;
  }): Promise<
    | { kind: "code-sent"; phone: string }
    | { kind: "no-request" }
    | { kind: "invalid" }
    | { kind: "limited"; retryAfterSeconds: number }
  > {
    const phone = await phoneOf(asked.subject, asked.phone);
    if (!phone) return asked.subject.ticketId ? { kind: "no-request" } : { kind: "invalid" };
    const name = await subjectName(asked.subject);
    return db.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(phoneSubscriptions)
        .where(
          and(
            eq(phoneSubscriptions.phone, phone),
            eq(phoneSubscriptions.channel, "sms"),
            eq(phoneSubscriptions.state, "pending"),
            subjectWhere(asked.subject),
          ),
        )
        .limit(1)
        .for("update");
      if (!subscription) return { kind: "no-request" } as const;
      const sent = await sendCode(tx, subscription, name);
      if (!sent.ok) return { kind: "limited", retryAfterSeconds: sent.retryAfterSeconds } as const;
      return { kind: "code-sent", phone } as const;
    });
  }

  /** The SMS code typed: right makes the subscription active and records the consent. */
  async function confirm(asked: {
    subject: SubjectKey;
    phone: unknown;
    code: unknown;
  }): Promise<ConfirmOutcome> {
    const phone = await phoneOf(asked.subject, asked.phone);
    if (!phone) return { kind: "invalid", field: "phone", reason: "phoneLabel" };
    const code = typeof asked.code === "string" ? asked.code.replace(/\s/g, "") : "";
    if (!/^\d{6}$/.test(code)) return { kind: "invalid", field: "code", reason: "codeFormat" };

    return db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const [subscription] = await tx
        .select()
        .from(phoneSubscriptions)
        .where(
          and(
            eq(phoneSubscriptions.phone, phone),
            eq(phoneSubscriptions.channel, "sms"),
            subjectWhere(asked.subject),
          ),
        )
        .limit(1)
        .for("update");
      if (!subscription) return { kind: "no-request" };
      if (subscription.state === "active")
        return { kind: "confirmed", subscriptionId: subscription.id, phone };
      const [row] = await tx
        .select()
        .from(messageCodes)
        .where(
          and(
            eq(messageCodes.subject, subscription.id),
            eq(messageCodes.purpose, "subscribe"),
            isNull(messageCodes.usedAt),
          ),
        )
        .orderBy(desc(messageCodes.createdAt))
        .limit(1)
        .for("update");
      if (!row) return { kind: "no-request" };
      if (row.expiresAt.getTime() <= now().getTime() || row.tries >= CODE_TRIES)
        return { kind: "used-up" };
      const right = timingSafeEqual(Buffer.from(hashCode(row.id, code)), Buffer.from(row.codeHash));
      if (!right) {
        const tries = row.tries + 1;
        await tx.update(messageCodes).set({ tries }).where(eq(messageCodes.id, row.id));
        return tries >= CODE_TRIES
          ? { kind: "used-up" }
          : { kind: "wrong-code", triesLeft: CODE_TRIES - tries };
      }
      await tx.update(messageCodes).set({ usedAt: now() }).where(eq(messageCodes.id, row.id));
      const lang = subscription.language as Lang;
      const fromForm = subscription.source === "ticket_form" && subscription.ticketId;
      await activate(
        tx,
        subscription,
        "sms_code",
        fromForm ? ticketFormSentence(lang) : consentSentence(lang),
      );
      // The raise form's updates begin with the request's receipt, as its e-mail would.
      if (fromForm)
        await queueTicketRaised(tx, subscription, await subjectName({ ticketId: fromForm }, tx));
      return { kind: "confirmed", subscriptionId: subscription.id, phone };
    });
  }

  /** `ticket_raised` to one subscription just confirmed, through the one door. */
  async function queueTicketRaised(tx: Transaction, subscription: Subscription, number: string) {
    const queued = await enqueueMessage(tx, ctx(), {
      channel: "sms",
      phone: subscription.phone,
      event: "ticket_raised",
      lang: subscription.language as Lang,
      values: { ticketNo: number, alertsToken: alertsTokenOf(queue.secret, subscription.id) },
      ticketId: subscription.ticketId,
      subscriptionId: subscription.id,
    });
    if (!queued.queued) throw new Error(`ticket_raised was not queued: ${queued.why}`);
  }

  /** Active from now, with the consent given and the words it was given to. */
  async function activate(
    tx: Transaction,
    subscription: Subscription,
    how: string,
    textShown: string,
  ) {
    await tx
      .update(phoneSubscriptions)
      .set({ state: "active", confirmedAt: now(), withdrawnAt: null })
      .where(eq(phoneSubscriptions.id, subscription.id));
    await tx.insert(messageConsents).values({
      phone: subscription.phone,
      channel: subscription.channel,
      subscriptionId: subscription.id,
      action: "given",
      how,
      textShown,
      language: subscription.language,
      at: now(),
    });
  }

  /** The subscription a /alerts/<token> link opens, with its subject's names; null for any other string. */
  async function findByToken(token: string) {
    if (!isAlertsToken(token)) return null;
    const [row] = await db
      .select()
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.tokenHash, alertsTokenHash(token)));
    if (!row) return null;
    const ticketNo = row.ticketId ? await subjectName({ ticketId: row.ticketId }) : null;
    return { ...row, ticketNo };
  }

  /** /alerts/<token> "Save": language and events; recorded as a consent given on that page. */
  async function update(
    token: string,
    changes: { lang: Lang; events: readonly string[] },
  ): Promise<"saved" | "no-events" | "not-found"> {
    const row = await findByToken(token);
    if (!row) return "not-found";
    const allowed: readonly string[] = row.ticketId ? TICKET_EVENTS : SHIPMENT_EVENTS;
    const events = allowed.filter((e) => changes.events.includes(e));
    if (events.length === 0) return "no-events";
    await db.transaction(async (tx) => {
      await tx
        .update(phoneSubscriptions)
        .set({ language: changes.lang, events })
        .where(eq(phoneSubscriptions.id, row.id));
      if (row.state === "active") {
        const texts = phoneAlertTextsIn(changes.lang);
        await tx.insert(messageConsents).values({
          phone: row.phone,
          channel: row.channel,
          subscriptionId: row.id,
          action: "given",
          how: "alerts_page",
          textShown: `${texts.eventsLegend}: ${events.map((e) => texts.events[e as keyof typeof texts.events]).join("; ")}`,
          language: changes.lang,
          at: now(),
        });
      }
    });
    return "saved";
  }

  /** "Stop all messages": withdrawn, and the withdrawal recorded. */
  async function stopAll(token: string, lang: Lang): Promise<"stopped" | "not-found"> {
    const row = await findByToken(token);
    if (!row) return "not-found";
    await db.transaction((tx) =>
      withdrawSubscriptions(tx, {
        phone: row.phone,
        channel: row.channel as MessageChannel,
        how: "alerts_page",
        textShown: phoneAlertTextsIn(lang).stopAll,
        subscriptionIds: [row.id],
        at: now(),
        language: lang,
      }),
    );
    return "stopped";
  }

  /** A pending WhatsApp subscription confirmed by its opt-in's link. */
  async function confirmByLink(
    token: string,
    lang: Lang,
  ): Promise<"confirmed" | "not-found" | "not-pending"> {
    const row = await findByToken(token);
    if (!row) return "not-found";
    if (row.state !== "pending" || row.channel !== "whatsapp") return "not-pending";
    await db.transaction((tx) =>
      activate(tx, row, "whatsapp_link", phoneAlertTextsIn(lang).confirmWhatsAppIntro),
    );
    return "confirmed";
  }

  /**
   * A ticket's subscriptions for its staff page (the ticket desk audits the
   * view): whether its replies reach the visitor by SMS or WhatsApp.
   */
  async function ofTicket(ticketId: string) {
    return db
      .select({
        phone: phoneSubscriptions.phone,
        channel: phoneSubscriptions.channel,
        state: phoneSubscriptions.state,
      })
      .from(phoneSubscriptions)
      .where(eq(phoneSubscriptions.ticketId, ticketId))
      .orderBy(phoneSubscriptions.createdAt);
  }

  return {
    subscribe,
    confirm,
    ofTicket,
    requestForTicket,
    pendingForTicket,
    resendCode,
    findByToken,
    update,
    stopAll,
    confirmByLink,
    tokenOf: (subscriptionId: string) => alertsTokenOf(queue.secret, subscriptionId),
    /** The events a subscription may choose: its subject's. */
    eventsOf: (row: Pick<Subscription, "ticketId">): readonly string[] =>
      row.ticketId ? TICKET_EVENTS : SHIPMENT_EVENTS,
    channels: () => ({
      sms: queue.settings.sms !== null,
      whatsapp: queue.settings.whatsapp !== null,
    }),
    upsertSubscription,
    activate,
  };
}

export type PhoneAlerts = ReturnType<typeof createPhoneAlerts>;

/** How many codes a number was sent in the hour before `at` (for tests and staff). */
export async function codesInHour(db: Writer, phone: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageCodes)
    .where(
      and(
        eq(messageCodes.phone, phone),
        gte(messageCodes.createdAt, new Date(at.getTime() - 3_600_000)),
      ),
    );
  return row?.n ?? 0;
}

const isRollback = (error: unknown) => error instanceof TransactionRollbackError;

/**
 * Queues a ticket's event (`ticket_raised`, `ticket_reply`) to each active
 * subscription of the ticket that chose it, in the caller's transaction.
 */
export async function queueTicketEvent(
  tx: Writer,
  queue: MessageQueueContext,
  ticket: { id: string; number: string },
  event: "ticket_raised" | "ticket_reply",
): Promise<number> {
  if (!queue.settings.sms && !queue.settings.whatsapp) return 0;
  const subscriptions = await tx
    .select()
    .from(phoneSubscriptions)
    .where(and(eq(phoneSubscriptions.ticketId, ticket.id), eq(phoneSubscriptions.state, "active")));
  let queued = 0;
  for (const subscription of subscriptions) {
    if (!subscription.events.includes(event)) continue;
    const answer = await enqueueMessage(tx, queue, {
      channel: subscription.channel as MessageChannel,
      phone: subscription.phone,
      event,
      lang: subscription.language as Lang,
      values: {
        ticketNo: ticket.number,
        alertsToken: alertsTokenOf(queue.secret, subscription.id),
      },
      ticketId: ticket.id,
      subscriptionId: subscription.id,
    });
    if (answer.queued) queued += 1;
  }
  return queued;
}

/**
 * The consent a business gives for its consignee in the booking (CONTRACT.md
 * "Messages by SMS and WhatsApp", "consent"): no code and no opt-in to wait
 * for, since the business confirms the consignee agreed. In the booking's
 * own transaction: the subscription active at once (source
 * `business_booking`, every shipment event), the consent with the exact
 * sentence the business was shown and its language, and the `booked`
 * message queued through the one door. Who confirmed it is the booking's
 * `created_by` (the shipment's booking), which message_consents need not
 * copy. Throws when the message cannot be queued: the booking then is not
 * made either, as the business was told it would be.
 */
export async function subscribeConsignee(
  tx: Transaction,
  queue: MessageQueueContext,
  asked: {
    lrNo: string;
    phone: string;
    channel: MessageChannel;
    /** The messages' language. */
    lang: Lang;
    /** The sentence the business confirmed, word for word, and the language it was shown in. */
    textShown: string;
    shownIn: Lang;
  },
): Promise<{ subscriptionId: string; messageId: string }> {
  const at = queue.now?.() ?? new Date();
  const id = randomUUID();
  const token = alertsTokenOf(queue.secret, id);
  await tx.insert(phoneSubscriptions).values({
    id,
    phone: asked.phone,
    channel: asked.channel,
    language: asked.lang,
    lrNo: asked.lrNo,
    events: [...SHIPMENT_EVENTS],
    state: "active",
    source: "business_booking",
    tokenHash: alertsTokenHash(token),
    createdAt: at,
    confirmedAt: at,
  });
  await tx.insert(messageConsents).values({
    phone: asked.phone,
    channel: asked.channel,
    subscriptionId: id,
    action: "given",
    how: "business_booking",
    textShown: asked.textShown,
    language: asked.shownIn,
    at,
  });
  const queued = await enqueueMessage(tx, queue, {
    channel: asked.channel,
    phone: asked.phone,
    event: "booked",
    lang: asked.lang,
    values: { lrNo: asked.lrNo, alertsToken: token },
    lrNo: asked.lrNo,
    subscriptionId: id,
  });
  if (!queued.queued)
    throw new Error(`the booked message was not queued: ${queued.why} ${queued.detail ?? ""}`);
  return { subscriptionId: id, messageId: queued.id };
}
