import { describe, expect, it } from "vitest";
import { smsSize } from "./sms-parts";

describe("SMS parts", () => {
  it("counts a plain English text in the GSM alphabet: 160 in one part, 153 a part after", () => {
    expect(smsSize("a".repeat(160))).toEqual({ encoding: "gsm7", units: 160, parts: 1 });
    expect(smsSize("a".repeat(161))).toEqual({ encoding: "gsm7", units: 161, parts: 2 });
    expect(smsSize("a".repeat(306)).parts).toBe(2);
    expect(smsSize("a".repeat(307)).parts).toBe(3);
  });

  it("counts the extension table's characters twice", () => {
    expect(smsSize("[]").units).toBe(4);
    expect(smsSize(`${"a".repeat(158)}{`).parts).toBe(1);
    expect(smsSize(`${"a".repeat(159)}{`).parts).toBe(2);
  });

  it("sends a text with any other character as Unicode: 70 in one part, 67 a part after", () => {
    expect(smsSize("शिपमेंट")).toEqual({ encoding: "ucs2", units: 7, parts: 1 });
    expect(smsSize(`${"a".repeat(69)}₹`).parts).toBe(1);
    expect(smsSize(`${"a".repeat(70)}₹`).parts).toBe(2);
    expect(smsSize("•".repeat(134)).parts).toBe(2);
    expect(smsSize("•".repeat(135)).parts).toBe(3);
  });
});
