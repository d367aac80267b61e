import { z } from "../zod";
import { LR_NUMBER_MESSAGE, LR_NUMBER_PATTERN } from "./tracking";

/**
 * An LR number as a zod schema (trimmed, upper case, 6 to 20 letters and
 * digits), for the server and the schemas that hold one. The same rule and
 * words as normalizeLrNumber() in ./tracking, which the search boxes use
 * without loading zod.
 */
export const LrNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(LR_NUMBER_PATTERN, LR_NUMBER_MESSAGE);
