/**
 * GET /api/business/v1/openapi.json: OpenAPI 3.1, rendered by zod-openapi
 * from the schemas the server checks with and answers by
 * (core/schemas/business-api.ts), so the document and the server agree by
 * construction (docs/decisions/041-business-api.md). Rendered once per process.
 */
import { createDocument } from "zod-openapi";
import { z } from "@core/zod";
import {
  API_KEY_PREFIX,
  API_REQUESTS_PER_MINUTE,
  ApiErrorSchema,
  ShipmentAnswerSchema,
  ShipmentCreatedSchema,
  ShipmentRequestSchema,
} from "@core/schemas/business-api";
import { IDEMPOTENCY_HEADER } from "../services/idempotency";

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

const error = (description: string) => ({ description, content: json(ApiErrorSchema) });

const RetryAfter = z.object({
  "Retry-After": z
    .string()
    .meta({ description: "Seconds to wait before trying again.", example: "12" }),
});

const CacheControl = z.object({
  "Cache-Control": z.string().meta({ description: "Always `no-store`.", example: "no-store" }),
});

/** The answers every call with a key may give. */
const keyAnswers = {
  "401": {
    description: "No key, a wrong key or a revoked key.",
    headers: z.object({
      "WWW-Authenticate": z.string().meta({ example: 'Bearer realm="business"' }),
    }),
    content: json(ApiErrorSchema),
  },
  "403": error("The business account is suspended: its keys are refused until it is restored."),
  "429": {
    description: `Too many requests: more than the key's budget a minute (${API_REQUESTS_PER_MINUTE} unless the server is set otherwise), or too many wrong keys from one address.`,
    headers: RetryAfter,
    content: json(ApiErrorSchema),
  },
  "503": {
    description: "Storage unavailable for a moment; try again after Retry-After.",
    headers: RetryAfter,
    content: json(ApiErrorSchema),
  },
};

const LrPath = z.object({
  lr: z.string().meta({
    description: "The LR number (`SB` and 10 digits), any case.",
    example: "SB0000001234",
  }),
});

let document: ReturnType<typeof createDocument> | undefined;

export function businessApiDocument() {
  document ??= createDocument({
    openapi: "3.1.0",
    info: {
      title: "Sahyadri Interlink Logistics business API",
      version: "1.0.0",
      description: `Book and follow your business's shipments from your own systems. Make a key on /business/api-keys (owners only); send it as \`Authorization: Bearer ${API_KEY_PREFIX}…\`. Every answer is JSON (labels are PDF) with \`Cache-Control: no-store\`; messages are in English.`,
    },
    servers: [{ url: "/api/business/v1" }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: `An API key: \`${API_KEY_PREFIX}\` and 32 letters and digits, shown once when made.`,
        },
      },
    },
    paths: {
      "/shipments": {
        post: {
          operationId: "createShipment",
          summary: "Book one shipment",
          requestParams: {
            header: z.object({
              [IDEMPOTENCY_HEADER]: z
                .string()
                .regex(/^[\x21-\x7e]{1,255}$/)
                .optional()
                .meta({
                  description:
                    "Names this booking, so a retry does not book twice: the same key with the same body answers the first answer again (201, the same LR number, with `Idempotent-Replayed: true`); the same key with another body answers 422. Keys are per business and kept a day. 1 to 255 visible ASCII characters.",
                  example: "order-1001-try",
                }),
            }),
          },
          requestBody: { required: true, content: json(ShipmentRequestSchema) },
          responses: {
            "201": {
              description: "Booked: the shipment is `Booked` and tracked at once.",
              headers: CacheControl.extend({
                "Idempotent-Replayed": z.literal("true").optional().meta({
                  description:
                    "Present when this is the stored answer of an earlier request with the same Idempotency-Key.",
                }),
              }),
              content: json(ShipmentCreatedSchema),
            },
            "400": error(
              "Something sent is wrong: `errors` names each field by its JSON path (`consignee.phone`, `packages[0].weight_kg`), including fields the API does not know. Also for JSON that does not parse or is nested too deeply. Nothing is booked.",
            ),
            "413": error("The body is over 32 KB."),
            "415": error("The body is not `application/json`."),
            "422": error("This Idempotency-Key was used with another body."),
            ...keyAnswers,
          },
        },
      },
      "/shipments/{lr}": {
        get: {
          operationId: "getShipment",
          summary: "One shipment: its tracking and its booking",
          requestParams: { path: LrPath },
          responses: {
            "200": {
              description: "The public tracking answer and the booking's facts (money in rupees).",
              headers: CacheControl,
              content: json(ShipmentAnswerSchema),
            },
            "404": error(
              "No shipment of your business has this LR number (another business's too).",
            ),
            ...keyAnswers,
          },
        },
      },
      "/shipments/{lr}/label.pdf": {
        get: {
          operationId: "getShipmentLabel",
          summary: "The shipment's labels",
          requestParams: { path: LrPath },
          responses: {
            "200": {
              description: "A PDF, 4 x 6 in, one label per package.",
              headers: CacheControl,
              content: {
                "application/pdf": { schema: z.string().meta({ format: "binary" }) },
              },
            },
            "404": error(
              "No shipment of your business has this LR number (another business's too).",
            ),
            ...keyAnswers,
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "getOpenApi",
          summary: "This document",
          security: [],
          responses: {
            "200": {
              description: "OpenAPI 3.1.",
              content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
            },
          },
        },
      },
    },
  });
  return document;
}
