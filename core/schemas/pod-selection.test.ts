import { describe, expect, it } from "vitest";
import { readPodSelection } from "./pod-selection";

const read = (query: string) => readPodSelection(new URLSearchParams(query));

describe("which PODs a ZIP link asks for", () => {
  it("takes LR numbers repeated or comma-separated, upper-cased, once each", () => {
    expect(read("lr=sb0000000001&lr=SB0000000002,SB0000000001")).toEqual({
      ok: true,
      value: { lrNos: ["SB0000000001", "SB0000000002"] },
    });
  });

  it("refuses a word that is no LR number, and more than 1,000 of them", () => {
    expect(read("lr=SB1;drop")).toMatchObject({
      ok: false,
      message: '"SB1;DROP" is not an LR number.',
    });
    const many = Array.from({ length: 1001 }, (_, i) => `lr=SB${1_000_000_000 + i}`).join("&");
    expect(read(many)).toMatchObject({ ok: false });
  });

  it("takes a range of real days, one day when `to` is left out", () => {
    expect(read("from=2026-12-01&to=2026-12-31")).toEqual({
      ok: true,
      value: { from: "2026-12-01", to: "2026-12-31" },
    });
    expect(read("from=2026-12-01")).toEqual({
      ok: true,
      value: { from: "2026-12-01", to: "2026-12-01" },
    });
  });

  it("refuses days that are not, that run backwards or span more than a year, and nothing at all", () => {
    expect(read("from=2026-02-30")).toMatchObject({ ok: false });
    expect(read("from=2026-12-05&to=2026-12-01")).toMatchObject({ ok: false });
    expect(read("from=2025-01-01&to=2026-12-31")).toMatchObject({ ok: false });
    expect(read("")).toMatchObject({ ok: false });
  });
});
