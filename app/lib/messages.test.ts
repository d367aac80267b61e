/**
 * Every message the schemas (and the servers' own refusals) can show on a
 * form has its Hindi and Marathi (docs/decisions/025-languages.md
 * "Validation messages"): the messages are collected by walking the schemas
 * themselves, so a new message fails here until it is translated.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import hiValidation from "@core/content/hi/validation";
import mrValidation from "@core/content/mr/validation";
import { texts as validation } from "@core/content/validation";
import { ClientRegistrationSchema } from "@core/schemas/client-registration";
import { ContactMessageSchema } from "@core/schemas/contact-message";
import { EstimateQuerySchema } from "@core/schemas/estimate";
import { FranchiseEnquirySchema } from "@core/schemas/franchise-enquiry";
import { ApplicationFormSchema, resumeMessages } from "@core/schemas/job-application";
import { PickupRequestSchema } from "@core/schemas/pickup-request";
import { QuoteRequestSchema } from "@core/schemas/quote-request";
import { ALREADY_SENT } from "@core/schemas/submission-token";
import { TrackingAlertSchema } from "@core/schemas/tracking-alerts";
import { LrNumberSchema } from "@core/schemas/lr-number";
import { MAX_LR_NUMBERS, parseLrList } from "@core/schemas/tracking";
import { captchaErrors } from "../../server/services/captcha";
import { unknownPincodeMessage } from "../../server/services/estimates";
import { JOB_CLOSED } from "../../server/services/applications";
import { LEAD_MESSAGES } from "../../server/services/intake";
import { isKnownMessage, templateOf, translateMessage } from "./messages";

type Def = { error?: (issue: unknown) => unknown; checks?: { _zod: { def: Def } }[] } & Record<
  string,
  unknown
>;

/** Every custom message in a schema: its own, its checks', and those of every schema inside it. */
function messagesOf(schema: z.ZodType): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const say = (error: Def["error"]) => {
    if (typeof error !== "function") return;
    // A message may depend on the input (empty or not): ask with both.
    for (const issue of [{ input: undefined }, { input: "x" }]) {
      const message = error(issue);
      if (typeof message === "string") found.add(message);
      else if (message && typeof (message as { message?: unknown }).message === "string")
        found.add((message as { message: string }).message);
    }
  };
  const visit = (value: unknown) => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if ("_zod" in value) {
      const def = (value as { _zod: { def: Def } })._zod.def;
      say(def.error);
      for (const check of def.checks ?? []) say(check._zod.def.error);
      for (const inner of Object.values(def)) visit(inner);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (Object.getPrototypeOf(value) === Object.prototype) Object.values(value).forEach(visit);
  };
  visit(schema);
  return found;
}

const schemas = {
  QuoteRequestSchema,
  PickupRequestSchema,
  ContactMessageSchema,
  ClientRegistrationSchema,
  FranchiseEnquirySchema,
  EstimateQuerySchema,
  ApplicationFormSchema,
  TrackingAlertSchema,
  LrNumberSchema,
};

/** Messages made inside transforms and refinements, and the servers' refusals shown on a form. */
const notInDefinitions = [
  // superRefine, transform: the estimate's truck-load limit, the job links, the résumé.
  "For more than 10,000 kg, ask for a quote or choose a truck load.",
  "Enter the full link, like https://yourname.com",
  "Enter the full link, like https://www.linkedin.com/in/your-name",
  "Enter the full link, like https://github.com/your-name",
  ...Object.values(resumeMessages),
  ...Object.values(captchaErrors),
  unknownPincodeMessage("999999"),
  ...Object.values(LEAD_MESSAGES),
  ALREADY_SENT,
  JOB_CLOSED,
];

function lrListMessages(): string[] {
  const many = Array.from({ length: MAX_LR_NUMBERS + 3 }, (_, i) => `LR${100000 + i}`).join(" ");
  return [parseLrList(many), parseLrList("abc"), parseLrList("abc, x1, LR123456")].map((p) =>
    "message" in p ? p.message : "",
  );
}

describe("validation messages in Hindi and Marathi", () => {
  const all = new Set<string>();
  for (const schema of Object.values(schemas)) for (const m of messagesOf(schema)) all.add(m);
  for (const m of [...notInDefinitions, ...lrListMessages()]) all.add(m);

  it("finds the schemas' messages by walking them", () => {
    expect(all).toContain("Enter your name.");
    expect(all).toContain("Use at most 100 characters.");
    expect(all).toContain("Choose the load type.");
    expect(all).toContain("Email is required");
    expect(all.size).toBeGreaterThan(60);
  });

  it.each([...all].map((m) => [m]))("translates %s", (message) => {
    expect(isKnownMessage(message)).toBe(true);
    for (const local of [hiValidation, mrValidation]) {
      const shown = translateMessage(message, local);
      expect(shown).not.toBe(message);
      expect(shown).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("fills a message's values into its translation", () => {
    expect(translateMessage("Use at most 100 characters.", hiValidation)).toBe(
      "ज़्यादा से ज़्यादा 100 अक्षर लिखें।",
    );
    const tooMany = lrListMessages()[0]!;
    expect(translateMessage(tooMany, mrValidation)).toBe(
      `तुम्ही 28 LR नंबर टाकले आहेत. एका वेळी 25 पर्यंत ट्रॅक करा: 3 काढून पुन्हा प्रयत्न करा.`,
    );
    expect(templateOf("We could not find PIN code 999999. Check the 6 digits.")?.values).toEqual({
      pincode: "999999",
    });
  });

  it("translates the estimate's refusal of a route the company does not serve (issue 32)", () => {
    // As server/services/estimates.ts words it.
    const refusal =
      "We do not deliver to or from PIN code 744101 yet. You can still send your request and we will see what we can do.";
    expect(translateMessage(refusal, hiValidation)).toBe(
      "हम अभी पिन कोड 744101 तक या वहाँ से डिलीवरी नहीं करते। आप फिर भी अपना अनुरोध भेज सकते हैं, हम देखेंगे कि क्या कर सकते हैं।",
    );
    expect(translateMessage(refusal, mrValidation)).toMatch(/^आम्ही अजून पिन कोड 744101 /);
  });

  it("shows English as it came, and an unknown message as it came", () => {
    expect(translateMessage("Enter your name.", validation.en)).toBe("Enter your name.");
    expect(translateMessage("Something new.", hiValidation)).toBe("Something new.");
  });
});
