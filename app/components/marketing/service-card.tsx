import { ArrowRight } from "~/components/ui/icons";
import { ServiceArt } from "~/components/illustrations/service-art";
import { Link } from "~/components/ui/local-link";
import { serviceName, texts, type Service } from "@core/content/services";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";

/** A service with its picture and a Know More link that covers the whole card. */
export function ServiceCard({
  service,
  headingLevel = 3,
}: {
  service: Service;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const { knowMore, knowMoreHidden } = useTexts(texts);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-navy-100 bg-white shadow-card transition-shadow hover:shadow-lift">
      <div className="bg-navy-50 px-6 pt-6">
        <ServiceArt slug={service.slug} className="mx-auto h-auto w-full max-w-64" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-extrabold text-navy-900">{serviceName(service)}</Heading>
        <p className="mt-2 flex-1 leading-relaxed text-muted">{service.description}</p>
        <Link
          to={service.href}
          className="mt-5 inline-flex items-center gap-1.5 font-bold text-navy-700 after:absolute after:inset-0 after:rounded-card group-hover:text-navy-900"
        >
          {knowMore}
          <span className="sr-only"> {fill(knowMoreHidden, { name: serviceName(service) })}</span>
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </Link>
      </div>
    </article>
  );
}
