import { CircleCheck } from "~/components/ui/icons";
import { ServiceArt } from "~/components/illustrations/service-art";
import type { ServiceDetail } from "@core/content/service-details";
import { texts } from "@core/content/service-page";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";

/** A service page's introduction: what it is, who it is for, and its picture. */
export function ServiceOverview({ detail, name }: { detail: ServiceDetail; name: string }) {
  const servicePageText = useTexts(texts);
  return (
    <section
      aria-labelledby="overview-title"
      className="container-page grid items-center gap-10 py-16 lg:grid-cols-[1.2fr_1fr] lg:py-20"
    >
      <div>
        <p className="text-sm font-bold tracking-[0.16em] text-saffron-700 uppercase">
          {servicePageText.overviewEyebrow}
        </p>
        <h2
          id="overview-title"
          className="mt-2 text-title font-extrabold tracking-tight text-navy-900"
        >
          {fill(servicePageText.overviewTitle, { name })}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{detail.lead}</p>
        <h3 className="mt-8 font-extrabold text-navy-900">{servicePageText.idealForTitle}</h3>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {detail.idealFor.map((item) => (
            <li key={item} className="flex gap-2.5 leading-snug text-ink">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-[1.5rem] bg-navy-50 p-8 sm:p-12">
        <ServiceArt slug={detail.slug} className="mx-auto h-auto w-full max-w-md" />
      </div>
    </section>
  );
}
