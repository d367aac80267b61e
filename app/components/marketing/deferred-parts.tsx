import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from "react";

/*
 * Parts of a page whose code loads only when the visitor needs it: when the
 * part comes into view, or on the first interaction with it. The server
 * renders every part in full; until its code arrives React keeps that HTML as
 * it is (a dehydrated Suspense boundary), so nothing moves, links work as
 * plain links and forms submit to the server. This keeps the JavaScript a
 * marketing page loads before any interaction small (120 KB gzipped
 * on the home page; Lighthouse Performance 95 on the others; decision 010).
 *
 * A route lists its parts in a plan and turns it into components once, at
 * module level: on the server by importing them (top-level await), in the
 * browser as lazy components:
 *
 *   const parts = import.meta.env.SSR ? await loadParts(plan) : lazyParts(plan);
 */
export type HydrationTrigger = "visible" | "interaction";

export type PartProps = { slug?: string };

export type PartPlan = readonly (readonly [
  id: string,
  trigger: HydrationTrigger,
  load: () => Promise<ComponentType<PartProps>>,
])[];

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

const gates = new Map<string, { opened: Promise<void>; open: () => void }>();

function gate(id: string) {
  let entry = gates.get(id);
  if (!entry) {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    entry = { opened, open };
    gates.set(id, entry);
  }
  return entry;
}

export function loadParts(plan: PartPlan) {
  return Promise.all(plan.map(([, , load]) => load()));
}

export function lazyParts(plan: PartPlan): ComponentType<PartProps>[] {
  return plan.map(([id, , load]) =>
    lazy(async () => {
      await gate(id).opened;
      return { default: await load() };
    }),
  );
}

/**
 * Opens the part's gate when its element comes into view or is touched. A
 * part rendered in the browser rather than from server HTML (after a
 * client-side navigation its wrapper starts empty) opens at once.
 */
function useTrigger(
  ref: React.RefObject<HTMLElement | null>,
  id: string,
  trigger: HydrationTrigger,
) {
  useEffect(() => {
    const element = ref.current;
    const { open } = gate(id);
    if (!element || !element.firstChild) return open();
    if (trigger === "visible") {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) open();
      });
      observer.observe(element);
      return () => observer.disconnect();
    }
    for (const type of INTERACTIONS) element.addEventListener(type, open, { passive: true });
    return () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, open);
    };
  }, [ref, id, trigger]);
}

/**
 * memo: a part still waiting for its code must not receive updates, or React
 * would discard its server HTML and render it again from scratch.
 */
const DeferredPart = memo(function DeferredPart({
  id,
  trigger,
  Part,
  slug,
}: {
  id: string;
  trigger: HydrationTrigger;
  Part: ComponentType<PartProps>;
  slug?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useTrigger(ref, id, trigger);
  return (
    <div ref={ref}>
      <Suspense>
        <Part slug={slug} />
      </Suspense>
    </div>
  );
});

export function DeferredParts({
  plan,
  parts,
  slug,
}: {
  plan: PartPlan;
  parts: ComponentType<PartProps>[];
  slug?: string;
}) {
  return plan.map(([id, trigger], i) => (
    <DeferredPart key={id} id={id} trigger={trigger} Part={parts[i]!} slug={slug} />
  ));
}
