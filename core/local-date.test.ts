import { describe, expect, it } from "vitest";
import hi from "./content/hi/dates";
import mr from "./content/mr/dates";
import { localDate, parseWrittenDate } from "./local-date";

describe("dates in Hindi and Marathi", () => {
  it("writes the day as in India, the month in the language and Latin digits", () => {
    // 21 Nov 2026, 20:00 UTC is already 22 Nov in India.
    expect(localDate(new Date("2026-11-21T20:00:00Z"), hi.months)).toBe("22 नवंबर 2026");
    expect(localDate(new Date("2026-06-05T06:00:00Z"), mr.months)).toBe("5 जून 2026");
  });

  it("reads the dates company.ts writes", () => {
    const date = parseWrittenDate("June 26, 2025");
    expect(date?.toISOString()).toBe("2025-06-26T00:00:00.000Z");
    expect(localDate(date!, mr.months, "UTC")).toBe("26 जून 2025");
    expect(parseWrittenDate("26/06/2025")).toBeNull();
  });
});
