/**
 * The providers' callbacks (CONTRACT.md "delivery state";
 * docs/decisions/047-messages.md "Sending"):
 *
 * - POST /api/messages/status/sms/:secret — MSG91's delivery report (webhook
 *   v2, form field `data`, or v3 JSON). MSG91 signs nothing: the secret in
 *   the path is the check, compared in constant time.
 * - GET /api/messages/status/whatsapp — Meta's check of the URL.
 * - POST /api/messages/status/whatsapp — statuses and replies, signed
 *   `X-Hub-Signature-256` over the raw body.
 *
 * A wrong secret or signature is 401, a body that is not a report 400, and
 * neither changes anything. Reports for ids the site never sent are
 * answered 200 and ignored (the provider would retry a 4xx for ever). A
 * channel that is off is 404, as any unknown path.
 */
import { Hono, type Context } from "hono";
import type { Services } from "../services/create-services";
import { isSmsCallbackSecret, parseMsg91Report } from "../messages/msg91";
import {
  isWhatsAppSignature,
  parseWhatsAppCallback,
  whatsappHandshake,
} from "../messages/whatsapp-cloud";
import { badRequest, notFound } from "./responses";

const NOT_FOUND = "Not found.";

function unauthorized(c: Context) {
  c.header("Cache-Control", "no-store");
  return c.json({ ok: false, message: "Not signed by the provider." }, 401);
}

export function messageStatusRoutes(services: Services) {
  const callbacks = services.messageCallbacks;
  const queue = { settings: callbacks.settings };
  const routes = new Hono();

  routes.post("/messages/status/sms/:secret", async (c) => {
    const sms = queue.settings.sms;
    if (!sms) return notFound(c, NOT_FOUND);
    if (!isSmsCallbackSecret(c.req.param("secret"), sms)) return unauthorized(c);
    const events = parseMsg91Report(c.req.header("Content-Type") ?? "", await c.req.text());
    if (!events) return badRequest(c, "Not an MSG91 delivery report.");
    let changed = 0;
    for (const event of events) if (await callbacks.report("sms", event)) changed++;
    return c.json({ ok: true, changed });
  });

  routes.get("/messages/status/whatsapp", (c) => {
    const whatsapp = queue.settings.whatsapp;
    if (!whatsapp) return notFound(c, NOT_FOUND);
    const challenge = whatsappHandshake(new URL(c.req.url).searchParams, whatsapp.verifyToken);
    if (challenge === null) return c.json({ ok: false, message: "Not our verify token." }, 403);
    c.header("Cache-Control", "no-store");
    return c.text(challenge, 200);
  });

  routes.post("/messages/status/whatsapp", async (c) => {
    const whatsapp = queue.settings.whatsapp;
    if (!whatsapp) return notFound(c, NOT_FOUND);
    const raw = Buffer.from(await c.req.arrayBuffer());
    if (!isWhatsAppSignature(raw, c.req.header("X-Hub-Signature-256"), whatsapp.appSecret))
      return unauthorized(c);
    const callback = parseWhatsAppCallback(raw.toString("utf8"));
    if (!callback) return badRequest(c, "Not a WhatsApp callback.");
    let changed = 0;
    for (const event of callback.statuses) if (await callbacks.report("whatsapp", event)) changed++;
    for (const reply of callback.inbound) {
      changed += (await callbacks.reply("whatsapp", reply)).changed;
    }
    return c.json({ ok: true, changed });
  });

  return routes;
}
