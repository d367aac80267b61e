import type { Route } from "./+types/support";
import { Accordion } from "~/components/ui/accordion";
import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { helpCentre } from "~/content/faqs";
import { pages } from "~/content/routes";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(pages.support, args),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: helpCentre.flatMap((c) =>
        c.faqs.map((f) => ({
          "@type": "Question",
          name: f.question,
          acceptedAnswer: { "@type": "Answer", text: f.answer },
        })),
      ),
    },
  },
];

/** Help centre (spec section 2): three categories, one question open at a time. */
export default function Support() {
  return (
    <>
      <PageHeader page={pages.support} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav aria-label="Help topics" className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-sm font-bold tracking-[0.14em] text-muted uppercase">Topics</h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col">
            {helpCentre.map((c) => (
              <li key={c.id}>
                <a
                  href={`#${c.id}`}
                  className="inline-block rounded-full border border-navy-200 bg-white px-4 py-2 text-sm font-semibold text-navy-800 hover:border-saffron-400 lg:rounded-lg"
                >
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-12">
          {helpCentre.map((c) => (
            <section key={c.id} id={c.id} aria-labelledby={`${c.id}-title`}>
              <h2 id={`${c.id}-title`} className="mb-4 text-2xl font-extrabold text-navy-900">
                {c.title}
              </h2>
              <Accordion name="help-centre" items={c.faqs} />
            </section>
          ))}
        </div>
      </div>
      <HelpContacts title="Still need help?" />
    </>
  );
}
