import type { Route } from "./+types/about-us";
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
  texts: ["about", "services", "motion"],
} satisfies TextsHandle;

const page = marketingPages.aboutUs;

export const meta: Route.MetaFunction = (args) => pageMeta(page, args);

/*
 * Code loads when needed (deferred-parts.tsx): mission, vision and audiences
 * on the first interaction; the carousel, the counter and the board when
 * they come into view.
 */
const about = () => import("~/components/marketing/about-parts");
const plan: PartPlan = [
  ["about-intro", "interaction", () => about().then((m) => m.AboutIntro)],
  ["about-more", "visible", () => about().then((m) => m.AboutMore)],
];
const parts = import.meta.env.SSR ? await loadParts(plan) : lazyParts(plan);

/** /about-us (spec section 2): banner, mission and vision, audiences, services, key features, board. */
export default function AboutUs() {
  return (
    <>
      <PageHeader page={page}>
        <div className="h-8 lg:h-12" />
      </PageHeader>
      <DeferredParts plan={plan} parts={parts} />
    </>
  );
}
