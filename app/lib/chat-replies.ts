import {
  fallbackReply,
  keywordReplies,
  shipmentReplies,
  type BotReply,
  type MessagePart,
} from "~/content/chat";
import { statusSummaries } from "~/content/tracking";
import { getShipmentStatus } from "~/lib/shipment-status";
import { formatTrackingDate, trackingTime } from "~/lib/tracking-dates";
import { trackingPath } from "~/lib/tracking-links";
import { MAX_LR_NUMBERS, type OrderTracking } from "~/schemas/tracking";

/** What the bot does with a message: answer from the script, or look one or several shipments up first. */
export type ReplyPlan =
  | { kind: "reply"; reply: BotReply }
  | { kind: "look-up"; lrNo: string }
  | { kind: "look-up-many"; lrNos: string[]; asked: number };

/** The tracking service's answer for several LR numbers at once (the batch API). */
export type ShipmentsLookup =
  | { kind: "found"; results: { lrNo: string; tracking: OrderTracking | null }[] }
  | { kind: "failed" };

/** The tracking service's answer for one LR number. */
export type ShipmentLookup =
  | { kind: "found"; tracking: OrderTracking }
  | { kind: "not-found" }
  | { kind: "failed" };

/**
 * An LR number in a message: a word of 6 to 20 letters and digits
 * (CONTRACT.md) with at least one digit, so words like 'shipment' are not
 * mistaken for one. Uppercased, as the service compares case-insensitively.
 */
export function findLrNumber(message: string): string | null {
  return findLrNumbers(message)[0] ?? null;
}

/** Every LR number in a message (the same rule), each once, in the order written. */
export function findLrNumbers(message: string): string[] {
  const found = message
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => /^[A-Za-z0-9]{6,20}$/.test(w) && /\d/.test(w))
    .map((w) => w.toUpperCase());
  return [...new Set(found)];
}

/**
 * Whether a keyword starts a word of the message, so 'Tracking' and
 * 'careers' match while 'unhelpful' does not. The message is lowercased.
 */
function hasKeyword(message: string, keyword: string): boolean {
  let at = message.indexOf(keyword);
  while (at !== -1) {
    if (at === 0 || !/[a-z0-9]/.test(message.charAt(at - 1))) return true;
    at = message.indexOf(keyword, at + 1);
  }
  return false;
}

/**
 * The bot's answer to a message (spec section 4 "Chat panel"): null for an
 * empty or whitespace-only message, which is not sent. An LR number comes
 * first; then the keyword rules in the spec's order, case-insensitive; else
 * thanks with the quick actions.
 */
export function planReply(message: string): ReplyPlan | null {
  const text = message.trim().toLowerCase();
  if (!text) return null;
  const lrNos = findLrNumbers(text);
  if (lrNos.length === 1) return { kind: "look-up", lrNo: lrNos[0]! };
  if (lrNos.length > 1)
    return { kind: "look-up-many", lrNos: lrNos.slice(0, MAX_LR_NUMBERS), asked: lrNos.length };
  const rule = keywordReplies.find(({ keywords }) => keywords.some((k) => hasKeyword(text, k)));
  return { kind: "reply", reply: rule ? rule.reply : fallbackReply };
}

/**
 * The answer about one shipment: its current status and latest location
 * with a link to its tracking page; the tracking page's words when it is
 * unknown; a calm retry when the service could not be reached.
 */
export function shipmentReply(lrNo: string, lookup: ShipmentLookup): BotReply {
  if (lookup.kind === "not-found") return { parts: [shipmentReplies.notFound(lrNo)] };
  const link = (text: string) => ({ text, href: trackingPath(lrNo) });
  if (lookup.kind === "failed")
    return { parts: [shipmentReplies.failed, " ", link(shipmentReplies.openPage(lrNo)), "."] };

  const { tracking } = lookup;
  const status = getShipmentStatus(tracking.order_status);
  // 'Booked' and other statuses without a summary of their own are named only.
  const summary = status.key === "other" ? "" : ` ${statusSummaries[status.key]}`;
  const seen = latestPlace(tracking);
  const where = seen ? shipmentReplies.latest(seen) : shipmentReplies.noUpdatesYet;
  const lr = tracking.lr_no || lrNo;
  return {
    parts: [
      shipmentReplies.status(lr, status.label) + summary + where,
      " ",
      { text: shipmentReplies.details(lr), href: trackingPath(lr) },
      ".",
    ],
  };
}

/** Where and when a shipment was last seen ('Jaipur Hub, Fri, 20 Nov 26, 8:53 AM'), or null. */
function latestPlace(tracking: OrderTracking): string | null {
  // tracking_id: higher is newer (spec section 3).
  const latest = tracking.tracking_history.reduce<
    OrderTracking["tracking_history"][number] | undefined
  >(
    (newest, entry) => (!newest || entry.tracking_id > newest.tracking_id ? entry : newest),
    undefined,
  );
  if (!latest) return null;
  const time = trackingTime(latest.orderdate, latest.timestamp);
  const when = formatTrackingDate(latest.orderdate, latest.timestamp) + (time ? `, ${time}` : "");
  return [latest.location, when].filter(Boolean).join(", ");
}

/**
 * The answer about several shipments (issue 16): an opening line, then one
 * line each in the order written: the LR number (a link to its page when it
 * exists), its status and where it was last seen, or that it was not found.
 */
export function shipmentsReply(
  plan: { lrNos: readonly string[]; asked: number },
  lookup: ShipmentsLookup,
): BotReply {
  if (lookup.kind === "failed") return { parts: [shipmentReplies.manyFailed] };
  const parts: MessagePart[] = [shipmentReplies.manyIntro(lookup.results.length)];
  for (const { lrNo, tracking } of lookup.results) {
    parts.push("\n");
    if (!tracking) {
      parts.push(lrNo, shipmentReplies.manyNotFound);
      continue;
    }
    const status = getShipmentStatus(tracking.order_status).label;
    parts.push(
      { text: lrNo, href: trackingPath(lrNo) },
      shipmentReplies.manyLine(status, latestPlace(tracking) ?? shipmentReplies.manyNoUpdates),
    );
  }
  if (plan.asked > plan.lrNos.length)
    parts.push("\n", shipmentReplies.manyTooMany(plan.asked, plan.lrNos.length));
  return { parts };
}
