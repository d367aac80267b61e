import type { Route } from "./+types/join-us";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { JoinLinks } from "~/components/marketing/join-links";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Accordion } from "~/components/ui/accordion";
import { PageHeader } from "~/components/ui/page-header";
import { businessAccountFaqs } from "~/content/faqs";
import { joinUsCta, joinUsSections } from "~/content/join-us";
import { marketingPages } from "~/content/marketing-pages";
import { pageMeta } from "~/lib/meta";
import { faqPage } from "~/lib/structured-data";

const page = marketingPages.joinUs;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(page, args),
  { "script:ld+json": faqPage(businessAccountFaqs) },
];

/** Business account (spec section 2): four ways in, six questions (one open at a time), closing call. */
export default function JoinUs() {
  return (
    <>
      <PageHeader page={page} />
      <JoinLinks />
      <section aria-labelledby="business-faq-title" className="bg-white py-16 lg:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="business-faq-title" text={joinUsSections.faq} />
          <Accordion name="business-account-faq" items={businessAccountFaqs} />
        </div>
      </section>
      <CtaBanner
        id="join-cta-title"
        title={joinUsCta.title}
        text={joinUsCta.text}
        primary={joinUsCta.contact}
        secondary={joinUsCta.quote}
      />
    </>
  );
}
