import { ChevronRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/local-link";
import { MarkEnglish } from "~/components/ui/mark-english";
import { texts as layoutTexts } from "@core/content/layout";
import type { PageInfo } from "@core/content/routes";
import { usePageInfo, useTexts } from "~/lib/texts";

/** The banner at the top of every inner page: where you are, what this page is. */
export function PageHeader({
  page,
  parent,
  children,
}: {
  page: Pick<PageInfo, "heading" | "intro" | "path">;
  parent?: { label: string; href: string };
  children?: React.ReactNode;
}) {
  const local = usePageInfo(page);
  const { breadcrumbHome, breadcrumbLabel } = useTexts(layoutTexts);
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <RoadLines />
      <div className="container-page relative py-12 sm:py-16 lg:py-20">
        <nav aria-label={breadcrumbLabel}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-navy-200">
            <li>
              <Link to="/" className="hover:text-white hover:underline">
                {breadcrumbHome}
              </Link>
            </li>
            {parent && (
              <li className="flex items-center gap-1.5">
                <ChevronRight className="size-3.5" aria-hidden="true" />
                <Link to={parent.href} className="hover:text-white hover:underline">
                  {parent.label}
                </Link>
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <ChevronRight className="size-3.5" aria-hidden="true" />
              <span aria-current="page" className="text-saffron-200">
                <MarkEnglish text={local.heading} />
              </span>
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 max-w-3xl text-display font-extrabold tracking-tight text-balance">
          <MarkEnglish text={local.heading} />
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">
          <MarkEnglish text={local.intro} />
        </p>
        {children}
      </div>
    </section>
  );
}

/** Perspective road lines: the identity's background motif. */
function RoadLines() {
  return (
    <svg
      className="pointer-events-none absolute inset-y-0 right-0 h-full w-2/3 max-w-3xl opacity-30"
      viewBox="0 0 600 400"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="road-fade" x1="0" x2="1">
          <stop offset="0" stopColor="#3a6599" stopOpacity="0" />
          <stop offset="1" stopColor="#3a6599" />
        </linearGradient>
      </defs>
      <path
        d="M600 40 L120 400 M600 140 L300 400 M600 250 L480 400"
        stroke="url(#road-fade)"
        strokeWidth="46"
        fill="none"
      />
      <path
        d="M600 90 L210 400"
        stroke="#ffab1f"
        strokeWidth="3"
        strokeDasharray="18 16"
        fill="none"
        opacity="0.8"
      />
      <path
        d="M600 195 L390 400"
        stroke="#ffab1f"
        strokeWidth="3"
        strokeDasharray="18 16"
        fill="none"
        opacity="0.6"
      />
    </svg>
  );
}
