/**
 * The fields of a submission as the intake pipeline (./pipeline.ts) reads
 * them, for both doors alike: plain data (nested objects as objects, files
 * as File), the honeypot, and the schema's step that names its errors as a
 * form names its fields.
 */
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import type { z, ZodType } from "zod";
import {
  $ZodArray,
  $ZodCatch,
  $ZodCodec,
  $ZodDefault,
  $ZodEnum,
  $ZodNonOptional,
  $ZodNullable,
  $ZodNumber,
  $ZodObject,
  $ZodOptional,
  $ZodPipe,
  $ZodPrefault,
  $ZodReadonly,
  $ZodString,
  type $ZodType,
} from "zod/v4/core";

/** Plain data as a door read it: the schema's fields (nested objects as objects), files as File. */
export type Fields = Record<string, unknown>;
/** Messages by field, named as a form names them: `basicInformation.email`, `skills[0]`. */
export type FieldErrors = Record<string, string[]>;

/** A step's refusal: the fields at fault and why. */
export type Refusal = { reason: "fields" | "captcha" | "too-large"; fieldErrors: FieldErrors };
export type Parsed<T> = { ok: true; data: T } | ({ ok: false } & Refusal);

/** A filled honeypot: any text but blanks, or a file, in plain data from either door. */
export function honeypotFilled(fields: Fields): boolean {
  const raw = fields[HONEYPOT_FIELD];
  // A field posted twice: the first, as FormData.get reads it.
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === "string") return value.trim() !== "";
  // A JSON number or true/false is text a form would have sent; an object is no field.
  return typeof value === "number" || typeof value === "boolean" || value instanceof File;
}

/**
 * The schema's step: the fields read as the schema reads them (`readFields`),
 * parsed, and the errors named as a form names its fields. Values of the
 * wrong JSON type (`typeErrors`) say so instead of what their text (or their
 * parent) happened to fail.
 */
export function parseFields<S extends ZodType>(
  schema: S,
  fields: Fields,
  typeErrors: Record<string, string> = {},
): Parsed<z.output<S>> {
  const result = schema.safeParse(readFields(schema, fields));
  const errors: FieldErrors = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const name = fieldName(issue.path);
      (errors[name] ??= []).push(issue.message);
    }
  for (const [name, message] of Object.entries(typeErrors)) {
    for (const parent of Object.keys(errors))
      if (name.startsWith(`${parent}[`) || name.startsWith(`${parent}.`)) delete errors[parent];
    errors[name] = [message];
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, data: result.data };
  return { ok: false, reason: "fields", fieldErrors: errors };
}

/** `basicInformation.email`, `skills[0]`: the names the page forms post. */
function fieldName(path: PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === "number") return `${name}[${segment}]`;
    const key = String(segment);
    return name === "" ? key : `${name}.${key}`;
  }, "");
}

/** An empty text or file, or null, is a field left empty. */
const emptied = (value: unknown) =>
  value === null || value === "" || (value instanceof File && value.name === "" && value.size === 0)
    ? undefined
    : value;

/**
 * Plain data read as the schema reads text, for both doors alike: a field
 * left empty ("" or null) is absent; a number field takes its number from
 * text ("5", as a page form or a JSON body may send it); a text field takes a
 * JSON number or true/false as its text ("true" for a yes/no); a required
 * group left out is an empty group, so each of its fields says what it
 * needs. Anything else is left for the schema to judge. The schema's kind is
 * told by zod's own classes, which also type its parts.
 */
export function readFields(schema: $ZodType, value: unknown): unknown {
  if (
    schema instanceof $ZodOptional ||
    schema instanceof $ZodDefault ||
    schema instanceof $ZodPrefault ||
    schema instanceof $ZodCatch
  ) {
    const present = emptied(value);
    return present === undefined ? undefined : readFields(schema._zod.def.innerType, present);
  }
  if (
    schema instanceof $ZodNullable ||
    schema instanceof $ZodReadonly ||
    schema instanceof $ZodNonOptional
  )
    return readFields(schema._zod.def.innerType, value);
  if (schema instanceof $ZodPipe || schema instanceof $ZodCodec)
    return readFields(schema._zod.def.in, value);
  if (schema instanceof $ZodString || schema instanceof $ZodEnum) {
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    return value === "" || value === null ? undefined : value;
  }
  if (schema instanceof $ZodNumber) {
    if (typeof value !== "string") return value === null ? undefined : value;
    if (value === "") return undefined;
    return value.trim() === "" ? Number.NaN : Number(value);
  }
  if (schema instanceof $ZodObject) return readGroup(schema, value);
  if (schema instanceof $ZodArray) {
    const present = emptied(value);
    const items = present === undefined ? [] : Array.isArray(present) ? present : [present];
    return items.map((item) => readFields(schema._zod.def.element, item));
  }
  return value === null ? undefined : value;
}

/** A group's fields each read by its own schema; a group left out is an empty one. */
function readGroup(schema: $ZodObject, value: unknown): unknown {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value) || value instanceof File) return value;
  const read: Fields = Object.fromEntries(Object.entries(value));
  for (const [key, inner] of Object.entries(schema._zod.def.shape)) {
    const field = readFields(inner, read[key]);
    if (field === undefined) delete read[key];
    else read[key] = field;
  }
  return read;
}
