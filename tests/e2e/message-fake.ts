/**
 * The e2e server's SMS and WhatsApp providers (tests/support/e2e-messages.ts):
 * a spec that must read or answer a message holds E2E_PORT + 8 (a lock in
 * the run's data directory, which another holder waits for) and runs the
 * fake of MSG91 and the WhatsApp Cloud API there while it works. The
 * server's outbox tries again later what it sent while nothing listened.
 */
import { E2E_MESSAGE_PORT, E2E_MESSAGE_SETTINGS } from "../support/e2e-messages";
import {
  startFakeMessageProviders,
  type FakeMessageProviders,
  type ReceivedSms,
  type ReceivedWhatsApp,
} from "../support/fake-message-providers";
import { holdPort } from "./port-lock";

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${what} in ${timeoutMs} ms`);
}

export type MessageFake = FakeMessageProviders & {
  /** The first SMS to the ten-digit number received from now on, taken off the list. */
  nextSms(phone: string, timeoutMs?: number): Promise<ReceivedSms>;
  /** The first WhatsApp message to the number received from now on, taken off the list. */
  nextWhatsApp(phone: string, timeoutMs?: number): Promise<ReceivedWhatsApp>;
};

const to = (phone: string) => `91${phone.replace(/\D/g, "").slice(-10)}`;

/** Starts the fake on the server's providers' port while the test holds it; `close()` frees it. */
export async function openMessageFake(): Promise<MessageFake> {
  const release = await holdPort("message-port");
  try {
    const fake = await startFakeMessageProviders(E2E_MESSAGE_SETTINGS, E2E_MESSAGE_PORT);
    // The fake's own close, kept before Object.assign puts the one that also frees the port in its place.
    const closeFake = fake.close.bind(fake);
    const take = <T extends { to: string }>(list: T[], phone: string) => {
      const at = list.findIndex((m) => m.to === to(phone));
      return at >= 0 ? list.splice(at, 1)[0] : undefined;
    };
    return Object.assign(fake, {
      nextSms: (phone: string, timeoutMs = 30_000) =>
        waitFor(() => take(fake.received.sms, phone), `SMS to ${phone}`, timeoutMs),
      nextWhatsApp: (phone: string, timeoutMs = 30_000) =>
        waitFor(() => take(fake.received.whatsapp, phone), `WhatsApp to ${phone}`, timeoutMs),
      close: async () => {
        await closeFake();
        release();
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}
