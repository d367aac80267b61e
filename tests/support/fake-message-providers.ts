/**
 * MSG91 and Meta's WhatsApp Cloud API played by one local HTTP server
 * (CONTRACT.md "Messages by SMS and WhatsApp": nothing leaves the machine;
 * docs/decisions/046-sms-and-whatsapp.md). It speaks each API's request
 * shape and checks what the real ones check (the key or token, the DLT
 * header, entity id and template id, the text against its registered
 * text, the template's name, language and number of parameters), records
 * what it received, answers with ids, and can be told to refuse, to answer
 * HTTP 200 with an error body, to fail with a 500, or to hang. It also
 * posts the providers' callbacks (MSG91's delivery report, WhatsApp's
 * statuses and an inbound reply) to a site, signed as Meta signs them.
 *
 * Paths: MSG91 under /msg91 (SMS_BASE_URL=<url>/msg91), the Graph API
 * under /graph/v21.0 (WHATSAPP_BASE_URL=<url>/graph/v21.0).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Lang } from "../../core/i18n";
import { dltTemplateIds } from "../../core/messages/dlt-template-ids";
import type { SmsEvent } from "../../core/messages/events";
import { DLT_VAR, MAX_VALUE_LENGTH } from "../../core/messages/render";
import {
  registeredText,
  smsTemplates,
  whatsappTemplates,
  type SmsTemplate,
} from "../../core/messages/templates";
import { whatsappSignature } from "../../server/messages/whatsapp-cloud";

export type FakeProviderSettings = {
  site: string;
  sms: { apiKey: string; sender: string; dltEntityId: string };
  whatsapp: { token: string; phoneNumberId: string; appSecret: string };
  /** The DLT ids the fake account has registered; the data file's by default. */
  templateId?: (event: SmsEvent, lang: Lang) => string;
};

/** What the next request to a provider gets instead of a success. */
export type FakeMode = "refuse" | "error-200" | "fail-500" | "hang";

export type ReceivedSms = {
  body: Record<string, unknown>;
  /** The text as it would reach the phone, the template it matched and the id answered. */
  to: string;
  text: string;
  template: SmsTemplate;
  requestId: string;
};
export type ReceivedWhatsApp = {
  body: Record<string, unknown>;
  to: string;
  name: string;
  languageCode: string;
  parameters: string[];
  messageId: string;
};
/** A request the fake refused, with why: so a test sees what the provider would have said. */
export type Refused = { channel: "sms" | "whatsapp"; status: number; body: unknown };

export type FakeMessageProviders = {
  url: string;
  smsBaseUrl: string;
  whatsappBaseUrl: string;
  received: { sms: ReceivedSms[]; whatsapp: ReceivedWhatsApp[]; refused: Refused[] };
  /** The next `times` requests to a provider answer so. */
  next(channel: "sms" | "whatsapp", mode: FakeMode, times?: number): void;
  /** POSTs MSG91's delivery report (webhook v2, form-encoded) to a callback URL. */
  postSmsReport(
    callbackUrl: string,
    report: { requestId: string; number: string; state: "delivered" | "failed"; reason?: string },
  ): Promise<Response>;
  /** POSTs a WhatsApp status callback, signed with the app secret (or `signature`, to forge one). */
  postWhatsAppStatus(
    callbackUrl: string,
    status: {
      id: string;
      recipient: string;
      status: "sent" | "delivered" | "read" | "failed";
      error?: { code: number; title: string };
    },
    signature?: string,
  ): Promise<Response>;
  /** POSTs a receiver's WhatsApp reply ("STOP"), signed. */
  postWhatsAppInbound(
    callbackUrl: string,
    message: { from: string; text: string },
    signature?: string,
  ): Promise<Response>;
  close(): Promise<void>;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A registered text as a pattern: each place any 1 to 30 characters (not a new line). */
function textPattern(registered: string): RegExp {
  const parts = registered.split(DLT_VAR).map(escapeRegExp);
  return new RegExp(`^${parts.join(`([^\\n]{1,${MAX_VALUE_LENGTH}})`)}$`, "u");
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export async function startFakeMessageProviders(
  settings: FakeProviderSettings,
  port = 0,
): Promise<FakeMessageProviders> {
  const templateId = settings.templateId ?? ((e, l) => dltTemplateIds[e][l]);
  const registered = new Map(
    smsTemplates.map((t) => [
      templateId(t.event, t.lang),
      { template: t, pattern: textPattern(registeredText(t.text, settings.site)) },
    ]),
  );
  const received: FakeMessageProviders["received"] = { sms: [], whatsapp: [], refused: [] };
  const modes: Record<"sms" | "whatsapp", FakeMode[]> = { sms: [], whatsapp: [] };
  const hanging = new Set<ServerResponse>();

  const msg91Error = (res: ServerResponse, message: string, code: string, status = 200) => {
    // MSG91 answers most refusals with HTTP 200 and an error body.
    const body = { type: "error", message, code };
    received.refused.push({ channel: "sms", status, body });
    answer(res, status, body);
  };
  const graphError = (
    res: ServerResponse,
    status: number,
    error: { message: string; type: string; code: number; details?: string },
  ) => {
    const body = {
      error: {
        message: error.message,
        type: error.type,
        code: error.code,
        ...(error.details
          ? { error_data: { messaging_product: "whatsapp", details: error.details } }
          : {}),
        fbtrace_id: randomBytes(8).toString("base64url"),
      },
    };
    received.refused.push({ channel: "whatsapp", status, body });
    answer(res, status, body);
  };

  /** The mode this request gets, if one was asked for; true when it was answered. */
  const special = (channel: "sms" | "whatsapp", res: ServerResponse): boolean => {
    const mode = modes[channel].shift();
    if (!mode) return false;
    if (mode === "hang") {
      hanging.add(res);
      return true;
    }
    if (mode === "fail-500") {
      res.writeHead(500, { "content-type": "text/html" });
      res.end("<html><body>Internal Server Error</body></html>");
      received.refused.push({ channel, status: 500, body: "Internal Server Error" });
      return true;
    }
    if (channel === "sms") {
      if (mode === "error-200") msg91Error(res, "Insufficient balance", "301");
      else msg91Error(res, "Invalid mobile number", "203", 400);
    } else if (mode === "error-200")
      graphError(res, 200, {
        message: "(#131000) Something went wrong",
        type: "OAuthException",
        code: 131000,
      });
    else
      graphError(res, 400, {
        message: "(#131026) Message undeliverable",
        type: "OAuthException",
        code: 131026,
        details: "Receiver is incapable of receiving this message",
      });
    return true;
  };

  async function msg91(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method !== "POST" || path !== "/api/v2/sendsms")
      return msg91Error(res, "Not found", "404", 404);
    if (req.headers.authkey !== settings.sms.apiKey)
      return msg91Error(res, "Authentication failure", "201");
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return msg91Error(res, "Invalid JSON", "400", 400);
    }
    if (!isRecord(body)) return msg91Error(res, "Invalid JSON", "400", 400);
    if (special("sms", res)) return;
    if (body.sender !== settings.sms.sender) return msg91Error(res, "Invalid sender ID", "208");
    if (body.PE_ID !== settings.sms.dltEntityId) return msg91Error(res, "Invalid Entity ID", "211");
    if (body.route !== "4") return msg91Error(res, "Invalid route", "207");
    const entry = typeof body.DLT_TE_ID === "string" ? registered.get(body.DLT_TE_ID) : undefined;
    if (!entry) return msg91Error(res, "Template ID not found", "210");
    const sms = Array.isArray(body.sms) ? body.sms : [];
    const one: unknown = sms[0];
    if (
      sms.length !== 1 ||
      !isRecord(one) ||
      typeof one.message !== "string" ||
      !Array.isArray(one.to)
    )
      return msg91Error(res, "Missing sms", "400", 400);
    const to = one.to[0];
    if (one.to.length !== 1 || typeof to !== "string" || !/^91[6-9]\d{9}$/.test(to))
      return msg91Error(res, "Invalid mobile number", "203");
    if (!entry.pattern.test(one.message))
      return msg91Error(res, "Message does not match the DLT template", "212");
    const unicode = [...one.message].some((c) => c.codePointAt(0)! > 0x7f) ? 1 : 0;
    if (body.unicode !== unicode)
      return msg91Error(res, "Unicode flag does not match the text", "213");
    const requestId = randomBytes(12).toString("hex");
    received.sms.push({ body, to, text: one.message, template: entry.template, requestId });
    answer(res, 200, { message: requestId, type: "success" });
  }

  async function graph(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/v[\d.]+\/([^/]+)\/messages$/.exec(path);
    if (req.method !== "POST" || !match)
      return graphError(res, 400, {
        message: "Unsupported post request",
        type: "GraphMethodException",
        code: 100,
      });
    if (req.headers.authorization !== `Bearer ${settings.whatsapp.token}`)
      return graphError(res, 401, {
        message: "Invalid OAuth access token - Cannot parse access token",
        type: "OAuthException",
        code: 190,
      });
    if (match[1] !== settings.whatsapp.phoneNumberId)
      return graphError(res, 400, {
        message: `Unsupported post request. Object with ID '${match[1]}' does not exist`,
        type: "GraphMethodException",
        code: 100,
      });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return graphError(res, 400, { message: "Invalid JSON", type: "OAuthException", code: 100 });
    }
    if (!isRecord(body))
      return graphError(res, 400, { message: "Invalid JSON", type: "OAuthException", code: 100 });
    if (special("whatsapp", res)) return;
    const template = body.template;
    const to = body.to;
    if (body.messaging_product !== "whatsapp" || body.type !== "template" || !isRecord(template))
      return graphError(res, 400, {
        message: "(#100) Invalid parameter",
        type: "OAuthException",
        code: 100,
      });
    if (typeof to !== "string" || !/^91[6-9]\d{9}$/.test(to))
      return graphError(res, 400, {
        message: "(#131009) Parameter value is not valid",
        type: "OAuthException",
        code: 131009,
        details: "Recipient phone number is not valid",
      });
    const language = isRecord(template.language) ? template.language.code : undefined;
    const known = whatsappTemplates.find(
      (t) => t.name === template.name && t.languageCode === language,
    );
    if (!known)
      return graphError(res, 404, {
        message: "(#132001) Template name does not exist in the translation",
        type: "OAuthException",
        code: 132001,
        details: `template name (${String(template.name)}) does not exist in ${String(language)}`,
      });
    const components = Array.isArray(template.components) ? template.components : [];
    const bodyComponent: unknown = components.find((c) => isRecord(c) && c.type === "body");
    const parameters =
      isRecord(bodyComponent) && Array.isArray(bodyComponent.parameters)
        ? bodyComponent.parameters.map((p) =>
            isRecord(p) && p.type === "text" ? String(p.text) : "",
          )
        : [];
    const places = new Set(known.body.match(/\{\{\d+\}\}/g)).size;
    if (parameters.length !== places || parameters.some((p) => p === "" || /[\n\t]/.test(p)))
      return graphError(res, 400, {
        message: "(#132000) Number of parameters does not match the expected number of params",
        type: "OAuthException",
        code: 132000,
        details: `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${places})`,
      });
    const messageId = `wamid.${randomBytes(24).toString("base64url")}`;
    received.whatsapp.push({
      body,
      to,
      name: known.name,
      languageCode: known.languageCode,
      parameters,
      messageId,
    });
    answer(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: messageId, message_status: "accepted" }],
    });
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const handle = path.startsWith("/msg91/")
      ? msg91(req, res, path.slice("/msg91".length))
      : path.startsWith("/graph/")
        ? graph(req, res, path.slice("/graph".length))
        : Promise.resolve(answer(res, 404, { error: "not found" }));
    handle.catch(() => {
      if (!res.headersSent) answer(res, 500, { error: "fake failed" });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signed = (callbackUrl: string, payload: unknown, signature?: string) => {
    const raw = JSON.stringify(payload);
    return fetch(callbackUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signature ?? whatsappSignature(raw, settings.whatsapp.appSecret),
      },
      body: raw,
    });
  };
  const envelope = (value: Record<string, unknown>) => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: "919876543210",
                phone_number_id: settings.whatsapp.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });
  const now = () => String(Math.floor(Date.now() / 1000));

  return {
    url,
    smsBaseUrl: `${url}/msg91`,
    whatsappBaseUrl: `${url}/graph/v21.0`,
    received,
    next(channel, mode, times = 1) {
      for (let i = 0; i < times; i++) modes[channel].push(mode);
    },
    postSmsReport(callbackUrl, report) {
      const data = [
        {
          senderId: settings.sms.sender,
          requestId: report.requestId,
          report: [
            {
              date: new Date().toISOString().slice(0, 19).replace("T", " "),
              number: report.number,
              status: report.state === "delivered" ? "1" : "2",
              desc: report.state === "delivered" ? "DELIVERED" : "FAILED",
              failedReason: report.reason ?? "",
            },
          ],
          userId: "270001",
          campaignName: "API",
        },
      ];
      return fetch(callbackUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
      });
    },
    postWhatsAppStatus(callbackUrl, status, signature) {
      return signed(
        callbackUrl,
        envelope({
          statuses: [
            {
              id: status.id,
              status: status.status,
              timestamp: now(),
              recipient_id: status.recipient,
              ...(status.error
                ? {
                    errors: [
                      {
                        code: status.error.code,
                        title: status.error.title,
                        message: status.error.title,
                        error_data: { details: status.error.title },
                      },
                    ],
                  }
                : {}),
            },
          ],
        }),
        signature,
      );
    },
    postWhatsAppInbound(callbackUrl, message, signature) {
      return signed(
        callbackUrl,
        envelope({
          contacts: [{ profile: { name: "Receiver" }, wa_id: message.from }],
          messages: [
            {
              from: message.from,
              id: `wamid.${randomBytes(24).toString("base64url")}`,
              timestamp: now(),
              type: "text",
              text: { body: message.text },
            },
          ],
        }),
        signature,
      );
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
