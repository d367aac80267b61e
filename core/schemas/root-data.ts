/**
 * The root route's loader data (core/texts.ts `RootData`) as the server
 * reads it back out of a rendered page (server/tracking/shipment-page.ts):
 * checked, not copied, so the page's data stays the very object decoded.
 */
import { z } from "../zod";
import { LANGS } from "../i18n";
import type { RootData } from "../texts";

const RootDataSchema = z.looseObject({
  lang: z.enum(LANGS),
  texts: z.record(z.string(), z.unknown()).nullable(),
});

export function isRootData(value: unknown): value is RootData {
  return RootDataSchema.safeParse(value).success;
}
