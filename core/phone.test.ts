import { describe, expect, it } from "vitest";
import { nationalDigits, phoneSearchDigits } from "./phone";

describe("phone numbers as the staff search them", () => {
  it("reduces every way of writing one mobile number to its ten digits", () => {
    for (const typed of [
      "+91 98220 12345",
      "+919822012345",
      "0091 98220 12345",
      "919822012345",
      "098220 12345",
      "09822012345",
      "98220-12345",
      "(98220) 12345",
      "9822012345",
    ])
      expect(nationalDigits(typed), typed).toBe("9822012345");
  });

  it("searches part of a number by its digits, and text as text", () => {
    expect(phoneSearchDigits("98220")).toBe("98220");
    expect(phoneSearchDigits("+91 98220")).toBe("98220");
    expect(phoneSearchDigits("098220")).toBe("98220");
    expect(phoneSearchDigits("12")).toBeNull();
    expect(phoneSearchDigits("LR123456789")).toBeNull();
    expect(phoneSearchDigits("asha@example.org")).toBeNull();
  });
});
