/**
 * The shipment page's door to the receiver's delivery options (CONTRACT.md
 * "Delivery options for the receiver"): what the loader adds to a found
 * shipment, and the action of the "Change delivery" form. The
 * service judges everything (the fields, the two facts, the limits); this
 * door answers as the page's other form does: a 303 to ?delivery=sent when
 * stored (a refresh sends nothing twice), else the message with everything
 * typed, and the status the JSON API would give.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { company } from "@core/content/company";
import { clockTime } from "@core/delivery-options";
import { langOf, localizePath, type Lang } from "@core/i18n";
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import { ALREADY_SENT, submissionTokenOf } from "@core/schemas/submission-token";
import type { OrderTracking } from "@core/schemas/tracking";
import { trackingPath } from "@core/tracking-links";
import type { Branch } from "~/components/track/delivery-form";
import { DELIVERY_SECTION } from "~/components/track/delivery-options";
import {
  SEND_CODE_FIELD,
  SENT_PARAM,
  typedFields,
  type DeliveryFormState,
} from "~/lib/delivery-form";
import { deliveryPanel } from "~/lib/delivery-panel";

/** The branches to collect from, their times as the site writes them ("9:30 AM"). */
function branches(): Branch[] {
  return company.branches.map(({ key, name, address, pincode, hours }) => ({
    key,
    name,
    address,
    pincode,
    hours: { days: hours.days, opens: clockTime(hours.opens), closes: clockTime(hours.closes) },
  }));
}

/** The delivery part of a found shipment's page: null when it shows nothing. */
export async function loadDelivery(
  context: Pick<AppLoadContext, "services">,
  tracking: OrderTracking,
) {
  // The view read with this answer when it was looked up (one round trip for a first open).
  const now = new Date();
  const state = await context.services.deliveryOptions.forShipment(tracking.lr_no, now, tracking);
  const panel = deliveryPanel(tracking, state, now);
  return {
    panel,
    // With SMS on, the proof may be a code sent to the booked phone (never shown on the page).
    offersCode:
      Boolean(panel?.change) && (await context.services.deliveryOptions.offersCode(tracking.lr_no)),
    // For the form and to name the branch of a request to collect.
    branches: panel && (panel.change || panel.requests.length > 0) ? branches() : [],
    /** Which of "Get updates on your mobile"'s channels are on. */
    phoneChannels: context.services.phoneAlerts.channels(),
  };
}

type Answer = { delivery: DeliveryFormState };

/** The first message of each field, as the page shows one under each. */
function firstErrors(errors: Record<string, string[]>): DeliveryFormState["errors"] {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
  );
}

/** "Change delivery" posted to the shipment's page. */
export async function requestDelivery(
  request: Request,
  context: AppLoadContext,
  lrNo: string,
  form: FormData,
) {
  const typed = typedFields(form);
  const { captchaToken: _token, captchaInput: _input, ...values } = typed;
  // A question is answered once: a refused request that needs the captcha gets a new one.
  const captcha = async () =>
    (await context.services.deliveryOptions.needsCaptcha(lrNo).catch(() => false))
      ? context.services.captcha.issue()
      : undefined;
  const refuse = async (refusal: string, status: number, headers?: HeadersInit) =>
    data<Answer>(
      { delivery: { values, errors: {}, refusal, captcha: await captcha() } },
      { status, headers },
    );
  // A bot filled the field people never see: nothing is stored, and nothing says why.
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return refuse("notSent", 400);
  const lang = langOf(new URL(request.url).pathname);
  if (form.get(SEND_CODE_FIELD) !== null) return sendCode(context, lrNo, lang, values, refuse);
  let outcome;
  try {
    outcome = await context.services.deliveryOptions.request(lrNo, typed, {
      ipHash: context.services.deliveryOptions.addressOf(context.visitor.ip),
      language: lang,
      // Set by the form's script (the page's HTML is shared, so it carries none): a retry is one request.
      idempotencyKey: submissionTokenOf(form),
    });
  } catch (error) {
    console.error(`Delivery request for ${lrNo} failed`, error);
    return refuse("unavailable", 503);
  }
  switch (outcome.kind) {
    case "created":
      return redirect(
        localizePath(lang, `${trackingPath(lrNo)}?${SENT_PARAM}=sent#${DELIVERY_SECTION}`),
        303,
      );
    case "invalid":
      return data<Answer>(
        { delivery: { values, errors: firstErrors(outcome.errors), captcha: await captcha() } },
        { status: 400 },
      );
    case "wrong-facts":
      return refuse("deliveryWrongFacts", 403);
    case "locked":
      return refuse("deliveryLocked", 429, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "closed":
      return refuse("deliveryClosed", 409);
    case "waiting":
      return refuse("deliveryWaiting", 409);
    case "not-found":
      return refuse("notFound", 404);
    case "key-reused":
      return refuse(ALREADY_SENT, 422);
  }
}

/** "Send a code to the booked phone": the form comes back as typed, with the code's field. */
async function sendCode(
  context: AppLoadContext,
  lrNo: string,
  lang: Lang,
  values: DeliveryFormState["values"],
  refuse: (refusal: string, status: number, headers?: HeadersInit) => Promise<unknown>,
) {
  const outcome = await context.services.deliveryOptions.sendProofCode(lrNo, {
    ipHash: context.services.deliveryOptions.addressOf(context.visitor.ip),
    language: lang,
  });
  switch (outcome.kind) {
    case "sent":
      return data<Answer>({ delivery: { values, errors: {}, codeSent: true } }, { status: 202 });
    case "limited":
      return refuse("deliveryCodeLimit", 429);
    case "locked":
      return refuse("deliveryLocked", 429, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "closed":
      return refuse("deliveryClosed", 409);
    case "not-found":
      return refuse("notFound", 404);
    case "unavailable":
      return refuse("deliveryCodeUnavailable", 409);
  }
}
