import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, pickupRequests } from "../../database/schema";
import { openTestApp, type TestApp } from "../../tests/support/test-app";
import {
  applicationForm,
  openJobIds,
  postApplication,
  resumePdf,
  validApplication,
} from "../../tests/support/test-applications";
import { postJson, validLeads } from "../../tests/support/test-leads";

describe("JSON doors: values of the wrong type", () => {
  let t: TestApp;
  let jobId: number;
  beforeAll(async () => {
    t = await openTestApp({ pincodes: true });
    jobId = (await openJobIds(t)).open[0]!;
  });
  afterAll(() => t?.database.close());

  const pdf = { bytes: resumePdf(), name: "cv.pdf" };
  const storedApplications = async () =>
    (await t.database.db.select({ n: count() }).from(jobApplications))[0]!.n;

  it.each([
    [
      "a name that is a number",
      (d: App) => (d.basicInformation.name = 12345 as never),
      "basicInformation.name",
      "Send this field as text.",
    ],
    [
      "skills that are a number",
      (d: App) => (d.professionalInformation.skills = 42 as never),
      "professionalInformation.skills",
      "Send this field as text or a list.",
    ],
    [
      "a skill that is a number",
      (d: App) => (d.professionalInformation.skills = ["Excel", 7 as never]),
      "professionalInformation.skills[1]",
      "Send this field as text.",
    ],
    [
      "a salary that is true",
      (d: App) => (d.logistics.current_salary = true as never),
      "logistics.current_salary",
      "Send this field as text.",
    ],
    [
      "a cover letter that is a number",
      (d: App) => (d.jobRelatedInformation.cover_letter = 1 as never),
      "jobRelatedInformation.cover_letter",
      "Send this field as text.",
    ],
    [
      "experience that is a list",
      (d: App) => (d.professionalInformation.experience_years = [6] as never),
      "professionalInformation.experience_years",
      "Send this field as a number or text.",
    ],
    [
      "relocation that is an object",
      (d: App) => (d.logistics.willing_to_relocate = {} as never),
      "logistics.willing_to_relocate",
      "Send this field as text or true or false.",
    ],
  ])(
    "refuses an application with %s: 400, errors for that field",
    async (_, change, field, message) => {
      const before = await storedApplications();
      const data = validApplication(jobId);
      change(data);
      const res = await postApplication(t, applicationForm(data, pdf));
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ [field]: message });
      expect(await storedApplications()).toBe(before);
    },
  );

  it("still takes the types the spec sends: numbers, booleans and a list of skills", async () => {
    expect((await postApplication(t, applicationForm(validApplication(jobId), pdf))).status).toBe(
      201,
    );
  });

  it.each([
    ["a name that is a number", { name: 12345 }, "name", "Send this field as text."],
    ["a pincode that is a number", { pincode: 401208 }, "pincode", "Send this field as text."],
    [
      "boxes that are true",
      { expectedPackages: true },
      "expectedPackages",
      "Send this field as a number or text.",
    ],
    [
      "a pickup time that is text",
      { pickupTime: "10:30" },
      "pickupTime",
      "Send this field as an object.",
    ],
    [
      "a pickup time from that is a number",
      { pickupTime: { from: 1030 } },
      "pickupTime.from",
      "Send this field as text.",
    ],
  ])("refuses a pickup with %s", async (_, change, field, message) => {
    const before = (await t.database.db.select({ n: count() }).from(pickupRequests))[0]!.n;
    const res = await postJson(t, "/requestPickups/create/web", {
      ...validLeads.pickup(),
      ...change,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ [field]: message });
    expect((await t.database.db.select({ n: count() }).from(pickupRequests))[0]!.n).toBe(before);
  });
});

type App = ReturnType<typeof validApplication>;
