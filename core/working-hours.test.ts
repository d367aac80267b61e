import { describe, expect, it } from "vitest";
import { addWorkingHours } from "./working-hours";

const ist = (text: string) => new Date(`${text}+05:30`);

describe("4 working hours after (Monday to Saturday, 09:00–19:00 IST)", () => {
  it.each([
    ["2026-12-02T04:17:00", "2026-12-02T13:00:00"], // a Wednesday before opening
    ["2026-12-02T00:30:00", "2026-12-02T13:00:00"],
    ["2026-12-02T10:15:00", "2026-12-02T14:15:00"],
    ["2026-12-02T17:00:00", "2026-12-03T11:00:00"], // two hours today, two tomorrow
    ["2026-12-02T23:30:00", "2026-12-03T13:00:00"],
    ["2026-12-05T18:00:00", "2026-12-07T12:00:00"], // Saturday evening: Monday
    ["2026-12-06T11:00:00", "2026-12-07T13:00:00"], // Sunday: Monday
    ["2026-12-02T15:00:00", "2026-12-02T19:00:00"], // exactly at closing
  ])("from %s IST is %s IST", (from, due) => {
    expect(addWorkingHours(ist(from), 4).toISOString()).toBe(ist(due).toISOString());
  });
});
