import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, isGstStateCode, isValidGstin } from "./gstin";

describe("GSTIN", () => {
  it("accepts the demo business's GSTIN and other real-shaped ones", () => {
    expect(gstinProblem("27AAAAA0000A1Z2")).toBeUndefined();
    // A widely published example (Maharashtra, a firm's PAN).
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
  });

  it("computes the check character by GSTN's mod-36 sum", () => {
    expect(gstinCheckCharacter("27AAAAA0000A1Z")).toBe("2");
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("07AAACR5055K1Z")).toBe("9");
  });

  it("reads a GSTIN typed in lower case or with spaces", () => {
    expect(isValidGstin(" 27aaaaa0000a1z2 ")).toBe(true);
    expect(isValidGstin("27 AAAAA 0000 A1Z2")).toBe(true);
  });

  it("names the first thing wrong", () => {
    expect(gstinProblem("")).toBe("gstinLength");
    expect(gstinProblem("27AAAAA0000A1Z")).toBe("gstinLength");
    expect(gstinProblem("27AAAAA0000A1Z22")).toBe("gstinLength");
    expect(gstinProblem("27AAAAA0000A1Z#")).toBe("gstinCharacters");
    expect(gstinProblem("00AAAAA0000A1Z2")).toBe("gstinStateCode");
    expect(gstinProblem("39AAAAA0000A1Z2")).toBe("gstinStateCode");
    expect(gstinProblem("27AAAA00000A1Z2")).toBe("gstinPan");
    expect(gstinProblem("27AAAAA0000A0Z2")).toBe("gstinEntity");
    expect(gstinProblem("27AAAAA0000A1Y2")).toBe("gstinZ");
    expect(gstinProblem("27AAAAA0000A1Z3")).toBe("gstinCheck");
  });

  it("catches one mistyped character anywhere", () => {
    const right = "27AAPFU0939F1ZV";
    for (let i = 0; i < 14; i++) {
      const wrong = right.slice(0, i) + (right[i] === "9" ? "8" : "9") + right.slice(i + 1);
      expect(isValidGstin(wrong), wrong).toBe(false);
    }
  });

  it("knows GSTN's state codes", () => {
    for (const code of ["01", "27", "37", "38", "97", "99"])
      expect(isGstStateCode(code)).toBe(true);
    for (const code of ["00", "39", "96", "98", "1", "AB"])
      expect(isGstStateCode(code)).toBe(false);
  });
});
