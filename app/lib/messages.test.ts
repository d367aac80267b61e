/**
 * The validation catalogue (docs/decisions/025-languages.md "Validation
 * messages"): every message the schemas and the server's refusals give is a
 * key of core/content/validation.ts, every key has its Hindi and Marathi,
 * and the English the JSON API answers is word for word what it was before
 * the messages became keys. The schemas' messages are collected by walking
 * the schemas themselves, so a message written in words fails here.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import hiValidation from "@core/content/hi/validation";
import mrValidation from "@core/content/mr/validation";
import { texts as validation } from "@core/content/validation";
import { decodeMessage, encodeMessage, englishMessage, renderMessage } from "@core/messages";
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

/** Messages made inside transforms and refinements. */
function notInDefinitions(): string[] {
  const job = ApplicationFormSchema.shape.jobRelatedInformation.shape;
  const links = [job.portfolio_link, job.linkedin_profile, job.github_profile].map(
    (link) => link.safeParse("not a link").error?.issues[0]?.message ?? "",
  );
  const tooHeavy = EstimateQuerySchema.safeParse({
    from: "401208",
    to: "110001",
    weight_kg: "999999",
    service: "cl",
  }).error?.issues.map((issue) => issue.message);
  return [...links, ...(tooHeavy ?? []), ...Object.values(resumeMessages), ALREADY_SENT];
}

function lrListMessages(): string[] {
  const many = Array.from({ length: MAX_LR_NUMBERS + 3 }, (_, i) => `LR${100000 + i}`).join(" ");
  return [parseLrList(many), parseLrList("abc"), parseLrList("abc, x1, LR123456")].map((p) =>
    "message" in p ? p.message : "",
  );
}

/**
 * The server's refusals a form shows (server/services: captcha.ts,
 * intake.ts, applications.ts, estimates.ts), as their keys: the server
 * imports the catalogue, app/ never imports the server.
 */
const serverMessages = [
  encodeMessage("captchaWrong"),
  encodeMessage("captchaExpired"),
  encodeMessage("captchaUsed"),
  encodeMessage("leadSpam"),
  encodeMessage("leadLimited"),
  encodeMessage("leadUnavailable"),
  encodeMessage("jobClosed"),
  encodeMessage("unknownPincode", { pincode: "999999" }),
  encodeMessage("unservedPincode", { pincode: "744101" }),
];

/** Every sentence a visitor saw before the messages became keys (the schemas', the server's). */
const TODAY = [
  "An LR number has 6 to 20 letters and digits, like LR123456789.",
  "Choose a date within the next 12 months.",
  "Choose a transport service; warehousing is priced by quote.",
  "Choose the job you are applying for.",
  "Choose the load type.",
  "Choose the pickup date.",
  "Choose the service you need.",
  "Choose today or a later date.",
  "Choose your type of business.",
  "Current Job Title is required",
  "Current Salary is required",
  "Email is required",
  "Enter a weight above 0 kg.",
  "Enter at least 1 box.",
  "Enter the 6-digit PIN code, like 401208.",
  "Enter the address.",
  "Enter the amount you can invest, like ₹10 lakh.",
  "Enter the answer as a number, like 12.",
  "Enter the answer to the question, as a number.",
  "Enter the city you want to serve.",
  "Enter the city.",
  "Enter the full link, like https://github.com/your-name",
  "Enter the full link, like https://www.linkedin.com/in/your-name",
  "Enter the full link, like https://yourname.com",
  "Enter the number of boxes as a whole number, like 5.",
  "Enter the state, like Maharashtra.",
  "Enter the subject of your message.",
  "Enter the time like 10:30, or leave it empty.",
  "Enter the weight in kg, like 25.",
  "Enter where the goods go, like Delhi, Delhi.",
  "Enter where the goods start, like Pune, Maharashtra.",
  "Enter your 10-digit mobile number, like 98765 43210.",
  "Enter your company or firm's name.",
  "Enter your company's name.",
  "Enter your email address, like name@example.com.",
  "Enter your message.",
  "Enter your name.",
  "Enter your years of experience as a number, like 3 or 0 for none.",
  "Expected Salary is required",
  "Experience is required",
  "For more than 10,000 boxes, please call us.",
  "For more than 70 kg, ask for a quote or choose a truck load.",
  "For more than 40,000 kg, tell us in the notes.",
  "Full Name is required",
  "Keep each skill under 60 characters.",
  "List at most 30 skills.",
  "Phone Number is required",
  "Please select relocate option",
  "Please select work authorization",
  "Please try again later.",
  "Remove the invisible characters from this field: they often come along with copied text.",
  "Remove the unusual characters from this field.",
  "Resume is required",
  "Skills are required",
  "Tell us your experience, like 5 years in courier.",
  "That answer is not right. Please answer the new question.",
  "That question has expired. Please answer the new question.",
  "That question was already answered. Please answer the new question.",
  "The form was not sent properly. Please try again.",
  "These are not LR numbers: abc, x1. An LR number has 6 to 20 letters and digits, like LR123456789.",
  "This document contains macros. Please save it as a Word document (.docx) or PDF without macros and upload it again.",
  "This file is empty. Please choose your résumé again.",
  "This form was already sent with other details. Reload the page to send a new one.",
  "This is not an LR number: abc. An LR number has 6 to 20 letters and digits, like LR123456789.",
  "This job is no longer open. Please choose another opening.",
  "This question has expired. Please answer the new question.",
  "Too many submissions from your network. Please wait a minute and try again.",
  "Type this field again: it holds a broken character that cannot be stored.",
  "Upload your résumé as a PDF, DOC or DOCX file.",
  "Use at most 100 characters.",
  "Use at most 120 characters.",
  "Use at most 150 characters.",
  "Use at most 200 characters.",
  "Use at most 2000 characters.",
  "Use at most 254 characters.",
  "Use at most 300 characters.",
  "Use at most 3000 characters.",
  "Use at most 5000 characters.",
  "Use at most 60 characters.",
  "Use at most 80 characters.",
  "We could not find PIN code 999999. Check the 6 digits.",
  "We could not read this file. Please save it again as a PDF or DOCX and upload it.",
  "We do not deliver to or from PIN code 744101 yet. You can still send your request and we will see what we can do.",
  "You entered 28 LR numbers. Track up to 25 at a time: remove 3 and try again.",
  "Your résumé is larger than 5 MB. Please choose a smaller file.",
];

const placesOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the validation catalogue", () => {
  const all = new Set<string>();
  for (const schema of Object.values(schemas)) for (const m of messagesOf(schema)) all.add(m);
  for (const m of [...notInDefinitions(), ...lrListMessages(), ...serverMessages]) all.add(m);

  it("finds the schemas' messages by walking them", () => {
    expect(all).toContain(encodeMessage("name"));
    expect(all).toContain(encodeMessage("tooLong", { max: 100 }));
    expect(all).toContain(encodeMessage("loadType"));
    expect(all).toContain(encodeMessage("emailRequired"));
    expect(all.size).toBeGreaterThan(60);
  });

  it("reads every key of the catalogue as one, digits and all (deliveryPhoneLast4)", () => {
    const unread = Object.keys(validation.en).filter((key) => decodeMessage(key)?.key !== key);
    expect(unread).toEqual([]);
  });

  it.each([...all].map((m) => [m]))("gives %s as a key of the catalogue", (message) => {
    expect(decodeMessage(message)).toBeDefined();
  });

  it("renders in English exactly the sentences of before, and every one of them", () => {
    const english = new Set([...all].map(englishMessage));
    expect([...english].sort()).toEqual([...TODAY].sort());
  });

  it.each(Object.keys(validation.en).map((key) => [key]))(
    "translates %s into Hindi and Marathi, with the same values",
    (key) => {
      const english = validation.en[key as keyof typeof validation.en];
      for (const local of [hiValidation, mrValidation]) {
        const shown = local[key as keyof typeof local];
        expect(shown).not.toBe(english);
        expect(shown).toMatch(/[\u0900-\u097F]/);
        expect(placesOf(shown)).toEqual(placesOf(english));
      }
    },
  );

  it("fills a message's values into its translation", () => {
    expect(renderMessage(encodeMessage("tooLong", { max: 100 }), hiValidation)).toBe(
      "ज़्यादा से ज़्यादा 100 अक्षर लिखें।",
    );
    const tooMany = lrListMessages()[0]!;
    expect(renderMessage(tooMany, mrValidation)).toBe(
      `तुम्ही 28 LR नंबर टाकले आहेत. एका वेळी 25 पर्यंत ट्रॅक करा: 3 काढून पुन्हा प्रयत्न करा.`,
    );
    // A value as typed, whatever it holds, comes back as it was.
    const shown = "a?b=c&d, {max}|x";
    expect(decodeMessage(encodeMessage("notLrNumber", { shown }))?.values).toEqual({ shown });
    expect(renderMessage(encodeMessage("notLrNumber", { shown }), hiValidation)).toBe(
      `यह LR नंबर नहीं है: ${shown}। LR नंबर में 6 से 20 अक्षर और अंक होते हैं, जैसे LR123456789।`,
    );
  });

  it("translates the estimate's refusal of a route the company does not serve", () => {
    const refusal = encodeMessage("unservedPincode", { pincode: "744101" });
    expect(englishMessage(refusal)).toBe(
      "We do not deliver to or from PIN code 744101 yet. You can still send your request and we will see what we can do.",
    );
    expect(renderMessage(refusal, hiValidation)).toBe(
      "हम अभी पिन कोड 744101 पर पिकअप या डिलीवरी नहीं करते। आप फिर भी अपनी रिक्वेस्ट भेज सकते हैं, हम देखेंगे कि क्या कर सकते हैं।",
    );
    expect(renderMessage(refusal, mrValidation)).toMatch(/^आम्ही अजून पिन कोड 744101 /);
  });

  it("shows English where a page was sent only part of the catalogue, and words as they came", () => {
    expect(renderMessage(encodeMessage("name"), { tooLong: hiValidation.tooLong })).toBe(
      "Enter your name.",
    );
    expect(renderMessage("Something new.", hiValidation)).toBe("Something new.");
    expect(renderMessage("Use at most 60 characters.", hiValidation)).toBe(
      "Use at most 60 characters.",
    );
    expect(renderMessage("unknownKey", hiValidation)).toBe("unknownKey");
  });
});
