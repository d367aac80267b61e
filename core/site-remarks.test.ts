import { describe, expect, it } from "vitest";
import { rescheduleRemarks, siteRemark } from "./site-remarks";

describe("the remarks the site writes itself", () => {
  it("writes an accepted reschedule in English and knows it again, with its day", () => {
    for (const date of ["2026-12-01", "2027-01-31", "2026-09-09"]) {
      expect(siteRemark(rescheduleRemarks(date))).toEqual({ kind: "rescheduled", date });
    }
    expect(rescheduleRemarks("2026-12-01")).toBe(
      "Delivery rescheduled to 1 December 2026 at the receiver's request.",
    );
  });

  it("leaves anyone else's remarks alone", () => {
    for (const remarks of [
      "Arrived at Vasai Hub",
      "Delivery rescheduled to 1 Decembre 2026 at the receiver's request.",
      "Delivery rescheduled to 1 December 2026 at the receiver's request. Call first",
      "",
    ])
      expect(siteRemark(remarks)).toBeNull();
  });
});
