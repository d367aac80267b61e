/**
 * A page's loader data as React Router sends it inside the HTML: one line of
 * turbo-stream (the flat array React Router's decoder reads: item 0 the
 * whole, objects as {"_<key index>": <value index>}, negative numbers for
 * null and undefined), written by the host for a shipment's page joined from
 * its parts (server/tracking/shipment-page.ts). Plain data only: strings, numbers,
 * booleans, null, undefined, arrays, plain objects and dates; anything else
 * throws, and the page is rendered whole instead.
 *
 * The root's data is the same for every shipment of a language, so its items
 * are written once (`dataPrefix`) and each page adds its route's (`dataRest`).
 * The decoder follows indices, not order; a test decodes what this writes
 * with React Router's own decoder.
 */
const NULL = -5;
const UNDEFINED = -7;
const HOLE = -1;
const NAN = -2;
const POSITIVE_INFINITY = -6;
const NEGATIVE_INFINITY = -3;
const NEGATIVE_ZERO = -4;

class Writer {
  readonly items: string[] = [];
  private readonly seen = new Map<unknown, number>();
  constructor(private readonly start: number) {}

  ref(value: unknown): number {
    if (value === undefined) return UNDEFINED;
    if (value === null) return NULL;
    if (typeof value === "number") {
      if (Number.isNaN(value)) return NAN;
      if (value === Infinity) return POSITIVE_INFINITY;
      if (value === -Infinity) return NEGATIVE_INFINITY;
      if (value === 0 && 1 / value < 0) return NEGATIVE_ZERO;
    }
    const known = this.seen.get(value);
    if (known !== undefined) return known;
    const index = this.start + this.items.length;
    this.seen.set(value, index);
    this.items.push("");
    this.items[index - this.start] = this.item(value);
    return index;
  }

  private item(value: unknown): string {
    switch (typeof value) {
      case "string":
      case "number":
      case "boolean":
        return JSON.stringify(value);
      case "object": {
        if (Array.isArray(value)) {
          const parts: number[] = [];
          for (let i = 0; i < value.length; i++) parts.push(i in value ? this.ref(value[i]) : HOLE);
          return `[${parts.join(",")}]`;
        }
        if (value instanceof Date) {
          const time = value.getTime();
          return `["D",${Number.isNaN(time) ? '"invalid"' : time}]`;
        }
        const proto = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null)
          throw new TypeError("Only plain data is written here");
        // ref() answers null itself: never null here.
        const parts = Object.entries(value ?? {}).map(
          ([key, field]) => `"_${this.ref(key)}":${this.ref(field)}`,
        );
        return proto === null ? `["N",{${parts.join(",")}}]` : `{${parts.join(",")}}`;
      }
      default:
        throw new TypeError(`A ${typeof value} cannot be written here`);
    }
  }
}

export type DataPrefix = { text: string; next: number };

/**
 * The line's first items, the same for every page of a route in a language:
 * the whole ({loaderData, actionData: null, errors: null}), the root's data,
 * and the route's id, whose data comes next.
 */
export function dataPrefix(root: unknown, routeId: string): DataPrefix {
  // 0: the whole, 1–5: its keys and the loader data, 6…: the root's data.
  const writer = new Writer(6);
  writer.ref(root);
  const idIndex = 6 + writer.items.length;
  const head = [
    `{"_1":2,"_3":${NULL},"_4":${NULL}}`,
    '"loaderData"',
    `{"_5":6,"_${idIndex}":${idIndex + 1}}`,
    '"actionData"',
    '"errors"',
    '"root"',
  ];
  return {
    text: `[${[...head, ...writer.items, JSON.stringify(routeId)].join(",")},`,
    next: idIndex + 1,
  };
}

/** The rest of the line: the route's data, and the end. */
export function dataRest(prefix: DataPrefix, data: unknown): string {
  const writer = new Writer(prefix.next);
  writer.ref(data);
  return `${writer.items.join(",")}]\n`;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * Text as it stands inside the quotes of the page's `enqueue("…")`: JSON's
 * escapes, then React Router's for HTML (its escapeHtml). Both work a
 * character at a time, so pieces escaped apart join as the whole would.
 */
export function scriptStringBody(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]!);
}
