import { ArrowRight } from "~/components/ui/icons";
import { ServiceArt } from "~/components/illustrations/service-art";
import { Link } from "~/components/ui/local-link";
import { texts } from "@core/content/home";
import type { Service } from "@core/content/services";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { SectionHeading } from "./section-heading";

/** The picture of each segment is that of the service it leads to. */
function slugOf(href: string) {
  return href.split("/").pop() as Service["slug"];
}

/** Home section 4: D2C logistics, personal parcels and smart warehousing. */
export function BusinessSegments() {
  const { businessSegments, homeSections, exploreSegment } = useTexts(texts);
  return (
    <section aria-labelledby="segments-title" className="bg-white py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="segments-title" text={homeSections.segments} align="center" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {businessSegments.map((segment) => (
            <li
              key={segment.href}
              className="group relative flex flex-col rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8"
            >
              <div className="rounded-xl bg-navy-50 px-4 pt-6 pb-2">
                <ServiceArt
                  slug={slugOf(segment.href)}
                  className="mx-auto h-auto w-full max-w-60"
                />
              </div>
              <h3 className="mt-6 text-xl font-extrabold">{segment.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-navy-100">{segment.text}</p>
              <Link
                to={segment.href}
                className="mt-6 inline-flex items-center gap-1.5 font-bold text-saffron-300 after:absolute after:inset-0 after:rounded-card group-hover:text-saffron-200"
              >
                {fill(exploreSegment, { title: segment.title })}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
