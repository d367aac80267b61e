/**
 * The test server's e-mails as a person reads them. Its SMTP_URL points at
 * E2E_PORT + 9, where nothing listens, so e-mails fail at once
 * (playwright.config.ts); staff-outbox.spec.ts relies on that. A test that
 * must read an e-mail holds that port (a lock in the run's data directory,
 * which the other holder waits for) and listens there with the recording
 * SMTP server of tests/support while it waits for its message.
 */
import { readEmail, startTestSmtpServer } from "../support/test-smtp";
import { holdPort } from "./port-lock";

const SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
/** Waits until this worker alone may use the SMTP port; answers the release. */
export const holdSmtpPort = (timeoutMs?: number) => holdPort("smtp-port", timeoutMs);

export type Mailbox = {
  /** The first e-mail to `to` received from now on (the server's outbox runs every 5 s). */
  next(to: string, timeoutMs?: number): Promise<{ subject: string; text: string }>;
  close(): Promise<void>;
};

/** Listens on the server's SMTP port while the test holds it. */
export async function openMailbox(): Promise<Mailbox> {
  const release = await holdSmtpPort();
  try {
    const smtp = await startTestSmtpServer(SMTP_PORT);
    return {
      async next(to, timeoutMs = 30_000) {
        const until = Date.now() + timeoutMs;
        while (Date.now() < until) {
          const at = smtp.received.findIndex((mail) => mail.to.includes(to));
          if (at >= 0) return readEmail(smtp.received.splice(at, 1)[0]!.raw);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        throw new Error(`no e-mail to ${to} in ${timeoutMs} ms`);
      },
      async close() {
        await smtp.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
