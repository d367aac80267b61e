import type { Route } from "./+types/support";
import { FaqAccordion } from "~/components/ui/accordion";
import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { helpCentre, texts } from "@core/content/faqs";
import { pages } from "@core/content/routes";
import { langOf } from "@core/i18n";
import { metaTexts, pageMeta } from "~/lib/meta";
import { faqPage } from "~/lib/structured-data";
import { useTexts } from "~/lib/texts";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["faqs", "help-contacts"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(pages.support, args),
  {
    "script:ld+json": faqPage(
      metaTexts(texts, args).helpCentre.flatMap((c) => c.faqs),
      langOf(args.location.pathname),
    ),
  },
];

/** Help centre (spec section 2): three categories, one question open at a time. */
export default function Support() {
  const t = useTexts(texts);
  // The anchors stay English in every language; the titles and questions are the page's.
  const categories = helpCentre.map((c, i) => ({ ...c, ...t.helpCentre[i]! }));
  return (
    <>
      <PageHeader page={pages.support} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav aria-label={t.helpCentrePage.topicsLabel} className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-sm font-bold tracking-[0.14em] text-muted uppercase">
            {t.helpCentrePage.topics}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col">
            {categories.map((c) => (
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
          {categories.map((c) => (
            <section key={c.id} id={c.id} aria-labelledby={`${c.id}-title`}>
              <h2 id={`${c.id}-title`} className="mb-4 text-2xl font-extrabold text-navy-900">
                {c.title}
              </h2>
              <FaqAccordion name="help-centre" faqs={c.faqs} />
            </section>
          ))}
        </div>
      </div>
      <HelpContacts title={t.helpCentrePage.stillNeedHelp} raise />
    </>
  );
}
