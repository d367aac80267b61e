import { ReceiptText } from "lucide-react";
import { lrNumberHelp, statusMeanings } from "~/content/tracking";
import { getShipmentStatus } from "~/lib/shipment-status";
import { StatusIcon } from "./status-badge";

/** 'Where is my LR number?' and what the statuses mean, under the v1 search. */
export function LrNumberHelp() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        id="lr-help"
        className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
      >
        <span className="grid size-12 place-items-center rounded-full bg-saffron-100 text-saffron-800">
          <ReceiptText className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-extrabold text-navy-900">{lrNumberHelp.title}</h2>
        {lrNumberHelp.paragraphs.map((p) => (
          <p key={p} className="mt-3 leading-relaxed text-muted">
            {p}
          </p>
        ))}
      </section>
      <section className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8">
        <h2 className="text-xl font-extrabold text-navy-900">What the statuses mean</h2>
        <ul className="mt-5 space-y-4">
          {statusMeanings.map(({ status, meaning }) => {
            const s = getShipmentStatus(status);
            return (
              <li key={status} className="flex items-start gap-3">
                <StatusIcon status={s} size="sm" />
                <p className="leading-snug">
                  <span className={`font-bold ${s.colour}`}>{s.label}</span>
                  <span className="block text-sm text-muted">{meaning}</span>
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
