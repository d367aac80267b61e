import { ReceiptText } from "~/components/ui/icons";
import { MarkEnglish } from "~/components/ui/mark-english";
import { statusMeanings, texts as trackingTexts } from "@core/content/tracking";
import { useTexts } from "~/lib/texts";
import { StatusIcon } from "./status-badge";
import { useShipmentStatus } from "./use-shipment-status";

/** 'Where is my LR number?' and what the statuses mean, under the v1 search. */
export function LrNumberHelp() {
  const t = useTexts(trackingTexts);
  const { status: statusOf } = useShipmentStatus();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        id="lr-help"
        className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8"
      >
        <span className="grid size-12 place-items-center rounded-full bg-saffron-100 text-saffron-800">
          <ReceiptText className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-extrabold text-navy-900">
          <MarkEnglish text={t.lrNumberHelp.title} />
        </h2>
        {t.lrNumberHelp.paragraphs.map((p) => (
          <p key={p} className="mt-3 leading-relaxed text-muted">
            <MarkEnglish text={p} />
          </p>
        ))}
      </section>
      <section className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8">
        <h2 className="text-xl font-extrabold text-navy-900">{t.statusMeaningsTitle}</h2>
        <ul className="mt-5 space-y-4">
          {statusMeanings.map(({ status }, index) => {
            const s = statusOf(status);
            return (
              <li key={status} className="flex items-start gap-3">
                <StatusIcon status={s} size="sm" />
                <p className="leading-snug">
                  <span className={`font-bold ${s.colour}`}>{s.label}</span>
                  <span className="block text-sm text-muted">{t.statusMeanings[index]}</span>
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
