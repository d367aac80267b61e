import { ArrowRight } from "~/components/ui/icons";
import { ServiceArt } from "~/components/illustrations/service-art";
import { Link } from "~/components/ui/local-link";

type Action = { label: string; href: string };

/**
 * A navy call-to-action band with a truck on the road: the Streamline Your
 * Logistics banner of the home page and the closing call of other pages.
 */
export function CtaBanner({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: Action;
  secondary: Action;
}) {
  return (
    <section aria-labelledby={id} className="container-page py-12 lg:py-16">
      <div className="relative grid items-center gap-8 overflow-hidden rounded-[1.5rem] bg-navy-900 px-6 py-10 text-white sm:px-10 lg:grid-cols-[1.3fr_1fr] lg:px-14 lg:py-14">
        <svg
          className="pointer-events-none absolute inset-y-0 right-0 hidden h-full w-2/3 opacity-40 sm:block"
          viewBox="0 0 600 400"
          preserveAspectRatio="xMaxYMid slice"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M600 60 L200 400 M600 230 L420 400"
            stroke="#1f3d66"
            strokeWidth="56"
            fill="none"
          />
          <path
            d="M600 60 L200 400 M600 230 L420 400"
            stroke="#ffab1f"
            strokeWidth="3"
            strokeDasharray="18 16"
            fill="none"
          />
        </svg>
        <div className="relative">
          <h2 id={id} className="text-title font-extrabold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mt-3 max-w-xl text-lg leading-relaxed text-navy-100">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={primary.href} className="btn-primary">
              {primary.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to={secondary.href} className="btn-outline text-white">
              {secondary.label}
            </Link>
          </div>
        </div>
        <div className="relative mx-auto hidden w-full max-w-sm rounded-[1.25rem] bg-navy-50 px-6 pt-8 pb-4 shadow-lift sm:block">
          <ServiceArt slug="express-delivery" className="h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
