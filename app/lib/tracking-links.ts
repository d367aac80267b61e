import { company } from "~/content/company";

/** The tracking page of an LR number, as typed (trimmed); that page validates it. */
export function trackingPath(lrNo: string): string {
  return `/track-shipment-v2/${encodeURIComponent(lrNo.trim())}`;
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

/** Share links for a tracking page (spec section 2, Tracking v2); they need no script. */
export function shareLinks(url: string, lrNo: string) {
  const text = `Track shipment ${lrNo} with ${company.name}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent("Track Shipment")}&body=${encodeURIComponent(`${text}:\n${url}`)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  };
}
