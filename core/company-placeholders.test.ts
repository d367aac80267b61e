import { describe, expect, it } from "vitest";
import { company } from "./content/company";
import { placeholdersIn, placeholderWarning, type CompanyFacts } from "./company-placeholders";

/** The facts of a company that has made the site its own. */
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
  address: { ...company.address, street: "Plot 7, MIDC Taloja", lines: ["Plot 7, MIDC Taloja"] },
  social: [{ name: "LinkedIn", href: "https://www.linkedin.com/company/konkan-road" }],
  businessSite: "https://ship.konkanroad.in",
  grievanceOfficer: { ...company.grievanceOfficer, email: "grievance@konkanroad.in" },
};

describe("placeholders among the company's facts", () => {
  it("lists every contract placeholder of core/content/company.ts, once each", () => {
    const facts = placeholdersIn(company).map((p) => p.fact);
    expect(facts).toEqual([
      "company name",
      "phone",
      "WhatsApp",
      "general e-mail",
      "support e-mail",
      "careers e-mail",
      "address",
      "Facebook page",
      "X page",
      "LinkedIn page",
      "grievance officer's e-mail",
    ]);
  });

  it("lists none once the company's own facts replace them", () => {
    expect(placeholdersIn(theirs)).toEqual([]);
  });

  it("still lists an address at a reserved example domain, which can never receive mail", () => {
    const found = placeholdersIn({
      ...theirs,
      email: { ...theirs.email, support: "help@support.example.org" },
    });
    expect(found).toEqual([{ fact: "support e-mail", value: "help@support.example.org" }]);
  });

  it("lists a separate business site only while it is at an example domain", () => {
    expect(placeholdersIn({ ...theirs, businessSite: null })).toEqual([]);
    expect(placeholdersIn({ ...theirs, businessSite: "https://business.example.com" })).toEqual([
      { fact: "business site", value: "https://business.example.com" },
    ]);
  });

  it("names the fact, its value and the file to change", () => {
    expect(placeholderWarning({ fact: "phone", value: "+91 98765 43210" })).toBe(
      'placeholder in use: the phone is still +91 98765 43210; change it in core/content/company.ts and rebuild (README "Make it yours")',
    );
  });
});
