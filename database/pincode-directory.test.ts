import { describe, expect, it } from "vitest";
import { buildDirectory, placeName, titleCase } from "./pincode-directory";

const office = (
  o: Partial<Record<"o" | "p" | "t" | "i" | "s", string>> & { a?: number; n?: number },
) => ({
  o: "Somewhere B.O",
  p: "411001",
  t: "BO",
  i: "PUNE",
  s: "MAHARASHTRA",
  a: 18.5,
  n: 73.9,
  ...o,
});

describe("buildDirectory", () => {
  it("gives one row a pincode: places without their office kind, head office first; names in title case", () => {
    const [row] = buildDirectory([
      office({ o: "Ghorpuri Bazar S.O", t: "PO" }),
      office({ o: "Pune H.O", t: "HO" }),
      office({ o: "Ghorpuri Bazar B.O" }),
    ]);
    expect(row).toEqual({
      pincode: "411001",
      places: ["Pune", "Ghorpuri Bazar"],
      district: "Pune",
      state: "Maharashtra",
      latitude: 18.5,
      longitude: 73.9,
    });
  });

  it("takes the median of the offices' points, swaps a latitude and longitude given the wrong way round, and drops 0,0", () => {
    const [row] = buildDirectory([
      office({ a: 18.4, n: 73.8 }),
      office({ a: 73.9, n: 18.5 }), // swapped
      office({ a: 0, n: 0 }),
      office({ a: 18.6, n: 74.0 }),
    ]);
    expect([row!.latitude, row!.longitude]).toEqual([18.5, 73.9]);
  });

  it("fills a state, district and point the source lacks from the pincodes nearest in number", () => {
    const rows = buildDirectory([
      office({ p: "811301", s: "BIHAR", i: "MUNGER", a: 25.3, n: 86.4 }),
      office({ p: "811302", s: "BIHAR", i: "MUNGER", a: 25.1, n: 86.2 }),
      office({ p: "811315", s: "NA", i: "NA", a: 0, n: 0 }),
    ]);
    expect(rows.find((r) => r.pincode === "811315")).toMatchObject({
      state: "Bihar",
      district: "Munger",
      latitude: 25.2,
      longitude: 86.3,
    });
  });

  it("skips anything that is not a pincode", () => {
    expect(buildDirectory([office({ p: "01234" }), office({ p: "" })])).toEqual([]);
  });
});

describe("names", () => {
  it.each([
    ["ANDAMAN AND NICOBAR ISLANDS", "Andaman and Nicobar Islands"],
    ["JAMMU AND KASHMIR", "Jammu and Kashmir"],
    ["Alluri Sitharama Raju", "Alluri Sitharama Raju"],
    ["Y.S.R.", "Y.S.R."],
  ])("titleCase(%s) is %s", (raw, name) => {
    expect(titleCase(raw)).toBe(name);
  });

  it.each([
    ["Port Blair H.O", "Port Blair"],
    ["Karma BO", "Karma"],
    ["N.S.Building S.O", "N.S.Building"],
    ["New Delhi G.P.O.", "New Delhi"],
    ["ALINAKHIPALEM", "Alinakhipalem"],
  ])("placeName(%s) is %s", (raw, name) => {
    expect(placeName(raw)).toBe(name);
  });
});
