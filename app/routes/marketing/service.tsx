import type { Route } from "./+types/service";
import { ArrowRight } from "~/components/ui/icons";
import { useLocation } from "react-router";
import {
  DeferredParts,
  lazyParts,
  loadParts,
  type PartPlan,
} from "~/components/marketing/deferred-parts";
import { Link } from "~/components/ui/local-link";
import { PageHeader } from "~/components/ui/page-header";
import { marketingPages } from "@core/content/marketing-pages";
import { texts } from "@core/content/service-page";
import { serviceName, services, type Service } from "@core/content/services";
import { pageMeta } from "~/lib/meta";
import { fill, type TextsHandle } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { useServices } from "~/lib/use-services";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["service-details", "service-page", "services", "streamline"],
} satisfies TextsHandle;

/** The six service pages (spec section 2, "Service pages"), found by URL. */
const servicePages = {
  ptl: marketingPages.ptl,
  ltl: marketingPages.ltl,
  ftl: marketingPages.ftl,
  cl: marketingPages.cl,
  warehousing: marketingPages.warehousing,
  "express-delivery": marketingPages.express,
} satisfies Record<Service["slug"], unknown>;

function serviceOf(pathname: string): Service {
  const slug = pathname.replace(/\/$/, "").split("/").pop();
  return services.find((s) => s.slug === slug) ?? services[0]!;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(servicePages[serviceOf(args.location.pathname).slug], args);

/** Static content: its code loads on the first interaction (deferred-parts.tsx). */
const plan: PartPlan = [
  [
    "service-body",
    "interaction",
    () => import("~/components/marketing/service-body").then((m) => m.ServiceBody),
  ],
];
const parts = import.meta.env.SSR ? await loadParts(plan) : lazyParts(plan);

/** The intro with its call to action to /get-a-quote, then the body. */
export default function ServicePage() {
  const { slug } = serviceOf(useLocation().pathname);
  const service = useServices().find((s) => s.slug === slug)!;
  const t = useTexts(texts);
  return (
    <>
      <PageHeader
        page={servicePages[service.slug]}
        parent={{ label: t.parentLabel, href: "/services" }}
      >
        <Link to={t.cta.href} className="btn-primary mt-8">
          {t.cta.label}
          <span className="sr-only"> {fill(t.ctaHidden, { name: serviceName(service) })}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </PageHeader>
      <DeferredParts plan={plan} parts={parts} slug={service.slug} />
    </>
  );
}
