/**
 * schema.org data for search engines (JSON-LD), built from app/content so a
 * changed phone number or address reaches them too.
 */
import { company } from "@core/content/company";
import type { Faq } from "@core/content/faqs";
import { texts as organizationTexts } from "@core/content/organization";
import { shareImage } from "@core/content/seo";
import { LANGS, type Lang } from "@core/i18n";
import { siteUrl } from "./meta";
import { fill, type Translation } from "@core/texts";

const absolute = (path: string) => new URL(path, siteUrl).href;

/**
 * The company as an Organization and its Vasai office as a LocalBusiness,
 * with its slogan and country in the page's language (`local`, the
 * organization texts); name, address, phone and e-mail stay as they are.
 */
export function organizationGraph(
  local: Translation<typeof organizationTexts.en> = organizationTexts.en,
) {
  const organizationId = absolute("/#organization");
  const contact = {
    "@type": "ContactPoint",
    contactType: "customer support",
    telephone: company.phone.tel,
    email: company.email.support,
    areaServed: "IN",
    availableLanguage: [...LANGS],
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: company.name,
        alternateName: company.shortName,
        slogan: local.slogan,
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
        areaServed: { "@type": "Country", name: local.country },
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

/**
 * Questions and answers as an FAQPage, in the language they are written in
 * (`lang`, said as inLanguage on Hindi and Marathi pages). A translated
 * answer may name the brand as "{brand}".
 */
export function faqPage(faqs: readonly Faq[], lang: Lang = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(lang === "en" ? {} : { inLanguage: lang }),
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: fill(f.answer, { brand: company.name }) },
    })),
  };
}
