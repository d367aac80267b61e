import { ArrowRight, Building2, ExternalLink, MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { Accordion } from "~/components/ui/accordion";
import { HelpContacts } from "~/components/ui/help-contacts";
import { company } from "~/content/company";
import { trackingFaqs } from "~/content/faqs";

/**
 * The FAQ block of both tracking pages (spec section 2): five questions, one
 * open at a time, 'Need More Help?', 'For Businesses' and the support
 * call to action (phone and support e-mail).
 */
export function TrackingFaq() {
  return (
    <>
      <section aria-labelledby="tracking-faq-title" className="container-page pt-12 lg:pt-16">
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div>
            <p className="text-sm font-bold tracking-[0.14em] text-saffron-700 uppercase">
              Help with tracking
            </p>
            <h2
              id="tracking-faq-title"
              className="mt-2 mb-6 text-title font-extrabold text-navy-900"
            >
              Frequently Asked Questions
            </h2>
            <Accordion name="tracking-faq" items={trackingFaqs} />
          </div>
          <aside
            aria-label="More help"
            className="grid gap-4 sm:grid-cols-2 lg:mt-[5.5rem] lg:grid-cols-1"
          >
            <div className="rounded-card bg-navy-900 p-6 text-white shadow-card">
              <MessageCircleQuestion className="size-7 text-saffron-300" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold">Still have a question?</h3>
              <p className="mt-1 text-navy-100">Write to us and our team will reply soon.</p>
              <Link to="/contact-us" className="btn-primary mt-5">
                Need More Help?
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </div>
            <div className="rounded-card border border-navy-100 bg-white p-6 shadow-card">
              <Building2 className="size-7 text-navy-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold text-navy-900">Shipping for a business?</h3>
              <p className="mt-1 text-muted">
                Book and manage bulk shipments on our business site.
              </p>
              <a
                href={company.businessSite}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-outline mt-5 text-navy-900"
              >
                For Businesses
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
          </aside>
        </div>
      </section>
      <HelpContacts
        title="Worried about your shipment?"
        text="Call or e-mail our support team. We answer 24/7. Please keep your LR number ready."
      />
    </>
  );
}
