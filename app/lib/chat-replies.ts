import { fallbackReply, keywordReplies, shipmentReplies, type BotReply } from "~/content/chat";
import { statusSummaries } from "~/content/tracking";
import { getShipmentStatus } from "~/lib/shipment-status";
import { formatTrackingDate, trackingTime } from "~/lib/tracking-dates";
import { trackingPath } from "~/lib/tracking-links";
import type { OrderTracking } from "~/schemas/tracking";

/** What the bot does with a message: answer from the script, or look a shipment up first. */
export type ReplyPlan = { kind: "reply"; reply: BotReply } | { kind: "look-up"; lrNo: string };

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
  const word = message
    .split(/[^A-Za-z0-9]+/)
    .find((w) => /^[A-Za-z0-9]{6,20}$/.test(w) && /\d/.test(w));
  return word ? word.toUpperCase() : null;
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
  const lrNo = findLrNumber(text);
  if (lrNo) return { kind: "look-up", lrNo };
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
  // tracking_id: higher is newer (spec section 3).
  const latest = tracking.tracking_history.reduce<
    OrderTracking["tracking_history"][number] | undefined
  >(
    (newest, entry) => (!newest || entry.tracking_id > newest.tracking_id ? entry : newest),
    undefined,
  );
  let where: string = shipmentReplies.noUpdatesYet;
  if (latest) {
    const time = trackingTime(latest.orderdate, latest.timestamp);
    const when = formatTrackingDate(latest.orderdate, latest.timestamp) + (time ? `, ${time}` : "");
    where = shipmentReplies.latest([latest.location, when].filter(Boolean).join(", "));
  }
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
