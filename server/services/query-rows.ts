/**
 * The rows of a raw statement (`db.execute(sql...)`), parsed: both drivers
 * (PGlite and node-postgres) answer an object with `rows`, whose columns
 * the statement's own schema names.
 */
import { z } from "@core/zod";

export function rowsOf<T extends z.ZodType>(schema: T, result: unknown): z.output<T>[] {
  return z.object({ rows: z.array(schema) }).parse(result).rows;
}

/** A count or an epoch in milliseconds: bigint columns come as text from node-postgres. */
export const SqlNumber = z.union([z.number(), z.string()]);
