import { describe, expect, it } from "vitest";
import { displayLrInput, shareLinks, trackingPath, trackingSearchPath } from "./tracking-links";

describe("trackingPath", () => {
  it("trims and URL-encodes what was typed", () => {
    expect(trackingPath("  SI20254567 ")).toBe("/track-shipment-v2/SI20254567");
    expect(trackingPath("LR 12/3?x")).toBe("/track-shipment-v2/LR%2012%2F3%3Fx");
  });
});

describe("displayLrInput", () => {
  it("removes control characters and shortens long input", () => {
    expect(displayLrInput("LR\u0000123")).toBe("LR123");
    const shown = displayLrInput("A".repeat(500));
    expect(shown).toHaveLength(40);
    expect(shown.endsWith("…")).toBe(true);
  });
});

describe("shareLinks", () => {
  const url = "https://example.in/track-shipment-v2/LR123456789";
  const links = shareLinks(url, "LR123456789");

  it("puts the page URL in a WhatsApp message", () => {
    expect(links.whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(links.whatsapp.split("text=")[1] ?? "")).toContain(url);
  });

  it("writes an e-mail with subject 'Track Shipment' and the URL in the body", () => {
    const params = new URLSearchParams(links.email.replace("mailto:?", ""));
    expect(params.get("subject")).toBe("Track Shipment");
    expect(params.get("body")).toContain(url);
  });

  it("shares the URL and a text on Telegram", () => {
    const target = new URL(links.telegram);
    expect(target.origin + target.pathname).toBe("https://t.me/share/url");
    expect(target.searchParams.get("url")).toBe(url);
    expect(target.searchParams.get("text")).toContain("LR123456789");
  });
});

describe("trackingSearchPath", () => {
  it("does nothing for an empty box", () => {
    expect(trackingSearchPath("  \n ")).toBeNull();
  });

  it("sends one number to its own page as typed", () => {
    expect(trackingSearchPath("  si20254567 ")).toBe("/track-shipment-v2/si20254567");
    expect(trackingSearchPath("SI20254567,")).toBe("/track-shipment-v2/SI20254567");
    expect(trackingSearchPath("LR-1")).toBe("/track-shipment-v2/LR-1");
    expect(trackingSearchPath("lr123456789 LR123456789")).toBe("/track-shipment-v2/LR123456789");
  });

  it("sends several to the list, and what it cannot take back to /track-shipment with the box", () => {
    expect(trackingSearchPath("lr123456789\nSI20254567")).toBe(
      "/track-shipment?lr=LR123456789,SI20254567",
    );
    expect(trackingSearchPath("LR123456789 LR-1")).toBe("/track-shipment?lrno=LR123456789%20LR-1");
  });
});
