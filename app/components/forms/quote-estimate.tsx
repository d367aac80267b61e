import { Calculator } from "~/components/ui/icons";
import { useEffect, useState, useSyncExternalStore } from "react";
import { texts } from "@core/content/forms";
import { formatRupees } from "@core/estimate";
import { useMessage } from "~/lib/messages";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import {
  viewOfAnswer,
  viewOfErrors,
  type EstimateApiAnswer,
  type EstimateView,
} from "./estimate-view";

/** The name of the button that asks for an estimate without JavaScript (the page's action answers it). */
export const ESTIMATE_INTENT = "estimate";

/** Whether the page runs with JavaScript: false on the server and while hydrating, true after. */
const noSubscription = () => () => {};

type Inputs = { from?: string; to?: string; weight?: string; service?: string };

/**
 * The instant estimate on /get-a-quote (decision 023): with JavaScript it
 * follows what the visitor types, asking GET /api/estimate once they pause;
 * without, the Show estimate button posts the form and the action answers.
 * Always labelled indicative, GST shown apart.
 */
export function QuoteEstimate({
  inputs,
  fromServer,
}: {
  inputs: Inputs;
  fromServer?: EstimateView;
}) {
  const [view, setView] = useState<EstimateView | undefined>(fromServer);
  // A new answer from the action replaces what the page showed.
  const [shownFromServer, setShownFromServer] = useState(fromServer);
  if (shownFromServer !== fromServer) {
    setShownFromServer(fromServer);
    setView(fromServer);
  }
  const t = useTexts(texts).estimate;
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const { from = "", to = "", weight = "", service = "" } = inputs;
  const complete = [from, to, weight, service].every((v) => v.trim() !== "");
  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ from, to, weight_kg: weight, service });
      fetch(`/api/estimate?${query}`, { signal: controller.signal })
        .then(async (res) => {
          if (res.ok) return setView(viewOfAnswer((await res.json()) as EstimateApiAnswer));
          if (res.status === 400 || res.status === 404) {
            const body = (await res.json()) as { errors?: Record<string, string> };
            setView(viewOfErrors(body.errors ?? {}));
          }
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn("estimate failed", error);
        });
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, from, to, weight, service]);

  return (
    <section
      aria-labelledby="estimate-title"
      className="rounded-card border-2 border-navy-100 bg-navy-50 p-5 sm:col-span-2"
    >
      <h3 id="estimate-title" className="flex items-center gap-2 font-bold text-navy-900">
        <Calculator className="size-5" aria-hidden="true" />
        {t.title}
      </h3>
      <div role="status" className="mt-2" data-testid="estimate">
        <EstimateText view={complete || !scripted ? view : undefined} />
      </div>
      <button
        type={scripted ? "button" : "submit"}
        name="intent"
        value={ESTIMATE_INTENT}
        formNoValidate
        hidden={scripted}
        data-without-script
        className="btn-outline mt-3 text-navy-800"
      >
        {t.show}
      </button>
    </section>
  );
}

function EstimateText({ view }: { view: EstimateView | undefined }) {
  const t = useTexts(texts).estimate;
  const message = useMessage();
  if (!view) return <p className="text-muted">{t.empty}</p>;
  if (view.status === "invalid")
    return (
      <ul className="list-disc pl-5 text-danger">
        {Object.entries(view.errors).map(([field, text]) => (
          <li key={field}>
            {t.labels[field as keyof typeof t.labels] ?? field}: {message(text)}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="text-navy-900">
      <p className="text-2xl font-extrabold">
        {fill(t.range, { low: formatRupees(view.low), high: formatRupees(view.high) })}
        <span className="text-base font-semibold">{t.plusGst}</span>
      </p>
      <p className="mt-1">
        {fill(t.details, {
          rate: view.gstRatePercent,
          gstLow: formatRupees(view.gstLow),
          gstHigh: formatRupees(view.gstHigh),
          min: view.days.min,
          max: view.days.max,
          km: view.distanceKm.toLocaleString("en-IN"),
          from: view.from,
          to: view.to,
        })}
      </p>
      <p className="mt-1 text-sm text-muted">{t.note}</p>
    </div>
  );
}
