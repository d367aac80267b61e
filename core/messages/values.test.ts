import { describe, expect, it } from "vitest";
import { LANGS } from "../i18n";
import { MAX_VALUE_LENGTH, valueProblem } from "./render";
import { answerValue, messageDay } from "./values";

/** Every day of a year (a leap one), as the messages write it. */
const days = Array.from({ length: 366 }, (_, i) =>
  new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10),
);

describe("the values a shipment's message carries", () => {
  it("writes the expected day in each language, Latin digits, India's calendar day", () => {
    expect(messageDay("2026-09-30", "en")).toBe("Wednesday 30 September");
    expect(messageDay("2026-09-30", "hi")).toBe("बुधवार 30 सितंबर");
    expect(messageDay("2026-09-30", "mr")).toBe("बुधवार 30 सप्टेंबर");
  });

  it("keeps every day and every answer within a DLT place", () => {
    for (const lang of LANGS)
      for (const day of days) {
        for (const value of [
          messageDay(day, lang),
          answerValue(lang, { status: "accepted", newDate: day }),
        ]) {
          expect([...value].length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
          expect(valueProblem(value)).toBeNull();
        }
      }
  });

  it("says the answer: accepted, accepted for a new date, not accepted", () => {
    expect(answerValue("en", { status: "accepted" })).toBe("accepted");
    expect(answerValue("en", { status: "accepted", newDate: "2026-10-01" })).toBe(
      "accepted for 1 October",
    );
    expect(answerValue("mr", { status: "declined" })).toBe("मान्य होऊ शकली नाही");
    expect(answerValue("hi", { status: "accepted", newDate: "2026-10-01" })).toBe(
      "1 अक्टूबर के लिए मान ली गई",
    );
  });
});
