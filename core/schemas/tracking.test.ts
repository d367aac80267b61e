import { describe, expect, it } from "vitest";
import { englishMessage } from "../messages";
import { LrNumberSchema } from "./lr-number";
import { LR_NUMBER_MESSAGE, normalizeLrNumber, parseLrList } from "./tracking";

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
    expect(parsed.kind === "too-many" && englishMessage(parsed.message)).toBe(
      "You entered 26 LR numbers. Track up to 25 at a time: remove 1 and try again.",
    );
    expect(parseLrList([...numbers.slice(0, 25), numbers[0]].join(",")).kind).toBe("ok");
  });

  it("names the words that are not LR numbers", () => {
    const parsed = parseLrList("LR123456789, LR-1, ../etc");
    expect(parsed).toMatchObject({ kind: "invalid", invalid: ["LR-1", "../etc"] });
    expect(parsed.kind === "invalid" && englishMessage(parsed.message)).toMatch(
      /^These are not LR numbers: LR-1, \.\.\/etc\./,
    );
  });
});

describe("normalizeLrNumber and LrNumberSchema", () => {
  const inputs = [
    "LR123456789",
    " lr123456789 ",
    "abc123",
    "ABC12",
    "A".repeat(20),
    "A".repeat(21),
    "LR-123456",
    "LR 123456",
    "",
    "lr१२३४५६",
  ];

  it("the search boxes' rule (no zod) and the server's schema agree on every input", () => {
    for (const input of inputs) {
      const schema = LrNumberSchema.safeParse(input);
      expect(normalizeLrNumber(input), input).toBe(schema.success ? schema.data : null);
    }
    expect(normalizeLrNumber(" lr123456789 ")).toBe("LR123456789");
    expect(normalizeLrNumber("LR-123456")).toBeNull();
  });

  it("the schema refuses with the words the list's message ends with", () => {
    const refused = LrNumberSchema.safeParse("x");
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([LR_NUMBER_MESSAGE]);
    const parsed = parseLrList("x1");
    expect(
      parsed.kind === "invalid" &&
        englishMessage(parsed.message).endsWith(englishMessage(LR_NUMBER_MESSAGE)),
    ).toBe(true);
  });
});
