import { describe, expect, it, vi } from "vitest";
import { businessAccountFaqs } from "@core/content/faqs";
import hiFaqs from "@core/content/hi/faqs";
import hiOrganization from "@core/content/hi/organization";
import { faqPage, organizationGraph } from "./structured-data";

vi.mock("./meta", () => ({ siteUrl: "https://www.example.in" }));

describe("JSON-LD in the page's language", () => {
  it("keeps English as it was", () => {
    const faq = faqPage(businessAccountFaqs);
    expect(faq).not.toHaveProperty("inLanguage");
    expect(faq.mainEntity[0]!.name).toBe(businessAccountFaqs[0]!.question);
    const [organization, office] = organizationGraph()["@graph"];
    expect(organization).toMatchObject({
      slogan: "It is our responsibility to deliver goods on time.",
    });
    expect(office).toMatchObject({ areaServed: { name: "India" } });
  });

  it("writes Hindi questions and answers, with the brand name as it is", () => {
    const faq = faqPage(hiFaqs.businessAccountFaqs, "hi");
    expect(faq.inLanguage).toBe("hi");
    const answers = faq.mainEntity.map((q) => q.acceptedAnswer.text).join(" ");
    expect(answers).toContain("Sahyadri Interlink Logistics");
    expect(answers).not.toContain("{brand}");
    const [organization, office] = organizationGraph(hiOrganization)["@graph"];
    expect(organization).toMatchObject({
      name: "Sahyadri Interlink Logistics",
      slogan: hiOrganization.slogan,
    });
    expect(office).toMatchObject({ areaServed: { name: "भारत" } });
  });
});
