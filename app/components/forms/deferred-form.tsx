import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from "react";
import { useFetchers, useNavigation } from "react-router";
import type { LeadFormId } from "@core/content/forms";

/*
 * A form whose code (Conform, zod, the form's schema and fields) loads
 * on the visitor's first focus, touch, key or submit inside it, not with the
 * page (Lighthouse 98 on the form pages; decision 034).
 *
 * The server renders the form in full. In the browser it is a lazy component
 * inside its own <Suspense>: until its code arrives, React keeps the server's
 * HTML as it is (a dehydrated boundary, as the marketing pages' deferred
 * parts, decision 010), so the form looks the same, what the visitor types
 * stays, and without JavaScript it posts to the server as it always did.
 *
 * While the code is on its way, React stops the events aimed at the form
 * from reaching anything below the document, so the form listens on the
 * window, before React. It remembers what the visitor did meanwhile (typed
 * in a field, chose a file, left a field, sent the form) and does it again
 * once the form has hydrated, so Conform checks the same fields at the same
 * moments as if its code had been there from the start, and a file input's
 * own handler (React hears a file chosen only as `change`) sees the file.
 * A submission is held, not sent as a page load: the browser's check
 * answers it, as with JavaScript always.
 *
 *   const load = () => import("./contact-body").then((m) => m.ContactBody);
 *   const ContactBody = import.meta.env.SSR ? await load() : deferredForm(load);
 *   <DeferredForm formId="contact" Body={ContactBody} />
 *
 * The lead forms pass their LeadFormId; another form (the customer-care
 * request, the ticket lookup, the careers application) passes the id its
 * body gives Conform and useFormHydrated, and reads what else it needs from
 * the route's data.
 */

/** A form's body: told its id (which it gives useFormHydrated). */
export type FormBody<Id extends string = LeadFormId> = (props: { formId: Id }) => ReactNode;
type Body = FormBody<string>;
type Gate = { opened: Promise<void>; open: () => void; isOpen: boolean };

const gates = new WeakMap<Body, Gate>();
function gate(body: Body): Gate {
  let entry = gates.get(body);
  if (!entry) {
    let resolve = () => {};
    const opened = new Promise<void>((done) => (resolve = done));
    const created: Gate = {
      opened,
      open: () => {
        created.isOpen = true;
        resolve();
      },
      isOpen: false,
    };
    gates.set(body, (entry = created));
  }
  return entry;
}

/**
 * The browser's lazy form body: its code is fetched once the form's gate
 * opens. If it cannot be fetched the server's HTML stays, and the form posts
 * to the server as without JavaScript.
 */
export function deferredForm<Id extends string>(load: () => Promise<FormBody<Id>>): FormBody<Id> {
  const Lazy: Body = lazy(async () => {
    await gate(Lazy).opened;
    try {
      return { default: (await load()) as Body };
    } catch (error) {
      console.warn("form code not loaded", error);
      failed.add(Lazy);
      for (const recorder of recorders.values()) if (recorder.body === Lazy) recorder.giveUp();
      return new Promise<never>(() => {});
    }
  });
  return Lazy;
}
const failed = new WeakSet<Body>();

/** What the visitor did before the form's code ran, to do again after it. */
type Step = { type: (typeof RECORDED)[number]; target: Element };
class Recorder {
  steps: Step[] = [];
  submit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  hydrated = false;
  constructor(
    readonly body: Body,
    readonly element: RefObject<HTMLElement | null>,
  ) {}

  /** Sends a held submission again: through the form's handler once hydrated, else as the browser would. */
  release() {
    const held = this.submit;
    this.submit = undefined;
    if (!held?.form.isConnected) return;
    const { form, submitter } = held;
    if (submitter instanceof HTMLButtonElement && submitter.type === "submit" && !submitter.hidden)
      form.requestSubmit(submitter);
    else form.requestSubmit();
  }

  /** The code did not come: what only works with it is shown again, and a held submission goes to the server. */
  giveUp() {
    for (const hidden of this.element.current?.querySelectorAll<HTMLElement>(WITHOUT_SCRIPT) ?? [])
      hidden.hidden = false;
    this.release();
  }
}
const recorders = new Map<string, Recorder>();

/**
 * Marks what a form shows only without JavaScript (the estimate's button):
 * hidden at once, as the form's code hides it once hydrated.
 */
export const WITHOUT_SCRIPT = "[data-without-script]";

const OPENING = ["focusin", "pointerdown", "touchstart", "keydown"] as const;
const RECORDED = ["input", "change", "focusout"] as const;

/**
 * memo: a form still waiting for its code must not receive new props, or
 * React would discard its server HTML and render it again from scratch.
 */
export const DeferredForm = memo(function DeferredForm({
  formId,
  Body,
  eager,
}: DeferredFormProps<string>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const { open, isOpen } = gate(Body);
    // Its code is loading or loaded: the form's own handlers take over.
    if (isOpen) return;
    // Rendered in the browser (a client-side navigation, a new form after a success): no server HTML to keep.
    if (!element?.firstChild || eager || failed.has(Body)) return open();
    for (const hidden of element.querySelectorAll<HTMLElement>(WITHOUT_SCRIPT))
      hidden.hidden = true;
    const recorder = new Recorder(Body, ref);
    recorders.set(formId, recorder);
    const inside = (event: Event) =>
      !recorder.hydrated && event.target instanceof Node && element.contains(event.target);
    const onOpening = (event: Event) => {
      if (inside(event)) open();
    };
    const onRecorded = (event: Event) => {
      if (!inside(event) || !(event.target instanceof Element)) return;
      const last = recorder.steps.at(-1);
      if (last?.type === event.type && last.target === event.target) return;
      recorder.steps.push({ type: event.type as Step["type"], target: event.target });
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!inside(event) || failed.has(Body) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      recorder.submit = { form: event.target, submitter: event.submitter };
      open();
    };
    const options = { capture: true, passive: true };
    for (const type of OPENING) window.addEventListener(type, onOpening, options);
    for (const type of RECORDED) window.addEventListener(type, onRecorded, options);
    window.addEventListener("submit", onSubmit, { capture: true });
    return () => {
      for (const type of OPENING) window.removeEventListener(type, onOpening, options);
      for (const type of RECORDED) window.removeEventListener(type, onRecorded, options);
      window.removeEventListener("submit", onSubmit, { capture: true });
      if (recorders.get(formId) === recorder) recorders.delete(formId);
    };
  }, [formId, Body, eager]);
  return (
    <div ref={ref}>
      <Suspense>
        <Body formId={formId} />
      </Suspense>
      <OpenOnNavigation Body={Body} />
    </div>
  );
}) as <Id extends string>(props: DeferredFormProps<Id>) => ReactNode;

type DeferredFormProps<Id extends string> = {
  formId: Id;
  Body: FormBody<Id>;
  /** Load at once: an answer from the server is shown (a post sent before the page's code ran). */
  eager: boolean;
};

/**
 * A navigation or a fetcher changes the router's state, which reaches the
 * form; React then waits for the form's code before showing it, so the code
 * is fetched then too.
 */
function OpenOnNavigation({ Body }: { Body: Body }) {
  const navigating = useNavigation().state !== "idle";
  const fetching = useFetchers().length > 0;
  const busy = navigating || fetching;
  useEffect(() => {
    if (busy) gate(Body).open();
  }, [busy, Body]);
  return null;
}

/**
 * Called by the form body once hydrated: does again what the visitor did
 * before (their typing and leaving fields, for Conform's listeners on the
 * document; a file chosen, for the file input's onChange), then sends a held
 * submission through the form's own handler.
 */
export function useFormHydrated(formId: string) {
  useLayoutEffect(() => {
    const recorder = recorders.get(formId);
    if (recorder) recorder.hydrated = true;
  }, [formId]);
  useEffect(() => {
    const recorder = recorders.get(formId);
    if (!recorder) return;
    recorders.delete(formId);
    for (const { type, target } of recorder.steps)
      if (target.isConnected)
        target.dispatchEvent(
          type === "focusout"
            ? new FocusEvent("focusout", { bubbles: true })
            : new Event(type, { bubbles: true }),
        );
    recorder.steps = [];
    recorder.release();
  }, [formId]);
}
