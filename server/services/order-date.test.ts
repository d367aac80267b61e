import { describe, expect, it } from "vitest";
import { formatOrderDate } from "./order-date";

describe("formatOrderDate", () => {
  it("writes the hour after midnight and the hour after noon in India as 12", () => {
    expect(formatOrderDate(new Date("2026-11-29T18:39:00Z"))).toBe("30th Nov 2026 - 12:09 AM");
    expect(formatOrderDate(new Date("2026-11-30T06:30:00Z"))).toBe("30th Nov 2026 - 12:00 PM");
    expect(formatOrderDate(new Date("2026-11-30T18:00:00Z"))).toBe("30th Nov 2026 - 11:30 PM");
    expect(formatOrderDate(new Date("2026-11-12T05:00:00Z"))).toBe("12th Nov 2026 - 10:30 AM");
  });
});
