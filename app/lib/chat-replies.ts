import {
  texts as chatTexts,
  type BotReply,
  type ChatTexts,
  type MessagePart,
} from "@core/content/chat";
import { texts as statusTexts, type StatusTexts } from "@core/content/shipment-statuses";
import { getShipmentStatus } from "@core/shipment-status";
import { fill } from "@core/texts";
import { formatTrackingDate, trackingTime } from "@core/tracking-dates";
import { trackingPath } from "@core/tracking-links";
import { MAX_LR_NUMBERS, type OrderTracking } from "@core/schemas/tracking";

/**
 * The words the bot answers with: the chat's and the statuses', in the
 * page's language. `translated` names statuses in the statuses' language;
 * English names them as the spec and the server do.
 */
export type ReplyTexts = { chat: ChatTexts; statuses: StatusTexts; translated: boolean };

const english: ReplyTexts = { chat: chatTexts.en, statuses: statusTexts.en, translated: false };

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
 * 'careers' match while 'unhelpful' does not; in Devanagari, 'ट्रैकिंग'
 * matches 'ट्रैक'. The message is lowercased and NFC-normalised (a
 * Devanagari letter with a nukta can be typed two ways).
 */
function hasKeyword(message: string, keyword: string): boolean {
  const word = keyword.normalize("NFC");
  let at = message.indexOf(word);
  while (at !== -1) {
    if (at === 0 || !/[\p{L}\p{M}\p{N}]/u.test(message.charAt(at - 1))) return true;
    at = message.indexOf(word, at + 1);
  }
  return false;
}

/**
 * The bot's answer to a message (spec section 4 "Chat panel"): null for an
 * empty or whitespace-only message, which is not sent. An LR number comes
 * first; then a request for a person; then the keyword rules in the spec's
 * order, case-insensitive; else thanks with the quick actions.
 */
export function planReply(message: string, texts: ReplyTexts = english): ReplyPlan | null {
  const text = message.trim().toLowerCase().normalize("NFC");
  if (!text) return null;
  const lrNos = findLrNumbers(text);
  if (lrNos.length === 1) return { kind: "look-up", lrNo: lrNos[0]! };
  if (lrNos.length > 1)
    return { kind: "look-up-many", lrNos: lrNos.slice(0, MAX_LR_NUMBERS), asked: lrNos.length };
  const { handOver, keywordReplies, fallbackReply } = texts.chat;
  if (handOver.keywords.some((k) => hasKeyword(text, k)))
    return { kind: "reply", reply: handOver.reply };
  const rule = keywordReplies.find(({ keywords }) => keywords.some((k) => hasKeyword(text, k)));
  return { kind: "reply", reply: rule ? rule.reply : fallbackReply };
}

/**
 * The answer about one shipment: its current status and latest location
 * with a link to its tracking page; the tracking page's words when it is
 * unknown; a calm retry when the service could not be reached.
 */
export function shipmentReply(
  lrNo: string,
  lookup: ShipmentLookup,
  texts: ReplyTexts = english,
): BotReply {
  const words = texts.chat.shipment;
  if (lookup.kind === "not-found") return { parts: [fill(words.notFound, { lrNo })] };
  const link = (text: string) => ({ text, href: trackingPath(lrNo) });
  if (lookup.kind === "failed")
    return { parts: [words.failed, " ", link(fill(words.openPage, { lrNo })), words.end] };

  const { tracking } = lookup;
  const status = statusOf(tracking.order_status, texts);
  // 'Booked' and other statuses without a summary of their own are named only.
  const summary = status.key === "other" ? "" : ` ${texts.statuses.summaries[status.key]}`;
  const seen = latestPlace(tracking, texts);
  const where = seen ? fill(words.latest, { where: seen }) : texts.statuses.noUpdatesYet;
  const lr = tracking.lr_no || lrNo;
  return {
    parts: [
      `${fill(words.status, { lrNo: lr, status: status.label })}${summary} ${where}`,
      " ",
      { text: fill(words.details, { lrNo: lr }), href: trackingPath(lr) },
      words.end,
    ],
  };
}

function statusOf(raw: string, texts: ReplyTexts) {
  return getShipmentStatus(raw, texts.translated ? texts.statuses : undefined);
}

/** Where and when a shipment was last seen ('Jaipur Hub, Fri, 20 Nov 26, 8:53 AM'), or null. */
function latestPlace(tracking: OrderTracking, texts: ReplyTexts): string | null {
  // tracking_id: higher is newer (spec section 3).
  const latest = tracking.tracking_history.reduce<
    OrderTracking["tracking_history"][number] | undefined
  >(
    (newest, entry) => (!newest || entry.tracking_id > newest.tracking_id ? entry : newest),
    undefined,
  );
  if (!latest) return null;
  const time = trackingTime(latest.orderdate, latest.timestamp);
  const when =
    formatTrackingDate(latest.orderdate, latest.timestamp, texts.statuses.dates) +
    (time ? `, ${time}` : "");
  return [latest.location, when].filter(Boolean).join(", ");
}

/**
 * The answer about several shipments: an opening line, then one
 * line each in the order written: the LR number (a link to its page when it
 * exists), its status and where it was last seen, or that it was not found.
 */
export function shipmentsReply(
  plan: { lrNos: readonly string[]; asked: number },
  lookup: ShipmentsLookup,
  texts: ReplyTexts = english,
): BotReply {
  const words = texts.chat.shipment;
  if (lookup.kind === "failed") return { parts: [words.manyFailed] };
  const parts: MessagePart[] = [fill(words.manyIntro, { count: lookup.results.length })];
  for (const { lrNo, tracking } of lookup.results) {
    parts.push("\n");
    if (!tracking) {
      parts.push(lrNo, `: ${words.manyNotFound}`);
      continue;
    }
    const status = statusOf(tracking.order_status, texts).label;
    const where = latestPlace(tracking, texts) ?? words.manyNoUpdates;
    parts.push(
      { text: lrNo, href: trackingPath(lrNo) },
      `: ${fill(words.manyLine, { status, where })}`,
    );
  }
  if (plan.asked > plan.lrNos.length)
    parts.push("\n", fill(words.manyTooMany, { count: plan.asked, max: plan.lrNos.length }));
  return { parts };
}
