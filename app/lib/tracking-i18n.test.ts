import { describe, expect, it } from "vitest";
import hiStatuses from "@core/content/hi/shipment-statuses";
import mrStatuses from "@core/content/mr/shipment-statuses";
import { getShipmentStatus } from "@core/shipment-status";
import { packs, pageTexts } from "./texts.server";
import { routes } from "./server-build.test-support";
import { formatTrackingDate } from "@core/tracking-dates";

/** Which texts go with which page, as the root loader finds them (app/routes.ts, the routes' handles). */
const { textKeysFor } = pageTexts(routes);

/** Intl's short weekday and month of a day, in a language with Latin digits. */
function intlNames(locale: string, date: Date) {
  const parts = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return { weekday: part("weekday"), month: part("month"), day: part("day") };
}

describe("tracking dates in Hindi and Marathi", () => {
  it.each([
    ["hi", hiStatuses, "बुध, 12 नव॰ 25"],
    ["mr", mrStatuses, "बुध, 12 नोव्हें 25"],
  ] as const)("writes %s dates with Latin digits", (_, texts, expected) => {
    expect(formatTrackingDate("12th Nov 2025 - 10:30 AM", undefined, texts.dates)).toBe(expected);
    expect(formatTrackingDate("", "2025-11-12T05:00:00.000Z", texts.dates)).toBe(expected);
    expect(formatTrackingDate("garbage", undefined, texts.dates)).toBe(texts.dates.invalid);
  });

  it.each([
    ["hi-IN-u-nu-latn", hiStatuses],
    ["mr-IN-u-nu-latn", mrStatuses],
  ] as const)("uses the day and month names of %s", (locale, texts) => {
    for (let month = 0; month < 12; month++) {
      for (let day = 1; day <= 7; day++) {
        const date = new Date(Date.UTC(2025, month, day));
        const intl = intlNames(locale, date);
        expect(intl.day).toMatch(/^\d+$/);
        expect(texts.dates.months[month]).toBe(intl.month);
        expect(texts.dates.weekdays[date.getUTCDay()]).toBe(intl.weekday);
      }
    }
  });
});

describe("statuses in Hindi and Marathi", () => {
  it("names every milestone, legacy spelling and other status", () => {
    expect(getShipmentStatus("In Transit", hiStatuses).label).toBe("रास्ते में");
    expect(getShipmentStatus(" delivered ", mrStatuses).label).toBe("डिलिव्हर झाले");
    expect(getShipmentStatus("Panding", hiStatuses)).toMatchObject({
      key: "in-transit",
      label: "पेंडिंग",
      colour: "text-status-panding",
    });
    expect(getShipmentStatus("SHIPPED", mrStatuses).label).toBe("पाठवले");
    expect(getShipmentStatus("Booked", hiStatuses)).toMatchObject({
      key: "other",
      label: "बुकिंग हो गई",
    });
    expect(getShipmentStatus("", hiStatuses).label).toBe("अज्ञात");
    // A status no translation knows keeps the server's words.
    expect(getShipmentStatus("Held at customs", mrStatuses).label).toBe("Held at customs");
    expect(getShipmentStatus("constructor", hiStatuses).label).toBe("constructor");
  });
});

describe("the tracking pages' texts", () => {
  const modules = [
    "shipment-statuses",
    "chat",
    "chat-launcher",
    "track-search",
    "tracking",
    "tracking-alerts",
    "tracking-alert-emails",
  ];

  it("exist in Hindi and Marathi", () => {
    for (const key of modules) {
      expect(packs.hi[key], `hi/${key}`).toBeDefined();
      expect(packs.mr[key], `mr/${key}`).toBeDefined();
    }
  });

  it("travel with the pages that show them; the chat's button with every page, its words with its script", () => {
    expect(textKeysFor("/mr/about-us")).toContain("chat-launcher");
    for (const path of ["/mr/about-us", "/hi", "/hi/get-a-quote", "/mr/track-shipment"])
      expect(textKeysFor(path)).not.toContain("chat");
    expect(textKeysFor("/mr/about-us")).not.toContain("shipment-statuses");
    expect(textKeysFor("/hi")).toContain("track-search");
    expect(textKeysFor("/hi/track-shipment")).toEqual(
      expect.arrayContaining(["track-search", "tracking", "shipment-statuses"]),
    );
    expect(textKeysFor("/mr/track-shipment-v2/LR123456789")).toEqual(
      expect.arrayContaining(["track-search", "tracking", "shipment-statuses", "tracking-alerts"]),
    );
    expect(textKeysFor("/hi/tracking-alerts/confirm")).toContain("tracking-alerts");
    // The e-mails are the server's own: never sent with a page.
    expect(textKeysFor("/hi/track-shipment-v2/LR123456789")).not.toContain("tracking-alert-emails");
  });
});
