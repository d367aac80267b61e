/**
 * An LR number as the visitor types it: 6 to 20 letters and digits after
 * trimming, compared case-insensitively (CONTRACT.md). Shared by the pages
 * and the server; the zod schema built on it, for the server's and the
 * forms' schemas, is LrNumberSchema in ./lr-number. This module imports no
 * zod, so the tracking pages' search box loads none (decision 028).
 */
import { encodeMessage } from "../messages";

export const LR_NUMBER_PATTERN = /^[A-Z0-9]{6,20}$/;
export const LR_NUMBER_MESSAGE = encodeMessage("lrNumber");

/** The LR number as stored and compared (trimmed, upper case), or null when it is not one. */
export function normalizeLrNumber(input: string): string | null {
  const lrNo = input.trim().toUpperCase();
  return LR_NUMBER_PATTERN.test(lrNo) ? lrNo : null;
}

/** One entry of tracking_history, as the API sends it (CONTRACT.md). */
export type TrackingEntry = {
  tracking_id: number;
  tracking_status: string;
  remarks: string;
  location: string;
  /** '12th Nov 2025 - 10:30 AM', India time. */
  orderdate: string;
  /** ISO 8601. */
  timestamp: string;
};

export type OrderTracking = {
  lr_no: string;
  order_status: string;
  pod: string | null;
  /** YYYY-MM-DD, India's calendar; null when unknown. */
  expected_delivery_date: string | null;
  /** Oldest first. */
  tracking_history: TrackingEntry[];
};

/** The most LR numbers one search, the batch page or the batch API takes (CONTRACT.md). */
export const MAX_LR_NUMBERS = 25;

export type LrListParse =
  | { kind: "empty" }
  | { kind: "ok"; lrNos: string[] }
  | { kind: "too-many"; count: number; message: string }
  | { kind: "invalid"; invalid: string[]; message: string };

/**
 * What a tracking box or `?lr=` holds: LR numbers separated by commas, spaces
 * or new lines (a pasted spreadsheet column; also semicolons and tabs), each
 * upper-cased and kept once, in the order first given. One parser for the
 * three search boxes, the /track-shipment loader, the batch API and the chat.
 */
export function parseLrList(input: string): LrListParse {
  const words = input.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 0) return { kind: "empty" };
  const invalid: string[] = [];
  const lrNos: string[] = [];
  for (const word of words) {
    const lrNo = normalizeLrNumber(word);
    if (lrNo === null) {
      if (!invalid.includes(word)) invalid.push(word);
    } else if (!lrNos.includes(lrNo)) lrNos.push(lrNo);
  }
  const count = lrNos.length + invalid.length;
  if (count > MAX_LR_NUMBERS)
    return {
      kind: "too-many",
      count,
      message: encodeMessage("lrTooMany", {
        count,
        max: MAX_LR_NUMBERS,
        remove: count - MAX_LR_NUMBERS,
      }),
    };
  if (invalid.length > 0) {
    const shown = invalid.map((w) => (w.length > 24 ? `${w.slice(0, 23)}…` : w)).join(", ");
    return {
      kind: "invalid",
      invalid,
      message: encodeMessage(invalid.length === 1 ? "notLrNumber" : "notLrNumbers", { shown }),
    };
  }
  return { kind: "ok", lrNos };
}
