import type { Route } from "./+types/home";
import {
  DeferredParts,
  lazyParts,
  loadParts,
  type PartPlan,
} from "~/components/marketing/deferred-parts";
import { homePage } from "@core/content/home-page";
import { pageMeta } from "~/lib/meta";
import type { TextsHandle } from "@core/texts";

/**
 * The texts this page reads in Hindi and Marathi (docs/decisions/025-languages.md).
 * Its only form is the LR search: of `validation`, only the search's messages.
 */
export const handle = {
  texts: [
    "organization",
    "track-search",
    { key: "validation", messagesOf: "lr-search" },
    "delivery-check",
    "home",
    "services",
    "motion",
    "streamline",
    "testimonials",
  ],
} satisfies TextsHandle;

export const meta: Route.MetaFunction = (args) => pageMeta(homePage, args);

/*
 * Every part of the home page loads its code only when needed
 * (components/marketing/deferred-parts.tsx): the hero with its tracking form
 * and the plain sections on the first interaction with them, the carousel
 * and the testimonials when they come into view. So the JavaScript loaded
 * before any interaction stays within 120 KB gzipped (decision 010).
 */
const hero = () => import("~/components/marketing/home-hero").then((m) => m.HomeHero);
const sections = () => import("~/components/marketing/home-parts");

const plan: PartPlan = [
  ["home-hero", "interaction", hero],
  ["home-start", "interaction", () => sections().then((m) => m.HomeStart)],
  ["home-services", "visible", () => sections().then((m) => m.HomeServices)],
  ["home-middle", "interaction", () => sections().then((m) => m.HomeMiddle)],
  ["home-testimonials", "visible", () => sections().then((m) => m.HomeTestimonials)],
];

const parts = import.meta.env.SSR ? await loadParts(plan) : lazyParts(plan);

/** Home (spec section 2): the hero, then sections 2 to 7 in order. */
export default function Home() {
  return <DeferredParts plan={plan} parts={parts} />;
}
