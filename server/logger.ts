import pino from "pino";

export type Logger = pino.Logger;

/**
 * `destination`: where the lines go (tests read them). By default stdout,
 * written without waiting: under load the lines of a
 * moment go out in one write, not one write each; at rest each goes out at
 * once. pino flushes what is left when the process exits, after an
 * uncaught error too.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
