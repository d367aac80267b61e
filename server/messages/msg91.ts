/**
 * SMS through MSG91 (docs/decisions/046-sms-and-whatsapp.md): its v2 send
 * API, POST /api/v2/sendsms with the `authkey` header, which carries on
 * every send the DLT header (`sender`), the principal entity id (`PE_ID`),
 * the DLT template id (`DLT_TE_ID`) and the registered text with its
 * places filled (`sms[].message`), so what the operators compare is what
 * this code wrote from core/messages/templates.ts.
 *
 * MSG91 answers HTTP 200 to many refusals: `{"type":"error","message":…}`
 * is a refusal whatever the status. Its delivery reports come to
 * POST /api/messages/status/sms/<SMS_CALLBACK_SECRET> (it signs nothing,
 * so the secret path is the check).
 */
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { dltTemplateIds } from "@core/messages/dlt-template-ids";
import type { SmsEvent } from "@core/messages/events";
import { MessageValueError } from "@core/messages/render";
import { findSmsTemplate, renderSms } from "@core/messages/templates";
import type { Lang } from "@core/i18n";
import type { SmsSettings } from "./settings";
import {
  fetchProblem,
  indianMobile,
  isTemporaryStatus,
  PROVIDER_TIMEOUT_MS,
  readAnswer,
  type DeliveryEvent,
  type MessageProvider,
  type SendResult,
  type SmsMessage,
} from "./provider";

export const MSG91_SEND_PATH = "/api/v2/sendsms";
/** MSG91's transactional route: the one DLT service messages go by (route 1 is promotional). */
const SERVICE_ROUTE = "4";

const SuccessSchema = z.object({ type: z.literal("success"), message: z.string().min(1) });
const ErrorSchema = z.object({
  type: z.literal("error"),
  message: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
});

export type Msg91Options = {
  settings: SmsSettings;
  /** The site's origin: the links in the texts. */
  site: string;
  timeoutMs?: number;
  /** The DLT template id of a template; the data file's by default. */
  templateId?: (event: SmsEvent, lang: Lang) => string;
};

export function createMsg91Provider(options: Msg91Options): MessageProvider<SmsMessage> {
  const { settings, site, timeoutMs = PROVIDER_TIMEOUT_MS } = options;
  const templateId = options.templateId ?? ((event, lang) => dltTemplateIds[event][lang]);
  return {
    channel: "sms",
    async send(message): Promise<SendResult> {
      const to = indianMobile(message.to);
      if (!to)
        return {
          outcome: "refused",
          reason: "not an Indian mobile number",
          answer: { problem: "not sent" },
        };
      const template = findSmsTemplate(message.event, message.lang);
      let text: string;
      try {
        text = renderSms(template, message.values, site);
      } catch (error) {
        const reason = error instanceof MessageValueError ? error.message : String(error);
        return {
          outcome: "refused",
          reason: `the text cannot be filled: ${reason}`,
          answer: { problem: "not sent" },
        };
      }
      const body = {
        sender: settings.sender,
        route: SERVICE_ROUTE,
        country: "91",
        unicode: template.unicode ? 1 : 0,
        DLT_TE_ID: templateId(message.event, message.lang),
        PE_ID: settings.dltEntityId,
        sms: [{ message: text, to: [to] }],
      };
      let response: Response;
      try {
        response = await fetch(`${settings.baseUrl}${MSG91_SEND_PATH}`, {
          method: "POST",
          headers: {
            authkey: settings.apiKey,
            "content-type": "application/json",
            accept: "application/json",
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
      if (response.ok && success.success)
        return { outcome: "accepted", providerId: success.data.message, answer };
      const refusal = ErrorSchema.safeParse(answer.body);
      const said = refusal.success
        ? `MSG91 refused it: ${refusal.data.message ?? "no reason given"}${refusal.data.code !== undefined ? ` (code ${refusal.data.code})` : ""}`
        : `MSG91 answered HTTP ${response.status} without a request id`;
      if (isTemporaryStatus(response.status)) return { outcome: "temporary", reason: said, answer };
      // A 200 that is not a success (an error body, or no id) is a refusal too.
      return { outcome: "refused", reason: said, answer };
    },
  };
}

/** The secret in a callback's path is ours, compared in constant time. */
export function isSmsCallbackSecret(given: string, settings: SmsSettings): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(settings.callbackSecret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * MSG91's report statuses (its help page "How to use Webhook to get the
 * delivery report"): 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17
 * blocked number. Any other is a step on the way (submitted, sent to the
 * operator): "sent".
 */
const FAILED_STATUSES = new Set(["2", "9", "16", "17", "25"]);

const ReportSchema = z.object({
  number: z.string().optional(),
  status: z.union([z.string(), z.number()]).transform(String),
  desc: z.string().optional(),
  failedReason: z.string().optional(),
});
/** Webhook v2: form field `data`, a JSON array of requests, each with its reports. */
const V2Schema = z.array(z.object({ requestId: z.string().min(1), report: z.array(ReportSchema) }));
/** Webhook v3 (JSON): one report with its request id. */
const V3Schema = ReportSchema.extend({ requestId: z.string().min(1) });

function eventOf(requestId: string, report: z.infer<typeof ReportSchema>): DeliveryEvent {
  if (report.status === "1") return { providerId: requestId, state: "delivered" };
  if (FAILED_STATUSES.has(report.status))
    return {
      providerId: requestId,
      state: "failed",
      error:
        [report.desc, report.failedReason].filter(Boolean).join(": ") || `status ${report.status}`,
    };
  return { providerId: requestId, state: "sent" };
}

/**
 * The delivery events in an MSG91 report, whichever webhook version sent it
 * (v2: `application/x-www-form-urlencoded` with `data`; v3: a JSON object).
 * Null when the body is neither: the caller answers 400.
 */
export function parseMsg91Report(contentType: string, rawBody: string): DeliveryEvent[] | null {
  let json: unknown;
  try {
    if (contentType.includes("application/x-www-form-urlencoded")) {
      const data = new URLSearchParams(rawBody).get("data");
      if (data === null) return null;
      json = JSON.parse(data);
    } else json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  // Some accounts post the v2 shape as JSON: {"data": "[…]"}.
  if (json && typeof json === "object" && "data" in json && typeof json.data === "string") {
    try {
      json = JSON.parse(json.data);
    } catch {
      return null;
    }
  }
  const v2 = V2Schema.safeParse(json);
  if (v2.success)
    return v2.data.flatMap((r) => r.report.map((report) => eventOf(r.requestId, report)));
  const v3 = V3Schema.safeParse(json);
  if (v3.success) return [eventOf(v3.data.requestId, v3.data)];
  return null;
}
