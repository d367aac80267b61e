/**
 * The business API's documented calls (CONTRACT.md "Business accounts",
 * "API"): for each, the curl command, the request and the answer shown, as
 * data. The page /business/api prints them and
 * tests/e2e/business-api-docs.spec.ts runs every command with the real curl
 * against the built site, compares each answer with the one shown and checks
 * both against the served OpenAPI document: what the page shows is what the
 * server does.
 *
 * The examples read the demo data (CONTRACT.md "demo data"): the demo key
 * books and reads the demo business's shipments, so each command works as
 * printed on a demo install, and on a real one with the reader's own key.
 */
import { SHIPMENT_EXAMPLE } from "./schemas/business-api";

export const API_BASE_PATH = "/api/business/v1";
/** The shell variable the commands read the key from, so a key is never pasted into a command. */
export const KEY_VARIABLE = "SIL_API_KEY";
/** The demo business's cash-on-delivery shipment, in transit (database/demo-business.ts). */
export const EXAMPLE_LR = "SB0000000002";
/** A key of the right form that no business has: the 401's example. */
export const WRONG_KEY = "sil_live_notarealkey0000000000000000";

export const API_EXAMPLE_IDS = [
  "book",
  "replay",
  "bookCod",
  "refused",
  "shipment",
  "label",
  "wrongKey",
  "tooMany",
] as const;
export type ApiExampleId = (typeof API_EXAMPLE_IDS)[number];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type ApiExample = {
  id: ApiExampleId;
  method: "GET" | "POST";
  /** The path after the base URL. */
  path: string;
  /** The OpenAPI document's path and method this call is. */
  operation: { path: "/shipments" | "/shipments/{lr}" | "/shipments/{lr}/label.pdf" };
  /** Which key the command sends: the reader's own ($SIL_API_KEY) or a wrong one. */
  key: "yours" | "wrong";
  idempotencyKey?: string;
  body?: { [key: string]: Json };
  /** curl writes a PDF answer to this file instead of the terminal. */
  saveAs?: string;
  answer: {
    status: number;
    /** Headers worth showing (a value of "*" changes from call to call). */
    headers?: Record<string, string>;
    /** The JSON shown; absent for a PDF. */
    json?: Json;
  };
  /**
   * Paths in the answer whose values change from call to call (LR numbers,
   * times): the test checks their type only. `*` stands for any array index.
   */
  varies?: string[];
};

/** The contract's booking, paid by the shipper, with the business's own order number. */
const paidBooking = {
  ...SHIPMENT_EXAMPLE,
  payment_mode: "paid",
  cod_amount: null,
  client_ref: "ORD-1001",
} satisfies ApiExample["body"];

/** Cash on delivery: the consignee pays the COD amount, at most the declared value. */
const codBooking = {
  ...SHIPMENT_EXAMPLE,
  consignee: {
    name: "Shree Ganesh Stores",
    phone: "9822044444",
    address: "Shop 3, Main Road, Panchavati",
    pincode: "422001",
  },
  service: "express",
  packages: [{ count: 2, weight_kg: 4, length_cm: 30, breadth_cm: 20, height_cm: 20 }],
  declared_value: 8500,
  invoice_no: "INV-2",
  cod_amount: 8500,
  client_ref: "ORD-1002",
  delivery_slot: "14-17",
} satisfies ApiExample["body"];

/** Four mistakes at once: each is named by its JSON path, and nothing is booked. */
const refusedBooking = {
  consignee: {
    name: "Anita Desai",
    phone: "12345",
    address: "14 FC Road, Shivajinagar",
    pincode: "411001",
  },
  service: "ptl",
  packages: [{ weight_kg: 0, length_cm: 40, breadth_cm: 30, height_cm: 30 }],
  declared_value: 60000,
  invoice_no: "INV-3",
  payment_mode: "cod",
  cod_amount: 75000,
} satisfies ApiExample["body"];

const created = (lr: string) => ({
  ok: true,
  lr_no: lr,
  label: `${API_BASE_PATH}/shipments/${lr}/label.pdf`,
});

const BOOKED = ["lr_no", "label"];

export const API_EXAMPLES: readonly ApiExample[] = [
  {
    id: "book",
    method: "POST",
    path: "/shipments",
    operation: { path: "/shipments" },
    key: "yours",
    idempotencyKey: "ORD-1001",
    body: paidBooking,
    answer: { status: 201, json: created("SB0000000004") },
    varies: BOOKED,
  },
  {
    id: "replay",
    method: "POST",
    path: "/shipments",
    operation: { path: "/shipments" },
    key: "yours",
    idempotencyKey: "ORD-1001",
    body: paidBooking,
    answer: {
      status: 201,
      headers: { "Idempotent-Replayed": "true" },
      json: created("SB0000000004"),
    },
    varies: BOOKED,
  },
  {
    id: "bookCod",
    method: "POST",
    path: "/shipments",
    operation: { path: "/shipments" },
    key: "yours",
    body: codBooking,
    answer: { status: 201, json: created("SB0000000005") },
    varies: BOOKED,
  },
  {
    id: "refused",
    method: "POST",
    path: "/shipments",
    operation: { path: "/shipments" },
    key: "yours",
    body: refusedBooking,
    answer: {
      status: 400,
      json: {
        ok: false,
        message: "Please correct the 4 fields marked.",
        error: "Please correct the 4 fields marked.",
        errors: {
          "consignee.phone": "Enter the consignee's 10-digit mobile number, like 98220 12345.",
          "packages[0].weight_kg": "Enter the weight in kg, like 25.",
          ewb_no:
            "Enter the 12-digit e-way bill number: it is needed when the declared value is over ₹50,000.",
          cod_amount: "The COD amount can be at most the declared value, ₹60,000.",
        },
      },
    },
  },
  {
    id: "shipment",
    method: "GET",
    path: `/shipments/${EXAMPLE_LR}`,
    operation: { path: "/shipments/{lr}" },
    key: "yours",
    answer: {
      status: 200,
      json: {
        ok: true,
        orderTracking: {
          lr_no: EXAMPLE_LR,
          order_status: "In Transit",
          pod: null,
          expected_delivery_date: null,
          tracking_history: [
            {
              tracking_id: 25,
              tracking_status: "Manifested",
              remarks: "",
              location: "Bhiwandi Hub",
              orderdate: "2nd Dec 2026 - 6:44 PM",
              timestamp: "2026-12-02T13:14:34.815Z",
            },
            {
              tracking_id: 26,
              tracking_status: "In Transit",
              remarks: "",
              location: "Nashik Hub",
              orderdate: "3rd Dec 2026 - 8:44 AM",
              timestamp: "2026-12-03T03:14:34.815Z",
            },
          ],
        },
        // The demo's booking is kept in an older form (core/schemas/business-api.ts).
        booking: null,
      },
    },
    varies: [
      "orderTracking.tracking_history.*.tracking_id",
      "orderTracking.tracking_history.*.orderdate",
      "orderTracking.tracking_history.*.timestamp",
    ],
  },
  {
    id: "label",
    method: "GET",
    path: `/shipments/${EXAMPLE_LR}/label.pdf`,
    operation: { path: "/shipments/{lr}/label.pdf" },
    key: "yours",
    saveAs: `${EXAMPLE_LR}-label.pdf`,
    answer: { status: 200, headers: { "Content-Type": "application/pdf" } },
  },
  {
    id: "wrongKey",
    method: "GET",
    path: `/shipments/${EXAMPLE_LR}`,
    operation: { path: "/shipments/{lr}" },
    key: "wrong",
    answer: {
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="business"' },
      json: {
        ok: false,
        message:
          "A valid API key is required: send Authorization: Bearer sil_live_… with a key made on /business/api-keys.",
      },
    },
  },
  {
    id: "tooMany",
    method: "GET",
    path: `/shipments/${EXAMPLE_LR}`,
    operation: { path: "/shipments/{lr}" },
    key: "yours",
    answer: {
      status: 429,
      headers: { "Retry-After": "*" },
      json: {
        ok: false,
        message: "This API key has made too many requests this minute. Please slow down.",
      },
    },
  },
];

/** JSON as the page prints it: two spaces a level. */
export const printJson = (value: unknown) => JSON.stringify(value, null, 2);

/** A header value shown for one that changes from call to call ("*"). */
const SAMPLE_HEADER_VALUE = "12";

/** The answer as the page prints it: the headers worth showing, a blank line, the JSON. */
export function shownAnswer(example: ApiExample): string {
  const lines = Object.entries(example.answer.headers ?? {}).map(
    ([name, value]) => `${name}: ${value === "*" ? SAMPLE_HEADER_VALUE : value}`,
  );
  if (example.answer.json !== undefined) {
    if (lines.length) lines.push("");
    lines.push(printJson(example.answer.json));
  }
  return lines.join("\n");
}

/**
 * The curl command of one example against the site at `origin` (the page:
 * the site's own URL; the test: the server it runs). One option a line, so
 * a phone scrolls one line at a time; the body in single quotes (no example
 * holds one), so any POSIX shell takes it as it is.
 */
export function curlCommand(example: ApiExample, origin: string): string {
  const url = `${origin.replace(/\/$/, "")}${API_BASE_PATH}${example.path}`;
  const key = example.key === "yours" ? `$${KEY_VARIABLE}` : WRONG_KEY;
  const lines = [
    example.method === "GET" ? `curl -sS "${url}"` : `curl -sS -X POST "${url}"`,
    `-H "Authorization: Bearer ${key}"`,
  ];
  if (example.idempotencyKey) lines.push(`-H "Idempotency-Key: ${example.idempotencyKey}"`);
  if (example.body) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d '${printJson(example.body)}'`);
  }
  if (example.saveAs) lines.push(`-o ${example.saveAs}`);
  return lines.join(" \\\n  ");
}
