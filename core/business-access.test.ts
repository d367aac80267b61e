import { describe, expect, it } from "vitest";
import {
  BUSINESS_WORK,
  businessMay,
  isBusinessRole,
  isPaymentMode,
  PAYMENT_MODES,
  workOf,
} from "./business-access";

describe("business roles", () => {
  it("knows its three roles and nothing else", () => {
    expect(["owner", "booker", "viewer"].every(isBusinessRole)).toBe(true);
    expect(isBusinessRole("admin")).toBe(false);
    expect(isBusinessRole(undefined)).toBe(false);
  });

  it("lets an owner do everything", () => {
    expect(BUSINESS_WORK.every((what) => businessMay("owner", what))).toBe(true);
  });

  it("lets a booker book, ask for pickups and read, but not manage the business", () => {
    const may = BUSINESS_WORK.filter((what) => businessMay("booker", what));
    expect(may).toEqual(["book", "pickups", "documents", "shipments", "charges"]);
    expect(businessMay("booker", "people")).toBe(false);
    expect(businessMay("booker", "profile")).toBe(false);
    expect(businessMay("booker", "addresses")).toBe(false);
  });

  it("lets a viewer only read shipments and documents", () => {
    expect(BUSINESS_WORK.filter((what) => businessMay("viewer", what))).toEqual([
      "documents",
      "shipments",
    ]);
    expect(workOf("viewer")).toEqual(["shipments", "documents"]);
    // Charges are the owner's and the bookers' who make them (decision 043).
    expect(businessMay("viewer", "charges")).toBe(false);
  });

  it("knows the payment modes", () => {
    expect(PAYMENT_MODES).toEqual(["paid", "to_pay", "cod"]);
    expect(isPaymentMode("cod")).toBe(true);
    expect(isPaymentMode("credit")).toBe(false);
  });
});
