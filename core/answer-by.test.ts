import { describe, expect, it } from "vitest";
import { answerBy } from "./answer-by";
import { texts as deliveryTexts } from "./content/delivery-options";
import hiDelivery from "./content/hi/delivery-options";
import mrDelivery from "./content/mr/delivery-options";
import { texts as statusTexts } from "./content/shipment-statuses";
import hiStatuses from "./content/hi/shipment-statuses";
import { addWorkingHours } from "./working-hours";

/** A moment given in India's time. */
const ist = (wall: string) => new Date(`${wall}+05:30`);
const en = (due: Date, now: Date) =>
  answerBy(due, now, deliveryTexts.en.answerBy, statusTexts.en.dates.months);

describe("answerBy", () => {
  // 2026-12-02 is a Wednesday.
  it("says today for a request at 04:17 IST, due at 1:00 PM", () => {
    const now = ist("2026-12-02T04:17:00");
    expect(en(addWorkingHours(now, 4), now)).toBe("by 1:00 PM today");
  });

  it("reads India's date at 00:30 IST, when the UTC date is still yesterday's", () => {
    const now = ist("2026-12-02T00:30:00");
    expect(en(ist("2026-12-02T13:00:00"), now)).toBe("by 1:00 PM today");
    expect(en(ist("2026-12-03T00:09:00"), now)).toBe("by 12:09 AM tomorrow");
  });

  it("says tomorrow at 23:30 IST, for a due after India's midnight", () => {
    const now = ist("2026-12-02T23:30:00");
    expect(en(addWorkingHours(now, 4), now)).toBe("by 1:00 PM tomorrow");
    expect(en(ist("2026-12-02T23:59:00"), now)).toBe("by 11:59 PM today");
  });

  it("names Monday for a request on Saturday evening", () => {
    const now = ist("2026-12-05T18:00:00");
    expect(en(addWorkingHours(now, 4), now)).toBe("by 12:00 PM on Monday");
    expect(en(ist("2026-12-07T11:00:00"), ist("2026-12-05T23:30:00"))).toBe(
      "by 11:00 AM on Monday",
    );
  });

  it("says tomorrow on Sunday for Monday's due", () => {
    const now = ist("2026-12-06T10:00:00");
    expect(en(addWorkingHours(now, 4), now)).toBe("by 1:00 PM tomorrow");
    expect(en(addWorkingHours(now, 4), ist("2026-12-06T00:30:00"))).toBe("by 1:00 PM tomorrow");
  });

  it("names the weekday up to 6 days ahead and the date after that", () => {
    const now = ist("2026-12-02T10:00:00");
    expect(en(ist("2026-12-08T10:00:00"), now)).toBe("by 10:00 AM on Tuesday");
    expect(en(ist("2026-12-09T10:00:00"), now)).toBe("by 10:00 AM on 9 Dec");
  });

  it("says soon once the promised time has passed", () => {
    expect(en(ist("2026-12-02T13:00:00"), ist("2026-12-02T13:01:00"))).toBe("soon");
  });

  it("speaks Hindi and Marathi with the same clock", () => {
    const now = ist("2026-12-05T18:00:00");
    const due = addWorkingHours(now, 4);
    expect(answerBy(due, now, hiDelivery.answerBy, hiStatuses.dates.months)).toBe(
      "सोमवार को 12:00 PM तक",
    );
    expect(answerBy(due, ist("2026-12-06T23:30:00"), mrDelivery.answerBy, [])).toBe(
      "उद्या 12:00 PM पर्यंत",
    );
    expect(
      answerBy(
        ist("2026-12-09T10:00:00"),
        ist("2026-12-02T10:00:00"),
        hiDelivery.answerBy,
        hiStatuses.dates.months,
      ),
    ).toMatch(/^9 \S+ को 10:00 AM तक$/);
  });
});
