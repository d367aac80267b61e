/**
 * The JSON doors read a body into the text fields a page form posts, so a
 * number or a boolean would silently become text ("12345" as a name, "true"
 * as a salary). Before that, each value's JSON type is checked against the
 * same zod schema the page forms use
 * (docs/decisions/015-submission-hardening.md): a field takes the type the
 * schema reads (text for a page form) or the type it stores (skills as a list,
 * the yes/no
 * answers as booleans, numbers as numbers); a number or yes/no may also come
 * as text, as the page forms send it. One source of truth: the schema.
 */
import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

type Shape = { types: Set<string>; properties: Map<string, Shape>; items?: Shape };

const cache = new WeakMap<z.ZodType, Shape>();

const typesOf = (schema: JsonSchema | undefined) =>
  [schema?.type ?? []].flat().map((type) => (type === "integer" ? "number" : type));

/** The JSON types a field may have: those of the schema's input and of its output. */
function merge(input: JsonSchema | undefined, output: JsonSchema | undefined): Shape {
  const inputTypes = typesOf(input);
  const outputTypes = typesOf(output);
  // A side the schema cannot describe (a transform) leaves the other to decide.
  const types = new Set([...inputTypes, ...outputTypes]);
  // A number or yes/no is posted as text by the page forms, and the schema reads that text.
  if (types.has("number") || types.has("boolean")) types.add("string");
  const properties = new Map<string, Shape>();
  const names = new Set([
    ...Object.keys(input?.properties ?? {}),
    ...Object.keys(output?.properties ?? {}),
  ]);
  for (const name of names)
    properties.set(name, merge(input?.properties?.[name], output?.properties?.[name]));
  const items = input?.items || output?.items ? merge(input?.items, output?.items) : undefined;
  return { types, properties, items };
}

function shapeOf(schema: z.ZodType): Shape {
  let shape = cache.get(schema);
  if (!shape) {
    const describe = (io: "input" | "output") =>
      z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
    shape = merge(describe("input"), describe("output"));
    cache.set(schema, shape);
  }
  return shape;
}

const jsonType = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

const NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

/** Fields of `body` whose JSON type the schema does not take, by dotted name (as Conform names them). */
export function jsonTypeErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const visit = (shape: Shape, value: unknown, name: string) => {
    // Absent or null: the schema says whether the field is required.
    if (value === undefined || value === null) return;
    const type = jsonType(value);
    if (shape.types.size > 0 && !shape.types.has(type)) {
      const wanted = [...shape.types].map((t) => NAMES[t] ?? t);
      errors[name || "body"] = `Send this field as ${[...new Set(wanted)].join(" or ")}.`;
      return;
    }
    if (type === "object" && shape.properties.size > 0)
      for (const [key, inner] of shape.properties)
        visit(inner, (value as Record<string, unknown>)[key], name ? `${name}.${key}` : key);
    if (type === "array" && shape.items)
      (value as unknown[]).forEach((item, i) => visit(shape.items!, item, `${name}[${i}]`));
  };
  visit(shapeOf(schema), body, "");
  return errors;
}
