import { describe, expect, it } from "vitest";
import { company } from "./content/company";
import {
  branchHours,
  findBranch,
  inRescheduleWindow,
  maskedPhone,
  rescheduleWindow,
} from "./delivery-options";

describe("the reschedule window (CONTRACT.md)", () => {
  it("runs from tomorrow to 6 days after the expected date", () => {
    expect(rescheduleWindow("2026-11-30", "2026-11-27")).toEqual({
      first: "2026-11-28",
      last: "2026-12-06",
    });
  });

  it("runs to 6 days after today when the expected date has passed or is unknown", () => {
    expect(rescheduleWindow("2026-11-20", "2026-11-27")).toEqual({
      first: "2026-11-28",
      last: "2026-12-03",
    });
    expect(rescheduleWindow(null, "2026-12-29")).toEqual({
      first: "2026-12-30",
      last: "2027-01-04",
    });
  });

  it("includes both ends and nothing else", () => {
    const window = rescheduleWindow("2026-11-30", "2026-11-27");
    expect(inRescheduleWindow("2026-11-27", window)).toBe(false);
    expect(inRescheduleWindow("2026-11-28", window)).toBe(true);
    expect(inRescheduleWindow("2026-12-06", window)).toBe(true);
    expect(inRescheduleWindow("2026-12-07", window)).toBe(false);
  });
});

describe("branches and phones", () => {
  it("has the head office among the branches, at its address", () => {
    const vasai = findBranch("vasai")!;
    expect(vasai.pincode).toBe(company.address.postalCode);
    expect(vasai.address).toContain(company.address.street);
    expect(company.branches.map((b) => b.key)).toEqual(
      expect.arrayContaining(["vasai", "bhiwandi", "pune", "delhi"]),
    );
    expect(findBranch("mars")).toBeUndefined();
  });

  it("writes a branch's hours in words", () => {
    expect(branchHours(findBranch("pune")!, { "mon-sat": "Monday to Saturday" })).toBe(
      "Monday to Saturday, 9:30 AM to 6:30 PM",
    );
  });

  it("shows only the last four digits of a phone", () => {
    expect(maskedPhone("9876504321")).toBe("•••• 4321");
    expect(maskedPhone(null)).toBeNull();
  });
});
