/**
 * A bound on heavy work in one process (docs/decisions/030-customer-care.md,
 * "Bounded re-encoding"): at most `slots` pieces run at once, up to `queue`
 * more wait their turn, each at most `waitMs`; past that the work is refused
 * with `Busy` at once, so the request answers 503 with Retry-After before
 * anything is stored instead of every piece slowing every other (and the
 * health check) down.
 */

/** Thrown by `run` when the queue is full or the wait passed its deadline. */
export class Busy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("busy: try again later");
    this.name = "Busy";
  }
}

export type WorkGate = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Pieces running and waiting now. */
  load(): { running: number; waiting: number };
};

export function createWorkGate(options: {
  slots: number;
  queue: number;
  waitMs: number;
}): WorkGate {
  const { slots, queue, waitMs } = options;
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  let running = 0;
  const waiting: { start: () => void }[] = [];

  /** Resolves once a slot is this caller's; a slot freed is handed over, never counted twice. */
  function turn(): Promise<void> {
    if (running < slots) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= queue) return Promise.reject(new Busy(retryAfterSeconds));
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new Busy(retryAfterSeconds));
      }, waitMs);
      waiting.push(entry);
    });
  }

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next.start();
        else running--;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
