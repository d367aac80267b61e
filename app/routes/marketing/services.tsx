import type { Route } from "./+types/services";
import {
  DeferredParts,
  lazyParts,
  loadParts,
  type PartPlan,
} from "~/components/marketing/deferred-parts";
import { PageHeader } from "~/components/ui/page-header";
import { marketingPages } from "@core/content/marketing-pages";
import { pageMeta } from "~/lib/meta";
import type { TextsHandle } from "@core/texts";

/** The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md). */
export const handle = {
  texts: ["coverage", "service-page", "services", "streamline", "delivery-check"],
} satisfies TextsHandle;

const page = marketingPages.services;

export const meta: Route.MetaFunction = (args) => pageMeta(page, args);

/** Static content: its code loads on the first interaction (deferred-parts.tsx). */
const plan: PartPlan = [
  [
    "services-body",
    "interaction",
    () => import("~/components/marketing/services-body").then((m) => m.ServicesBody),
  ],
];
const parts = import.meta.env.SSR ? await loadParts(plan) : lazyParts(plan);

/** /services (spec section 2): title and description, coverage with the map of India, six services. */
export default function Services() {
  return (
    <>
      <PageHeader page={page} />
      <DeferredParts plan={plan} parts={parts} />
    </>
  );
}
