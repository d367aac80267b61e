import { ArrowRight, Building2, ExternalLink, MessageCircleQuestion } from "~/components/ui/icons";
import { Accordion } from "~/components/ui/accordion";
import { HelpContacts } from "~/components/ui/help-contacts";
import { Link } from "~/components/ui/local-link";
import { company } from "@core/content/company";
import { texts as faqTexts } from "@core/content/faqs";
import { texts as trackingTexts } from "@core/content/tracking";
import { useTexts } from "~/lib/texts";

/**
 * The FAQ block of both tracking pages (spec section 2): five questions, one
 * open at a time, 'Need More Help?', 'For Businesses' and the support
 * call to action (phone and support e-mail).
 */
export function TrackingFaq() {
  const t = useTexts(trackingTexts).faq;
  const { trackingFaqs } = useTexts(faqTexts);
  return (
    <>
      <section aria-labelledby="tracking-faq-title" className="container-page pt-12 lg:pt-16">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div>
            <p className="text-sm font-bold tracking-[0.14em] text-saffron-700 uppercase">
              {t.eyebrow}
            </p>
            <h2
              id="tracking-faq-title"
              className="mt-2 mb-6 text-title font-extrabold text-navy-900"
            >
              {t.title}
            </h2>
            <Accordion name="tracking-faq" items={trackingFaqs} />
          </div>
          <aside
            aria-label={t.moreHelp}
            className="grid gap-4 sm:grid-cols-2 lg:mt-[5.5rem] lg:grid-cols-1"
          >
            <div className="rounded-card bg-navy-900 p-6 text-white shadow-card">
              <MessageCircleQuestion className="size-7 text-saffron-300" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold">{t.questionTitle}</h3>
              <p className="mt-1 text-navy-100">{t.questionText}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link to="/contact-us" className="btn-primary">
                  {t.questionLink}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
                <Link to="/support/request" className="btn-outline text-white">
                  {t.raiseLink}
                </Link>
              </div>
            </div>
            <div className="rounded-card border border-navy-100 bg-white p-6 shadow-card">
              <Building2 className="size-7 text-navy-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold text-navy-900">{t.businessTitle}</h3>
              <p className="mt-1 text-muted">{t.businessText}</p>
              {company.businessSite ? (
                <a
                  href={company.businessSite}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-outline mt-5 text-navy-900"
                >
                  {t.businessLink}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">{t.newTab}</span>
                </a>
              ) : (
                // No separate site: the portal of this one, in the page's language.
                <Link to="/business" className="btn-outline mt-5 text-navy-900">
                  {t.businessLink}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              )}
            </div>
          </aside>
        </div>
      </section>
      <HelpContacts title={t.contactsTitle} text={t.contactsText} raise />
    </>
  );
}
