/**
 * WhatsApp through Meta's Cloud API (docs/decisions/046-sms-and-whatsapp.md):
 * POST {WHATSAPP_BASE_URL}/{phone-number-id}/messages with a bearer token and
 * a `template` message (its approved name, language code and body
 * parameters). The answer names the message `messages[0].id` (a "wamid"),
 * which the status callbacks name again. An answer without that id is not
 * a success, whatever its HTTP status.
 *
 * Callbacks come to POST /api/messages/status/whatsapp, signed
 * `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body under the app
 * secret>`; Meta first checks the URL with a GET (hub.mode=subscribe,
 * hub.verify_token, hub.challenge).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { MessageValueError } from "@core/messages/render";
import { findWhatsAppTemplate, orderedValues } from "@core/messages/templates";
import { valueProblem } from "@core/messages/render";
import type { WhatsAppSettings } from "./settings";
import {
  fetchProblem,
  indianMobile,
  isTemporaryStatus,
  PROVIDER_TIMEOUT_MS,
  readAnswer,
  type DeliveryEvent,
  type InboundMessage,
  type MessageProvider,
  type SendResult,
  type WhatsAppMessage,
} from "./provider";

const SuccessSchema = z.object({
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});
/** Graph API errors: {"error":{"message","type","code","error_subcode","error_data":{"details"},"fbtrace_id"}}. */
const ErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

/**
 * Error codes that say "later", not "never": Graph's temporary and
 * throttling codes (1, 2, 4, 17, 341, 80007) and Cloud API's rate limits
 * (130429, 131048, 131056) and "service unavailable" (131016, 131000).
 */
const TEMPORARY_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131048, 131056]);

export type WhatsAppOptions = { settings: WhatsAppSettings; timeoutMs?: number };

export function createWhatsAppProvider(options: WhatsAppOptions): MessageProvider<WhatsAppMessage> {
  const { settings, timeoutMs = PROVIDER_TIMEOUT_MS } = options;
  return {
    channel: "whatsapp",
    async send(message): Promise<SendResult> {
      const to = indianMobile(message.to);
      if (!to)
        return {
          outcome: "refused",
          reason: "not an Indian mobile number",
          answer: { problem: "not sent" },
        };
      const template = findWhatsAppTemplate(message.event, message.lang);
      let values: string[];
      try {
        values = orderedValues(template.vars, message.values);
        values.forEach((value, i) => {
          const problem = valueProblem(value);
          if (problem) throw new MessageValueError(`value ${i + 1} ${problem}`);
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          outcome: "refused",
          reason: `the template cannot be filled: ${reason}`,
          answer: { problem: "not sent" },
        };
      }
      const body = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to,
        type: "template",
        template: {
          name: template.name,
          language: { policy: "deterministic", code: template.languageCode },
          components: [
            { type: "body", parameters: values.map((text) => ({ type: "text", text })) },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetch(`${settings.baseUrl}/${settings.phoneNumberId}/messages`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${settings.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const problem = fetchProblem(error, timeoutMs);
        return { outcome: "temporary", reason: problem, answer: { problem } };
      }
      let answer;
      try {
        answer = await readAnswer(response);
      } catch (error) {
        const problem = fetchProblem(error, timeoutMs);
        return {
          outcome: "temporary",
          reason: problem,
          answer: { status: response.status, problem },
        };
      }
      const success = SuccessSchema.safeParse(answer.body);
      const failure = ErrorSchema.safeParse(answer.body);
      if (response.ok && success.success && !failure.success)
        return { outcome: "accepted", providerId: success.data.messages[0]!.id, answer };
      if (failure.success) {
        const e = failure.data.error;
        const said = `WhatsApp refused it: ${e.message ?? "no reason given"}${e.code !== undefined ? ` (code ${e.code})` : ""}${e.error_data?.details ? `: ${e.error_data.details}` : ""}`;
        const temporary =
          isTemporaryStatus(response.status) ||
          (e.code !== undefined && TEMPORARY_CODES.has(e.code));
        return { outcome: temporary ? "temporary" : "refused", reason: said, answer };
      }
      const said = `WhatsApp answered HTTP ${response.status} without a message id`;
      return {
        outcome: isTemporaryStatus(response.status) ? "temporary" : "refused",
        reason: said,
        answer,
      };
    },
  };
}

/** The X-Hub-Signature-256 of a raw body under the app secret. */
export function whatsappSignature(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a callback's X-Hub-Signature-256 is Meta's over exactly these bytes (constant-time compare). */
export function isWhatsAppSignature(
  rawBody: string | Buffer,
  header: string | null | undefined,
  appSecret: string,
): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  return sameText(header.toLowerCase(), whatsappSignature(rawBody, appSecret));
}

/**
 * Meta's GET check of the callback URL: the challenge to echo when the mode
 * is "subscribe" and the token ours; null otherwise (answer 403).
 */
export function whatsappHandshake(query: URLSearchParams, verifyToken: string): string | null {
  const mode = query.get("hub.mode");
  const token = query.get("hub.verify_token");
  const challenge = query.get("hub.challenge");
  if (mode !== "subscribe" || token === null || challenge === null) return null;
  return sameText(token, verifyToken) ? challenge : null;
}

const StatusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
const InboundSchema = z.object({
  from: z.string().min(1),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string().optional(), payload: z.string().optional() }).optional(),
});
const CallbackSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(StatusSchema).optional(),
            messages: z.array(InboundSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

export type WhatsAppCallback = { statuses: DeliveryEvent[]; inbound: InboundMessage[] };

/**
 * The statuses and replies in a (signature-checked) callback body; null when
 * it is not one (answer 400). "read" counts as delivered; a status the site
 * does not follow (deleted, warning) is left out.
 */
export function parseWhatsAppCallback(rawBody: string): WhatsAppCallback | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = CallbackSchema.safeParse(json);
  if (!parsed.success) return null;
  const statuses: DeliveryEvent[] = [];
  const inbound: InboundMessage[] = [];
  for (const entry of parsed.data.entry)
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      for (const s of change.value.statuses ?? []) {
        if (s.status === "sent") statuses.push({ providerId: s.id, state: "sent" });
        else if (s.status === "delivered" || s.status === "read")
          statuses.push({ providerId: s.id, state: "delivered" });
        else if (s.status === "failed") {
          const e = s.errors?.[0];
          const error = e
            ? [
                e.code !== undefined ? `code ${e.code}` : "",
                e.title ?? e.message ?? "",
                e.error_data?.details ?? "",
              ]
                .filter(Boolean)
                .join(": ")
            : "failed";
          statuses.push({ providerId: s.id, state: "failed", error });
        }
      }
      for (const m of change.value.messages ?? []) {
        const text =
          m.type === "text" ? m.text?.body : m.type === "button" ? m.button?.text : undefined;
        if (text !== undefined) inbound.push({ from: m.from, text });
      }
    }
  return { statuses, inbound };
}

/** A reply that withdraws consent: STOP, in any case, alone (CONTRACT.md "consent"). */
export function isStopReply(text: string): boolean {
  return /^\s*stop\s*$/i.test(text);
}
