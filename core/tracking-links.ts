import { company } from "./content/company";
import { fill } from "./texts";
import { parseLrList } from "./schemas/tracking";

/** The tracking page of an LR number, as typed (trimmed); that page validates it. */
export function trackingPath(lrNo: string): string {
  return `/track-shipment-v2/${encodeURIComponent(lrNo.trim())}`;
}

/** The page listing several LR numbers (CONTRACT.md "Tracking several shipments"). */
export function batchTrackingPath(lrNos: readonly string[]): string {
  return `/track-shipment?lr=${lrNos.map(encodeURIComponent).join(",")}`;
}

/**
 * Where a tracking search box sends what was typed: nowhere when it is
 * empty; one number to its own page as typed (that page validates it);
 * several to the list; a list it cannot take (26 or more, or words that are
 * no LR number) back to /track-shipment, which says why and keeps the box.
 */
export function trackingSearchPath(input: string): string | null {
  const parsed = parseLrList(input);
  if (parsed.kind === "empty") return null;
  const words = input.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 1) return trackingPath(words[0]!);
  if (parsed.kind === "ok")
    return parsed.lrNos.length === 1
      ? trackingPath(parsed.lrNos[0]!)
      : batchTrackingPath(parsed.lrNos);
  return `/track-shipment?lrno=${encodeURIComponent(input.trim())}`;
}

/**
 * What a visitor typed, safe to show back: control characters removed and
 * cut to 40 characters, so a pasted paragraph or a `%00` cannot break the page.
 */
export function displayLrInput(input: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = input.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.length > 40 ? `${clean.slice(0, 39)}…` : clean;
}

/** The words a link is shared with, in English; the tracking texts carry them in each language. */
export const shareWords = {
  message: `Track shipment {lrNo} with ${company.name}`,
  emailSubject: "Track Shipment",
};

/** Share links for a tracking page (spec section 2, Tracking v2); they need no script. Words in the page's language. */
export function shareLinks(
  url: string,
  lrNo: string,
  words: { message: string; emailSubject: string } = shareWords,
) {
  const text = fill(words.message, { lrNo });
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(words.emailSubject)}&body=${encodeURIComponent(`${text}:\n${url}`)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  };
}
