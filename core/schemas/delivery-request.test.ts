import { describe, expect, it } from "vitest";
import { DeliveryRequestSchema, deliveryMessages } from "./delivery-request";
import { CONTROL_MESSAGE, INVISIBLE_MESSAGE } from "./plain-text";

const facts = { pincode: "411001", phone_last4: "4321" };

function errorsOf(value: unknown) {
  const result = DeliveryRequestSchema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("a delivery request's fields", () => {
  it("takes each option with its own field and drops the others", () => {
    expect(
      DeliveryRequestSchema.parse({
        option: "reschedule",
        date: "2026-12-01",
        instructions: "typed before",
        ...facts,
      }),
    ).toEqual({ option: "reschedule", date: "2026-12-01", ...facts });
    expect(
      DeliveryRequestSchema.parse({
        option: "instructions",
        instructions: "  Gate at the back ",
        ...facts,
      }).instructions,
    ).toBe("Gate at the back");
    expect(
      DeliveryRequestSchema.parse({ option: "phone", phone: "+91 98220-12345", ...facts }).phone,
    ).toBe("9822012345");
    expect(
      DeliveryRequestSchema.parse({ option: "collect", branch: "bhiwandi", ...facts }).branch,
    ).toBe("bhiwandi");
  });

  it("needs the option's field, and checks it only for that option", () => {
    expect(errorsOf({ option: "reschedule", date: "", ...facts })).toEqual({
      date: deliveryMessages.date,
    });
    expect(errorsOf({ option: "instructions", ...facts })).toEqual({
      instructions: deliveryMessages.instructions,
    });
    expect(errorsOf({ option: "phone", phone: "12345", ...facts })).toEqual({
      phone: deliveryMessages.phone,
    });
    expect(errorsOf({ option: "collect", branch: "mars", ...facts })).toEqual({
      branch: deliveryMessages.branch,
    });
    // A bad date typed before choosing another option does not stop it.
    expect(errorsOf({ option: "collect", branch: "pune", date: "31-12", ...facts })).toEqual({});
  });

  it("keeps instructions between 5 and 200 characters", () => {
    expect(errorsOf({ option: "instructions", instructions: "Gate", ...facts })).toEqual({
      instructions: deliveryMessages.instructionsShort,
    });
    expect(
      Object.keys(errorsOf({ option: "instructions", instructions: "x".repeat(201), ...facts })),
    ).toEqual(["instructions"]);
  });

  it("keeps instructions to one line of visible text, the joiners kept", () => {
    const instructions = (text: string) =>
      errorsOf({ option: "instructions", instructions: text, ...facts }).instructions;
    // A right-to-left override would turn the text back to front where staff and drivers read it.
    expect(instructions("Gate 2 \u202Eeno kcab")).toBe(INVISIBLE_MESSAGE);
    expect(instructions("Gate\u200B at the back")).toBe(INVISIBLE_MESSAGE);
    expect(instructions("Gate 2\nthen the back door")).toBe(CONTROL_MESSAGE);
    expect(instructions("Gate 2\tback door")).toBe(CONTROL_MESSAGE);
    // Hindi and Marathi shape their letters with the zero width non-joiner and joiner.
    const hindi = "गेट २ पर क्\u200Dष\u200Cत्र";
    expect(
      DeliveryRequestSchema.parse({ option: "instructions", instructions: hindi, ...facts })
        .instructions,
    ).toBe(hindi);
  });

  it("refuses dates that do not exist and facts of the wrong shape, all at once", () => {
    expect(
      errorsOf({ option: "reschedule", date: "2026-06-31", pincode: "4110", phone_last4: "43a1" }),
    ).toEqual({
      date: deliveryMessages.date,
      pincode: deliveryMessages.pincode,
      phone_last4: deliveryMessages.phoneLast4,
    });
    expect(errorsOf({ option: "teleport", ...facts })).toEqual({ option: deliveryMessages.option });
  });

  it("takes an optional e-mail for the answer, lower-cased", () => {
    expect(
      DeliveryRequestSchema.parse({ option: "collect", branch: "delhi", email: "", ...facts })
        .email,
    ).toBeUndefined();
    expect(
      DeliveryRequestSchema.parse({ option: "collect", branch: "delhi", email: "A@B.in", ...facts })
        .email,
    ).toBe("a@b.in");
    expect(errorsOf({ option: "collect", branch: "delhi", email: "nope", ...facts })).toEqual({
      email: deliveryMessages.email,
    });
  });
});
