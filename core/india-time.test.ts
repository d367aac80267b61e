import { describe, expect, it } from "vitest";
import { indiaClock, indiaDateTime } from "./india-time";

describe("indiaDateTime", () => {
  it("writes India's time in each language with Latin digits", () => {
    const at = new Date("2026-11-29T04:30:00Z");
    expect(indiaDateTime(at, "en")).toBe("29 Nov 2026, 10:00 AM");
    expect(indiaDateTime(at, "hi")).toBe("29 नवंबर 2026, 10:00 AM");
    expect(indiaDateTime(at, "mr")).toBe("29 नोव्हेंबर 2026, 10:00 AM");
    expect(indiaDateTime(new Date("2026-11-29T18:45:00Z"), "en")).toBe("30 Nov 2026, 12:15 AM");
  });

  it("writes the hours after midnight and noon as 12 in every language", () => {
    expect(indiaDateTime(new Date("2026-11-29T18:39:00Z"), "hi")).toBe("30 नवंबर 2026, 12:09 AM");
    expect(indiaDateTime(new Date("2026-11-30T06:30:00Z"), "mr")).toBe(
      "30 नोव्हेंबर 2026, 12:00 PM",
    );
    expect(indiaClock(new Date("2026-11-30T18:00:00Z"))).toBe("11:30 PM");
  });
});
