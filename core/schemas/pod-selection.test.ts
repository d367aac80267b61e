import { describe, expect, it } from "vitest";
import { podZipDays, readPodSelection } from "./pod-selection";

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

describe("the days of the shipments list's POD ZIP link", () => {
  it("keeps the list's days, ending today at the latest", () => {
    expect(podZipDays({ from: "2026-11-01", to: "2026-11-30" }, "2026-12-02")).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(podZipDays({ from: "2026-11-01", to: "2027-01-31" }, "2026-12-02")).toEqual({
      from: "2026-11-01",
      to: "2026-12-02",
    });
  });

  it("without days, or with too many, spans the longest range a ZIP may ask for", () => {
    const days = podZipDays({}, "2026-12-02");
    expect(days).toEqual({ from: "2025-12-02", to: "2026-12-02" });
    expect(read(`from=${days.from}&to=${days.to}`)).toMatchObject({ ok: true });
    expect(podZipDays({ from: "2020-01-01" }, "2026-12-02")).toEqual(days);
  });

  it("a first day after the last becomes the last", () => {
    expect(podZipDays({ from: "2027-03-01" }, "2026-12-02")).toEqual({
      from: "2026-12-02",
      to: "2026-12-02",
    });
  });
});
