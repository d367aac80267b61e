/**
 * Delivery options for the receiver (CONTRACT.md "Delivery options for the
 * receiver"; docs/decisions/033-delivery-options.md): the person a
 * shipment is for proves it with two facts of the booking (the delivery
 * PIN code and the last 4 digits of their phone) and asks for a new date,
 * leaves instructions, gives the driver another phone, or collects it at a
 * branch. One request waits per shipment; operations answer it within 4
 * working hours (./delivery-desk.ts), and its page says by when. Each
 * request and decision is told to the company's systems through the
 * webhook outbox (./webhooks.ts), in the same transaction.
 *
 * Personal data stays out of logs and out of the public view: the log
 * names the LR number, the option and the request's id; the page shows the
 * option, its state, a new date or a branch, never a phone, an e-mail or
 * the instructions' text.
 *
 * Its parts: the request (./delivery-options/requests.ts), the proof
 * (./delivery-options/proof.ts) and the page's view
 * (./delivery-options/view.ts, read by ./delivery-options/view-query.ts).
 */
import { eq } from "drizzle-orm";
import { shipments } from "../../database/schema";
import { DELIVERY_PROOF_LIMITS } from "@core/delivery-options";
import { rateLimitKey } from "../visitor";
import { bindContext } from "./bind-context";
import type {
  DeliveryOptionsContext,
  DeliveryOptionsDependencies,
} from "./delivery-options/context";
import { needsCaptcha } from "./delivery-options/proof";
import { canSendCode, sendProofCode } from "./delivery-options/proof-code";
import { request } from "./delivery-options/requests";
import { forShipment } from "./delivery-options/view";
import { prepareView } from "./delivery-options/view-query";
import { hashIp } from "./ip-hash";

export { createDeliveryViewPrefetch } from "./delivery-options/view-query";

/** The service's functions, bound to its dependencies. */
export function createDeliveryOptions(deps: DeliveryOptionsDependencies) {
  const context: DeliveryOptionsContext = { ...deps, viewOf: prepareView(deps.db) };
  const bind = bindContext(context);
  return {
    request: bind(request),
    forShipment: bind(forShipment),
    /** Whether the shipment's form asks the captcha now (the page shows it with a refused request). */
    needsCaptcha: bind(needsCaptcha),
    /** With SMS on: a 6-digit code to the booked phone, the proof in place of its last 4 digits. */
    sendProofCode: bind(sendProofCode),
    /** Whether the page offers the code (SMS on, a mobile booked); the phone itself never leaves. */
    offersCode: async (lrNo: string) => {
      if (!deps.messages?.settings.sms) return false;
      const [row] = await deps.db
        .select({ phone: shipments.consigneePhone })
        .from(shipments)
        .where(eq(shipments.lrNo, lrNo));
      return canSendCode(deps.messages, row?.phone ?? null);
    },
    /**
     * The address as `request` counts it (its `meta.ipHash`): keyed by the
     * secret, IPv6 by its /64 like every other limit.
     */
    addressOf: (ip: string) => hashIp(deps.secret, rateLimitKey(ip)),
    /** The proof's limits, as the page says them. */
    limits: DELIVERY_PROOF_LIMITS,
  };
}

export type DeliveryOptions = ReturnType<typeof createDeliveryOptions>;
