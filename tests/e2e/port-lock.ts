/**
 * A port of the test run held by one spec at a time: a lock directory in
 * the run's data directory, which another holder waits for. The e2e
 * server's SMTP port (mailbox.ts) and its message providers' port
 * (message-fake.ts) are each listened on by the spec that holds them.
 */
import { mkdirSync, rmdirSync } from "node:fs";
import path from "node:path";

/** Waits until this worker alone may use the port `name`; answers the release. */
export async function holdPort(name: string, timeoutMs = 120_000): Promise<() => void> {
  const lock = path.join(process.env.SIL_E2E_DATA_DIR ?? "/tmp", `${name}.lock`);
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() > until) throw new Error(`the ${name} is held longer than ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
