/**
 * schema.org data for search engines (JSON-LD), built from app/content so a
 * changed phone number or address reaches them too.
 */
import { company } from "~/content/company";
import type { Faq } from "~/content/faqs";
import { shareImage } from "~/content/seo";
import { siteUrl } from "./meta";

const absolute = (path: string) => new URL(path, siteUrl).href;

/** The company as an Organization and its Vasai office as a LocalBusiness. */
export function organizationGraph() {
  const organizationId = absolute("/#organization");
  const contact = {
    "@type": "ContactPoint",
    contactType: "customer support",
    telephone: company.phone.tel,
    email: company.email.support,
    areaServed: "IN",
    availableLanguage: ["en", "hi", "mr"],
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: company.name,
        alternateName: company.shortName,
        slogan: company.tagline,
        url: absolute("/"),
        logo: absolute("/logo.png"),
        email: company.email.general,
        telephone: company.phone.tel,
        contactPoint: contact,
        sameAs: company.social.map((s) => s.href),
      },
      {
        "@type": "LocalBusiness",
        "@id": absolute("/#office"),
        name: company.name,
        parentOrganization: { "@id": organizationId },
        url: absolute("/"),
        image: absolute(shareImage.path),
        telephone: company.phone.tel,
        email: company.email.general,
        address: {
          "@type": "PostalAddress",
          streetAddress: company.address.street,
          addressLocality: company.address.locality,
          addressRegion: company.address.region,
          postalCode: company.address.postalCode,
          addressCountry: company.address.country,
        },
        areaServed: { "@type": "Country", name: "India" },
        openingHoursSpecification: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "00:00",
          closes: "23:59",
        },
      },
    ],
  };
}

export function faqPage(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
