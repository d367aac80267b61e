/**
 * POST /api/order/web/alerts/phone and /api/order/web/alerts/phone/confirm
 * (CONTRACT.md "Messages by SMS and WhatsApp", "API"): a receiver asks for
 * updates on a mobile number, `{"lr_no","phone","channel","lang"}` → 202
 * `{"ok":true,"message"}` (a code sent by SMS, or the WhatsApp opt-in),
 * then confirms the SMS code `{"lr_no","phone","code"}` → 200. A wrong code
 * is 400 with the tries left, a used-up code or a fourth code in the hour
 * 429, a channel that is off 409, an unknown shipment 404. Like the other
 * JSON doors: application/json only, the depth-checked reader, every field
 * a string, no field it does not know. Never cached: the answers name a
 * number.
 */
import { Hono, type Context } from "hono";
import { phoneAlertTexts } from "@core/content/phone-alerts";
import { fill } from "@core/texts";
import { isLang, type Lang } from "@core/i18n";
import type { Services } from "../services/create-services";
import { maskPhone, type Refusal } from "../messages/consent";
import { parseLrNumber } from "../services/tracking";
import { badRequest, notFound, readJson } from "./responses";
import { jsonObject } from "./submission";

const BODY_MESSAGE = "Send the request as a JSON object.";

/** The body's fields when each is a string and none is unknown; else the 400 answer. */
function stringFields(
  c: Context,
  body: unknown,
  names: readonly string[],
  optional: readonly string[] = [],
): Record<string, string | undefined> | Response {
  const object = jsonObject(body);
  if (!object) return badRequest(c, BODY_MESSAGE, { body: BODY_MESSAGE });
  const errors: Record<string, string> = {};
  for (const key of Object.keys(object))
    if (!names.includes(key) && !optional.includes(key)) errors[key] = "This field is not known.";
  for (const name of [...names, ...optional]) {
    const value = object[name];
    if (value === undefined && optional.includes(name)) continue;
    if (typeof value !== "string" || value.length > 40) errors[name] = `Send "${name}" as text.`;
  }
  const count = Object.keys(errors).length;
  if (count)
    return badRequest(
      c,
      count === 1 ? Object.values(errors)[0]! : `Please correct the ${count} fields marked.`,
      errors,
    );
  return object as Record<string, string>;
}

const refusalText = (reason: Refusal) =>
  reason === "phoneLabel"
    ? "Enter a 10-digit Indian mobile number, like 98220 12345."
    : phoneAlertTexts[reason];

export function phoneAlertRoutes(services: Services) {
  return new Hono()
    .post("/order/web/alerts/phone", async (c) => {
      c.header("Cache-Control", "no-store");
      const read = await readJson(c);
      if (read instanceof Response) return read;
      const body = stringFields(c, read.body, ["lr_no", "phone", "channel"], ["lang"]);
      if (body instanceof Response) return body;
      const lr = parseLrNumber(body.lr_no!);
      if (!lr.ok) return badRequest(c, lr.message, { lr_no: lr.message });
      const lang = body.lang ?? "en";
      if (!isLang(lang))
        return badRequest(c, 'Choose the language "en", "hi" or "mr".', {
          lang: 'Choose the language "en", "hi" or "mr".',
        });
      const outcome = await services.phoneAlerts.subscribe({
        subject: { lrNo: lr.lrNo },
        phone: body.phone,
        channel: body.channel,
        lang: lang as Lang,
        source: "shipment_page",
      });
      switch (outcome.kind) {
        case "code-sent":
          return c.json(
            {
              ok: true,
              message: fill(phoneAlertTexts.codeIntro, { phone: maskPhone(outcome.phone) }),
            },
            202,
          );
        case "whatsapp-sent":
          return c.json(
            {
              ok: true,
              message: fill(phoneAlertTexts.whatsappSent, { phone: maskPhone(outcome.phone) }),
            },
            202,
          );
        case "active":
          return c.json(
            {
              ok: true,
              message: fill(phoneAlertTexts.confirmed, { phone: maskPhone(outcome.phone) }),
            },
            202,
          );
        case "invalid":
          return badRequest(c, refusalText(outcome.reason), {
            [outcome.field]: refusalText(outcome.reason),
          });
        case "not-found":
          return notFound(c, phoneAlertTexts.notFound);
        case "channel-off":
          return c.json({ ok: false, message: phoneAlertTexts.channelOff }, 409);
        case "limited":
          c.header("Retry-After", String(outcome.retryAfterSeconds));
          return c.json({ ok: false, message: phoneAlertTexts.tooManyCodes }, 429);
      }
    })
    .post("/order/web/alerts/phone/confirm", async (c) => {
      c.header("Cache-Control", "no-store");
      const read = await readJson(c);
      if (read instanceof Response) return read;
      const body = stringFields(c, read.body, ["lr_no", "phone", "code"]);
      if (body instanceof Response) return body;
      const lr = parseLrNumber(body.lr_no!);
      if (!lr.ok) return badRequest(c, lr.message, { lr_no: lr.message });
      if (!services.phoneAlerts.channels().sms)
        return c.json({ ok: false, message: phoneAlertTexts.channelOff }, 409);
      const outcome = await services.phoneAlerts.confirm({
        subject: { lrNo: lr.lrNo },
        phone: body.phone,
        code: body.code,
      });
      switch (outcome.kind) {
        case "confirmed":
          return c.json(
            {
              ok: true,
              message: fill(phoneAlertTexts.confirmed, { phone: maskPhone(outcome.phone) }),
            },
            200,
          );
        case "invalid":
          return badRequest(c, refusalText(outcome.reason), {
            [outcome.field]: refusalText(outcome.reason),
          });
        case "wrong-code": {
          const message = fill(phoneAlertTexts.wrongCode, { left: String(outcome.triesLeft) });
          return c.json(
            {
              ok: false,
              message,
              error: message,
              errors: { code: message },
              tries_left: outcome.triesLeft,
            },
            400,
          );
        }
        case "used-up":
          return c.json({ ok: false, message: phoneAlertTexts.codeUsedUp }, 429);
        case "no-request":
          return badRequest(c, phoneAlertTexts.noRequest, { code: phoneAlertTexts.noRequest });
      }
    });
}
