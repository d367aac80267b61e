import { describe, expect, it } from "vitest";
import { company } from "@core/content/company";
import type { CompanyFacts } from "@core/company-placeholders";
import { warnOfPlaceholders } from "./company-warnings";
import { capturedLogger } from "../tests/support/test-app";

const lines = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { level: number; msg: string; fact: string });

describe("the start's word on placeholders", () => {
  it("warns once per placeholder fact, naming it and core/content/company.ts", () => {
    const { logger, text } = capturedLogger();
    expect(warnOfPlaceholders(logger, company)).toBe(11);
    const logged = lines(text());
    expect(logged).toHaveLength(11);
    for (const line of logged) {
      expect(line.level).toBe(40);
      expect(line.msg).toContain(`the ${line.fact} is still`);
      expect(line.msg).toContain("core/content/company.ts");
    }
    expect(logged.map((l) => l.fact)).toContain("general e-mail");
    expect(logged.find((l) => l.fact === "general e-mail")!.msg).toContain("info@example.com");
  });

  it("says nothing when every fact is the company's own", () => {
    const { logger, text } = capturedLogger();
    const theirs: CompanyFacts = {
      ...company,
      name: "Konkan Road Carriers",
      phone: { display: "+91 22 4000 1234", tel: "+912240001234" },
      whatsapp: "https://wa.me/912240001234",
      email: {
        general: "hello@konkanroad.in",
        support: "care@konkanroad.in",
        careers: "jobs@konkanroad.in",
      },
      address: { ...company.address, street: "Plot 7, MIDC Taloja" },
      social: [],
      businessSite: "https://ship.konkanroad.in",
      grievanceOfficer: { ...company.grievanceOfficer, email: "grievance@konkanroad.in" },
    };
    expect(warnOfPlaceholders(logger, theirs)).toBe(0);
    expect(text()).toBe("");
  });
});
