/**
 * The Streamline Your Logistics banner: home section 6 (spec section 2), and
 * the closing call of /services and every service page. A module of its own
 * so those pages receive only these words in Hindi and Marathi.
 */
import { defineTexts } from "../texts";

/** Section 6: banner with Get a Quote and Track a Package buttons. */
export const streamlineBanner = {
  title: "Streamline Your Logistics",
  text: "From a single parcel to a full truck, we move your goods across India on time. Ask for a quote or track your shipment now.",
} as const;

export const streamlineActions = {
  quote: { label: "Get a Quote", href: "/get-a-quote" },
  track: { label: "Track a Package", href: "/track-shipment" },
} as const;

export const texts = defineTexts("streamline", {
  banner: streamlineBanner,
  actions: streamlineActions,
});
