import type { Route } from "./+types/testimonials";
import { HelpContacts } from "~/components/ui/help-contacts";
import { PageHeader } from "~/components/ui/page-header";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { pages } from "~/content/routes";
import { testimonials } from "~/content/testimonials";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(pages.testimonials, args);

export default function Testimonials() {
  return (
    <>
      <PageHeader page={pages.testimonials} />
      <section aria-label="Testimonials" className="container-page py-12 lg:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      </section>
      <HelpContacts
        title="Ship with us"
        text="Join the businesses that trust us with their goods. Ask for a quote or call us."
      />
    </>
  );
}
