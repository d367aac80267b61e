import pino from "pino";

export type Logger = pino.Logger;

/** `destination`: where the lines go (stdout by default; tests read them). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}
