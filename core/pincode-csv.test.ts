import { describe, expect, it } from "vitest";
import { readPincodeCsv } from "./pincode-csv";

describe("a CSV of pincodes (/staff/serviceability)", () => {
  it("takes the first column, skips a heading, blank lines and repeats", () => {
    const text = '\uFEFFpincode,city\r\n401208,Vasai\r\n"411001";Pune\n\n401208\n110001\t';
    expect(readPincodeCsv(text)).toEqual({ ok: true, pincodes: ["401208", "411001", "110001"] });
  });

  it("refuses lines that are no pincode, by number, so nothing is half-applied", () => {
    const result = readPincodeCsv("401208\n40120\nVasai\n012345\n");
    expect(result).toEqual({
      ok: false,
      message:
        "Each line must start with a 6-digit pincode. Check line 2 (“40120”), line 3 (“Vasai”), line 4 (“012345”).",
    });
  });

  it("refuses an empty file", () => {
    expect(readPincodeCsv("pincode\n\n").ok).toBe(false);
  });
});
