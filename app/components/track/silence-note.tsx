import { Hourglass } from "~/components/ui/icons";
import { Link } from "~/components/ui/local-link";
import { texts as deliveryTexts } from "@core/content/delivery-options";
import { texts as trackingTexts } from "@core/content/tracking";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";

/**
 * A shipment with no news for 48 hours or more that has not arrived says so
 * plainly, with customer care's form for a delay and the
 * LR number filled in.
 */
export function SilenceNote({ lrNo, days }: { lrNo: string; days: number }) {
  const t = useTexts(deliveryTexts).silence;
  const report = useTexts(trackingTexts).result.reportProblem;
  return (
    <section
      aria-labelledby="silence-title"
      className="mb-6 flex flex-col gap-4 rounded-card border border-saffron-200 bg-saffron-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Hourglass className="mt-0.5 size-6 shrink-0 text-saffron-700" aria-hidden="true" />
        <div>
          <h2 id="silence-title" className="text-lg font-extrabold text-navy-900">
            {fill(t.title, { days })}
          </h2>
          <p className="mt-1 max-w-2xl text-ink">{fill(t.text, { days })}</p>
        </div>
      </div>
      <Link
        to={`/support/request?category=delay&lr=${encodeURIComponent(lrNo)}`}
        className="btn-dark shrink-0"
      >
        {report}
      </Link>
    </section>
  );
}
