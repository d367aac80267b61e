import { describe, expect, it } from "vitest";
import {
  closesAt,
  formatTicketNumber,
  parseTicketNumber,
  promiseDates,
  visitorMayEscalateFrom,
} from "./support";

describe("customer care's rules", () => {
  it("writes and reads ticket numbers as SIL-<year>-<6 digits>", () => {
    expect(formatTicketNumber(2026, 42)).toBe("SIL-2026-000042");
    expect(parseTicketNumber(" sil-2026-000042 ")).toBe("SIL-2026-000042");
    expect(parseTicketNumber("SIL-2026-42")).toBeNull();
    expect(parseTicketNumber(42)).toBeNull();
  });

  it("promises acknowledgement in 48 hours and resolution in 30 days", () => {
    const raised = new Date("2026-11-27T10:00:00Z");
    expect(promiseDates(raised)).toEqual({
      acknowledgeBy: new Date("2026-11-29T10:00:00Z"),
      resolveBy: new Date("2026-12-27T10:00:00Z"),
    });
    expect(visitorMayEscalateFrom(raised)).toEqual(new Date("2026-11-29T10:00:00Z"));
    expect(closesAt(raised)).toEqual(new Date("2026-12-04T10:00:00Z"));
  });
});
