import { describe, expect, it } from "vitest";
import { bookingFieldRows, ruleValues } from "./business-api-fields";
import { texts } from "./content/business-api";
import { BookingJsonSchema } from "./schemas/booking";

describe("the booking fields /business/api lists", () => {
  const rows = bookingFieldRows();

  it("are every field of the API's schema, each once, with a rule", () => {
    const top = rows.filter((row) => !row.nested).map((row) => row.path);
    expect(top.sort()).toEqual(Object.keys(BookingJsonSchema.in.shape).sort());
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    for (const row of rows) expect(texts.en.rules[row.key], row.path).toBeTruthy();
  });

  it("say required as the schema does", () => {
    const required = (path: string) => rows.find((row) => row.path === path)?.required;
    expect(required("consignee.phone")).toBe(true);
    expect(required("invoice_no")).toBe(true);
    expect(required("packages[].weight_kg")).toBe(true);
    expect(required("packages[].count")).toBe(false);
    expect(required("ewb_no")).toBe(false);
    expect(required("address_type")).toBe(false);
  });

  it("fill their rules with the schema's own values", () => {
    expect(ruleValues("service").values).toBe("ptl, ltl, ftl, cl, express");
    expect(ruleValues("packages_length_cm").side).toBe("1,000 cm");
  });
});
