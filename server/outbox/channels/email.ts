/**
 * The e-mail channel of the outbox (docs/decisions/036-one-outbox.md): an
 * item is one message, sent over SMTP_URL, tried OUTBOX_MAX_ATTEMPTS times
 * with backoff; without SMTP_URL no loop runs and e-mails wait. Erasure
 * finds an e-mail by the record it is about and by its addresses
 * (`emailTo`, `emailReplyTo`).
 */
import { sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { Database } from "../../../database/client";
import { outbox } from "../../../database/schema";
import { EmailPayloadSchema, type EmailPayload, type ItemDescription } from "@core/schemas/outbox";
import { errorFacts } from "../../http/error-facts";
import { enqueueItems, type ChannelSender, type OutboxItem } from "../queue";

export type OutgoingEmail = {
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
  /** The lead or application it is about (erased with it). */
  aboutId?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

type Writer = Pick<Database, "insert">;

/**
 * Queues e-mails; call it with the lead's transaction. One person's e-mails
 * about one record go in the order queued (a ticket's reply, then its resolution).
 */
export async function enqueueEmails(tx: Writer, emails: OutgoingEmail[]) {
  await enqueueItems(
    tx,
    emails.map((e) => ({
      channel: "email",
      payload: {
        to: e.to,
        replyTo: e.replyTo,
        subject: e.subject,
        body: e.body,
        headers: e.headers,
      } satisfies EmailPayload,
      aboutId: e.aboutId,
      orderKey: e.aboutId ? `${e.aboutId} ${e.to}` : null,
    })),
  );
}

/** An e-mail item's message. */
export function emailOf(item: Pick<OutboxItem, "payload">): EmailPayload {
  return EmailPayloadSchema.parse(item.payload);
}

/** The address an e-mail goes to, and its Reply-To, as SQL (for erasure and the compatible view). */
export const emailTo = sql<string>`${outbox.payload}->>'to'`;
export const emailReplyTo = sql<string | null>`${outbox.payload}->>'replyTo'`;

export const OUTBOX_MAX_ATTEMPTS = 8;

/** 30 s after the first failure, doubling to at most an hour: about 2 h 10 min in all. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

export type EmailChannelOptions = {
  smtpUrl: string;
  from: string;
  /** OUTBOX_MAX_ATTEMPTS: tries before an e-mail is marked failed. */
  maxAttempts?: number;
};

/** Sends e-mail items over one SMTP transport. */
export function createEmailSender(options: EmailChannelOptions): ChannelSender {
  const { maxAttempts = OUTBOX_MAX_ATTEMPTS } = options;
  const transport = createTransport(
    {
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: options.from },
  );
  return {
    channel: "email",
    async send(item) {
      const email = emailOf(item);
      try {
        await transport.sendMail({
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.body,
          headers: email.headers,
        });
        return { delivered: true };
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        return { delivered: false, problem, log: { error: errorFacts(error), emailId: item.id } };
      }
    },
    retryDelayMs,
    givesUp: (_item, attempts) => attempts >= maxAttempts,
    words: {
      gaveUp: "e-mail given up",
      retrying: "e-mail not sent; will retry",
      runFailed: "outbox run failed",
    },
    close: () => transport.close(),
  };
}

/**
 * An e-mail in the staff list: its subject, to whom; never its body (it
 * may hold a visitor's message).
 */
export function describeEmail(item: Pick<OutboxItem, "payload">): ItemDescription {
  const { subject, to } = emailOf(item);
  return {
    title: subject,
    facts: [{ term: "To", text: to }],
    notes: [],
    actions: {
      retry: { label: "Retry", name: `Retry the e-mail “${subject}” to ${to}` },
      now: { label: "Send now", name: `Send the e-mail “${subject}” to ${to} now` },
    },
    lastErrorShown: true,
  };
}
