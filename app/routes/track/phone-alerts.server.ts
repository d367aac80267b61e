/**
 * "Get updates on your mobile" posted to a shipment's page (or a ticket's):
 * the number and channel, then the SMS code, through the consent service
 * (server/messages/consent.ts). Each step answers the page with what it
 * shows next; a refusal keeps what was typed and says why beside the field.
 */
import { data, type AppLoadContext } from "react-router";
import { localizePath, type Lang } from "@core/i18n";
import type { PhoneAlertState } from "~/lib/phone-alerts-form";
import { PHONE_CODE_INTENT, PHONE_RESEND_INTENT } from "~/lib/phone-alerts-form";
import { maskPhone } from "@core/phone";

type SubjectKey = Parameters<AppLoadContext["services"]["phoneAlerts"]["subscribe"]>[0]["subject"];

const typed = (form: FormData, name: string, max = 20) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

const answer = (phone: PhoneAlertState, status = 200) =>
  data({ phone }, { status, headers: { "Cache-Control": "no-store" } });

export async function phoneAlertStep(
  context: AppLoadContext,
  subject: SubjectKey,
  form: FormData,
  lang: Lang,
  source: "shipment_page" | "ticket_page",
) {
  const alerts = context.services.phoneAlerts;
  const phone = typed(form, "phone");
  // The code step of a ticket's raise-form updates names no number: the service knows it.
  const masked =
    phone === "" && subject.ticketId
      ? ((await alerts.pendingForTicket(subject.ticketId))?.masked ?? "")
      : maskPhone(phone.replace(/\D/g, "").slice(-10));
  const channelValue = typed(form, "channel");
  const channel =
    channelValue === "whatsapp" ? "whatsapp" : channelValue === "sms" ? "sms" : undefined;

  if (form.get("intent") === PHONE_RESEND_INTENT) {
    const outcome = await alerts.resendCode({ subject, phone });
    const base: PhoneAlertState = {
      step: "code",
      phone,
      channel: "sms",
      masked,
    };
    switch (outcome.kind) {
      case "code-sent":
        return answer({ ...base, masked: maskPhone(outcome.phone), resent: true });
      case "limited":
        return data(
          { phone: { ...base, error: { field: "code", reason: "tooManyCodes" } } },
          {
            status: 429,
            headers: {
              "Retry-After": String(outcome.retryAfterSeconds),
              "Cache-Control": "no-store",
            },
          },
        );
      // Nothing waits for a code on this number: ask again from the start.
      case "no-request":
      case "invalid":
        return answer({ step: "ask", phone, error: { field: "phone", reason: "noRequest" } }, 400);
    }
  }

  if (form.get("intent") === PHONE_CODE_INTENT) {
    const code = typed(form, "code", 12);
    const outcome = await alerts.confirm({ subject, phone, code });
    const base: PhoneAlertState = {
      step: "code",
      phone,
      channel: "sms",
      code,
      masked,
    };
    switch (outcome.kind) {
      case "confirmed":
        return answer({
          step: "confirmed",
          phone: "",
          masked: maskPhone(outcome.phone),
          manage: localizePath(lang, `/alerts/${alerts.tokenOf(outcome.subscriptionId)}`),
        });
      case "wrong-code":
        return answer(
          { ...base, error: { field: "code", reason: "wrongCode", left: outcome.triesLeft } },
          400,
        );
      case "used-up":
        return answer({ ...base, code: "", error: { field: "code", reason: "codeUsedUp" } }, 429);
      case "no-request":
        return answer({ ...base, error: { field: "code", reason: "noRequest" } }, 400);
      case "invalid":
        return answer(
          outcome.field === "phone"
            ? { step: "ask", phone, error: { field: "phone", reason: "phoneLabel" } }
            : { ...base, error: { field: "code", reason: outcome.reason } },
          400,
        );
    }
  }

  const outcome = await alerts.subscribe({ subject, phone, channel, lang, source });
  switch (outcome.kind) {
    case "code-sent":
      return answer({
        step: "code",
        phone: outcome.phone,
        channel: "sms",
        masked: maskPhone(outcome.phone),
      });
    case "whatsapp-sent":
      return answer({ step: "whatsapp", phone: "", masked: maskPhone(outcome.phone) });
    // Already on: said so, without the /alerts link, which only the code or the messages give.
    case "active":
      return answer({ step: "confirmed", phone: "", masked: maskPhone(outcome.phone) });
    case "invalid":
      return answer(
        {
          step: "ask",
          phone,
          channel,
          error: { field: outcome.field === "phone" ? "phone" : "channel", reason: outcome.reason },
        },
        400,
      );
    case "not-found":
      return answer(
        { step: "ask", phone, channel, error: { field: "channel", reason: "notFound" } },
        404,
      );
    case "channel-off":
      return answer(
        { step: "ask", phone, channel, error: { field: "channel", reason: "channelOff" } },
        409,
      );
    case "limited":
      return data(
        {
          phone: {
            step: "ask",
            phone,
            channel,
            error: { field: "channel", reason: "tooManyCodes" },
          } satisfies PhoneAlertState,
        },
        {
          status: 429,
          headers: {
            "Retry-After": String(outcome.retryAfterSeconds),
            "Cache-Control": "no-store",
          },
        },
      );
  }
}
