import {
  lazy,
  memo,
  Suspense,
  useEffect,
  type ComponentProps,
  type ComponentType,
  type RefObject,
} from "react";
import type { DeliveryForm } from "./delivery-form";

/*
 * "Change delivery"'s form, whose code loads when the visitor reaches for it
 * (as the marketing pages' deferred parts do, decision 010): the server
 * renders it in full inside its <details>; in the browser React keeps that
 * HTML (a dehydrated Suspense boundary) until the first pointer, touch,
 * focus or key event inside the <details>, then fetches the form's code and
 * hydrates it. Without JavaScript, or before then, it is a plain form that
 * posts to the page. The shipment's page loads none of it up front.
 */
type Props = ComponentProps<typeof DeliveryForm>;

let openGate = () => {};
const gate = new Promise<void>((resolve) => (openGate = resolve));

const Form: ComponentType<Props> = import.meta.env.SSR
  ? (await import("./delivery-form")).DeliveryForm
  : lazy(async () => {
      await gate;
      return { default: (await import("./delivery-form")).DeliveryForm };
    });

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Opens the gate on the first interaction inside `ref`, or at once when the
 * form is wanted now (`eager`: it came back refused, or a link chose an
 * option) or was not rendered by the server (after a client-side navigation).
 */
export function useFormTrigger(ref: RefObject<HTMLElement | null>, eager: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!element || eager || !element.querySelector("form")) return openGate();
    for (const type of INTERACTIONS) element.addEventListener(type, openGate, { passive: true });
    return () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, openGate);
    };
  }, [ref, eager]);
}

/**
 * memo, by value: a form still waiting for its code must not receive
 * updates (a loader's revalidation gives equal data in new objects), or
 * React would discard its server HTML and render it again from scratch.
 */
export const DeferredDeliveryForm = memo(
  function DeferredDeliveryForm(props: Props) {
    return (
      <Suspense>
        <Form {...props} />
      </Suspense>
    );
  },
  (before, after) => JSON.stringify(before) === JSON.stringify(after),
);
