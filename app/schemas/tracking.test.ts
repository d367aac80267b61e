import { describe, expect, it } from "vitest";
import { parseLrList } from "./tracking";

describe("parseLrList", () => {
  it("splits on commas, spaces, tabs and new lines; upper-cases; keeps each number once, in order", () => {
    expect(parseLrList(" lr123456789, SI20254567\r\nLR555555555\tlr123456789;; ")).toEqual({
      kind: "ok",
      lrNos: ["LR123456789", "SI20254567", "LR555555555"],
    });
  });

  it("reads a pasted spreadsheet column", () => {
    const column = Array.from({ length: 25 }, (_, i) => `LR${100000000 + i}`).join("\n");
    const parsed = parseLrList(`${column}\n`);
    expect(parsed.kind).toBe("ok");
    expect(parsed.kind === "ok" && parsed.lrNos).toHaveLength(25);
  });

  it("answers empty for nothing but separators", () => {
    expect(parseLrList("  ,\n ")).toEqual({ kind: "empty" });
  });

  it("refuses 26 distinct numbers with a plain message; duplicates do not count", () => {
    const numbers = Array.from({ length: 26 }, (_, i) => `LR${100000000 + i}`);
    const parsed = parseLrList(numbers.join(" "));
    expect(parsed).toMatchObject({ kind: "too-many", count: 26 });
    expect(parsed.kind === "too-many" && parsed.message).toBe(
      "You entered 26 LR numbers. Track up to 25 at a time: remove 1 and try again.",
    );
    expect(parseLrList([...numbers.slice(0, 25), numbers[0]].join(",")).kind).toBe("ok");
  });

  it("names the words that are not LR numbers", () => {
    const parsed = parseLrList("LR123456789, LR-1, ../etc");
    expect(parsed).toMatchObject({ kind: "invalid", invalid: ["LR-1", "../etc"] });
    expect(parsed.kind === "invalid" && parsed.message).toMatch(
      /^These are not LR numbers: LR-1, \.\.\/etc\./,
    );
  });
});
