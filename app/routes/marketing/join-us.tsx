import type { Route } from "./+types/join-us";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { JoinLinks } from "~/components/marketing/join-links";
import { SectionHeading } from "~/components/marketing/section-heading";
import { FaqAccordion } from "~/components/ui/accordion";
import { PageHeader } from "~/components/ui/page-header";
import { texts as faqTexts } from "@core/content/faqs";
import { joinUsCta, texts } from "@core/content/join-us";
import { marketingPages } from "@core/content/marketing-pages";
import { langOf } from "@core/i18n";
import { metaTexts, pageMeta } from "~/lib/meta";
import { faqPage } from "~/lib/structured-data";
import { useTexts } from "~/lib/texts";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["join-us", "faqs"],
} satisfies TextsHandle;

const page = marketingPages.joinUs;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(page, args),
  {
    "script:ld+json": faqPage(
      metaTexts(faqTexts, args).businessAccountFaqs,
      langOf(args.location.pathname),
    ),
  },
];

/** Business account (spec section 2): four ways in, six questions (one open at a time), closing call. */
export default function JoinUs() {
  const t = useTexts(texts);
  const { businessAccountFaqs } = useTexts(faqTexts);
  return (
    <>
      <PageHeader page={page} />
      <JoinLinks />
      <section aria-labelledby="business-faq-title" className="bg-white py-16 lg:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="business-faq-title" text={t.joinUsSections.faq} />
          <FaqAccordion name="business-account-faq" faqs={businessAccountFaqs} />
        </div>
      </section>
      <CtaBanner
        id="join-cta-title"
        title={t.joinUsCta.title}
        text={t.joinUsCta.text}
        primary={{ label: t.joinUsCta.contact, href: joinUsCta.contact.href }}
        secondary={{ label: t.joinUsCta.quote, href: joinUsCta.quote.href }}
      />
    </>
  );
}
