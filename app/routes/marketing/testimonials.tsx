import type { Route } from "./+types/testimonials";
import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { pages } from "@core/content/routes";
import { testimonials, texts } from "@core/content/testimonials";
import { pageMeta } from "~/lib/meta";
import { useTexts } from "~/lib/texts";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["help-contacts", "testimonials"],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(pages.testimonials, args);

export default function Testimonials() {
  const t = useTexts(texts);
  return (
    <>
      <PageHeader page={pages.testimonials} />
      <section aria-label={t.listLabel} className="container-page py-12 lg:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial, i) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={{ ...testimonial, ...t.items[i] }} />
            </li>
          ))}
        </ul>
      </section>
      <HelpContacts title={t.shipWithUs.title} text={t.shipWithUs.text} />
    </>
  );
}
