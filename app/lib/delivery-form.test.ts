import { describe, expect, it } from "vitest";
import { DELIVERY_OPTIONS, SILENCE_HOURS } from "@core/delivery-options";
import { captchaFields } from "@core/schemas/captcha";
import { DeliveryRequestFieldsSchema } from "@core/schemas/delivery-request";
import { chosenOption, DELIVERY_FIELDS, OPTION_KEYS, typedFields } from "./delivery-form";
import { SILENCE_DAYS } from "./delivery-panel";

describe("the page's copies of the delivery rules (its scripts load no zod)", () => {
  it("names the options, the fields and the silence as the shared rules do", () => {
    expect(OPTION_KEYS).toEqual(DELIVERY_OPTIONS);
    expect([...DELIVERY_FIELDS].sort()).toEqual(
      [...Object.keys(DeliveryRequestFieldsSchema.shape), ...Object.keys(captchaFields)].sort(),
    );
    expect(SILENCE_DAYS * 24).toBe(SILENCE_HOURS);
  });
});

describe("typedFields", () => {
  it("keeps the form's fields as typed, strings only, and nothing else", () => {
    const form = new FormData();
    form.set("option", "reschedule");
    form.set("date", "2026-12-01");
    form.set("pincode", " 411001 ");
    form.set("phone_last4", "");
    form.set("intent", "delivery");
    form.set("website_url", "");
    form.set("branch", new File(["x"], "x.txt"));
    expect(typedFields(form)).toEqual({
      option: "reschedule",
      date: "2026-12-01",
      pincode: " 411001 ",
    });
  });

  it("cuts a value far past any field's limit, so a page never echoes megabytes", () => {
    const form = new FormData();
    form.set("instructions", "x".repeat(10_000));
    expect(typedFields(form).instructions).toHaveLength(300);
  });
});

describe("chosenOption", () => {
  it("takes an option's name from ?change=, and nothing else", () => {
    expect(chosenOption("collect")).toBe("collect");
    expect(chosenOption("Collect")).toBeUndefined();
    expect(chosenOption("toString")).toBeUndefined();
    expect(chosenOption(null)).toBeUndefined();
  });
});
