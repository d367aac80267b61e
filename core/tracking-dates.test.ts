import { describe, expect, it } from "vitest";
import { formatTrackingDate, trackingTime } from "./tracking-dates";

describe("formatTrackingDate", () => {
  it("formats the server's orderdate in en-GB short form", () => {
    expect(formatTrackingDate("12th Nov 2025 - 10:30 AM")).toBe("Wed, 12 Nov 25");
  });

  it.each([
    ["1st Jan 2026 - 9:05 AM", "Thu, 1 Jan 26"],
    ["2nd Feb 2026 - 1:00 PM", "Mon, 2 Feb 26"],
    ["22nd Nov 2025 - 6:45 PM", "Sat, 22 Nov 25"],
    ["23rd Dec 2025 - 11:59 PM", "Tue, 23 Dec 25"],
    ["11th Mar 2026 - 12:00 AM", "Wed, 11 Mar 26"],
    ["13th Oct 2025 - 8:00 AM", "Mon, 13 Oct 25"],
    ["4th Jul 2025 - 7:15 AM", "Fri, 4 Jul 25"],
  ])("strips the ordinal suffix of %s", (orderdate, expected) => {
    expect(formatTrackingDate(orderdate)).toBe(expected);
  });

  it("uses en-GB's 'Sept' and accepts it back", () => {
    expect(formatTrackingDate("10th Sept 2025 - 9:00 AM")).toBe("Wed, 10 Sept 25");
    expect(formatTrackingDate("10 September 2025")).toBe("Wed, 10 Sept 25");
  });

  it("uses only the text before ' - '", () => {
    expect(formatTrackingDate("31st Dec 2025 - garbage")).toBe("Wed, 31 Dec 25");
  });

  it.each([
    "garbage",
    "32nd Jan 2026 - 9:00 AM",
    "29th Feb 2025",
    "12th Xyz 2025",
    "Nov 2025",
    "-",
  ])("shows 'Invalid Date' for %j", (orderdate) => {
    expect(formatTrackingDate(orderdate)).toBe("Invalid Date");
  });

  it("falls back to the timestamp, in India time, when orderdate is empty", () => {
    // 20:00 UTC on 12 Nov is already 13 Nov in India.
    expect(formatTrackingDate("", "2025-11-12T20:00:00.000Z")).toBe("Thu, 13 Nov 25");
    expect(formatTrackingDate("  ", "2025-11-12T05:00:00.000Z")).toBe("Wed, 12 Nov 25");
  });

  it("shows 'Invalid Date' when both orderdate and timestamp are unusable", () => {
    expect(formatTrackingDate("")).toBe("Invalid Date");
    expect(formatTrackingDate("", "not a time")).toBe("Invalid Date");
  });
});

describe("trackingTime", () => {
  it("is the text after ' - '", () => {
    expect(trackingTime("12th Nov 2025 - 10:30 AM")).toBe("10:30 AM");
    expect(trackingTime("1st Jan 2026 - 9:05 AM")).toBe("9:05 AM");
  });

  it("is empty when there is no time part", () => {
    expect(trackingTime("12th Nov 2025")).toBe("");
  });

  it("falls back to the timestamp's India time when orderdate is empty", () => {
    expect(trackingTime("", "2025-11-12T05:00:00.000Z")).toBe("10:30 AM");
    expect(trackingTime("", "2025-11-12T18:45:00.000Z")).toBe("12:15 AM");
    expect(trackingTime("", "2025-11-12T07:30:00.000Z")).toBe("1:00 PM");
    expect(trackingTime("", "nonsense")).toBe("");
  });
});
