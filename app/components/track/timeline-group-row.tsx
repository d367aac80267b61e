import { Check, ChevronDown, MapPin } from "~/components/ui/icons";
import { MarkEnglish } from "~/components/ui/mark-english";
import { texts as trackingTexts } from "@core/content/tracking";
import type { ShipmentStatus } from "@core/shipment-status";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { siteRemark } from "@core/site-remarks";
import { trackingTime } from "@core/tracking-dates";
import type { TimelineGroup } from "@core/tracking-timeline";
import type { TrackingEntry } from "@core/schemas/tracking";
import { StatusIcon } from "./status-badge";
import { useShipmentStatus } from "./use-shipment-status";

/** Connector between two markers; its look tells what lies below it. */
export function Rail({ pending = false }: { pending?: boolean }) {
  return (
    <span
      className={`absolute top-12 bottom-1 left-[1.3125rem] w-0 border-l-2 ${pending ? "border-dashed border-navy-200" : "border-success"}`}
      aria-hidden="true"
    />
  );
}

type Props = { group: TimelineGroup; status: ShipmentStatus; live: boolean; last: boolean };

/**
 * One status on the timeline: its newest update, and the group's earlier
 * updates under a native 'More Info' / 'Hide Details' toggle (works without
 * JavaScript; each group opens on its own).
 */
export function TimelineGroupRow({ group, status, live, last }: Props) {
  const { headline, earlier } = group;
  const t = useTexts(trackingTexts).journey;
  return (
    <li className={`relative pl-16 ${last ? "" : "pb-8"}`}>
      {!last && <Rail />}
      <span className="absolute top-0 left-0">
        <StatusIcon
          status={status}
          className={live ? "ring-4 ring-danger/30 motion-safe:animate-pulse-ring" : ""}
        />
        {group.state === "completed" && (
          <span className="absolute -right-1 -bottom-1 grid size-5 place-items-center rounded-full bg-success text-white ring-2 ring-white">
            <Check className="size-3" strokeWidth={3} aria-hidden="true" />
          </span>
        )}
      </span>
      <EntryDetails
        entry={headline}
        heading={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className={`text-lg font-bold ${status.colour}`}>{status.label}</h3>
            {group.state === "active" ? (
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${live ? "bg-danger/10 text-danger" : "bg-navy-50 text-navy-800"}`}
              >
                {t.latestUpdate}
              </span>
            ) : (
              <span className="sr-only">{t.completed}</span>
            )}
          </div>
        }
      />
      {earlier.length > 0 && (
        <details className="group/more mt-3">
          <summary className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-bold text-navy-700 hover:text-navy-900 hover:underline">
            <span className="group-open/more:hidden">{t.moreInfo}</span>
            <span className="hidden group-open/more:inline">{t.hideDetails}</span>
            <span className="font-semibold text-muted">
              {fill(t.earlier, { count: earlier.length })}
            </span>
            <ChevronDown
              className="size-4 transition-transform group-open/more:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <ol className="mt-2 space-y-4 border-l-2 border-navy-100 pl-4">
            {earlier.map((entry) => (
              <li key={entry.tracking_id}>
                <EntryDetails entry={entry} compact />
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

/** A remark the site wrote itself in the page's language (core/site-remarks.ts); others as sent. */
function Remarks({ text }: { text: string }) {
  const t = useTexts(trackingTexts).journey.remarks;
  const { date } = useShipmentStatus();
  const remark = siteRemark(text);
  if (!remark) return <MarkEnglish text={text} />;
  return <>{fill(t[remark.kind], { date: date(remark.date) })}</>;
}

/**
 * Date, place and remarks of one update. Phones read it top to bottom;
 * wider screens put the date and time on the right.
 */
function EntryDetails({
  entry,
  heading,
  compact = false,
}: {
  entry: TrackingEntry;
  heading?: React.ReactNode;
  compact?: boolean;
}) {
  const { date } = useShipmentStatus();
  const time = trackingTime(entry.orderdate, entry.timestamp);
  const small = compact ? "text-sm" : "";
  return (
    <div className="grid gap-x-6 sm:grid-cols-[1fr_auto]">
      {heading}
      <p
        className={`text-sm font-semibold text-muted sm:col-start-2 sm:row-span-3 sm:row-start-1 sm:text-right ${heading ? "mt-0.5 sm:mt-1" : ""}`}
      >
        <time dateTime={entry.timestamp || undefined}>
          {date(entry.orderdate, entry.timestamp)}
          {time && (
            <>
              <span className="sm:hidden">, </span>
              <span className="sm:block">{time}</span>
            </>
          )}
        </time>
      </p>
      {entry.location && (
        <p className={`mt-1 flex items-center gap-1.5 font-semibold text-navy-900 ${small}`}>
          <MapPin className="size-4 shrink-0 text-navy-500" aria-hidden="true" />
          <MarkEnglish text={entry.location} />
        </p>
      )}
      {entry.remarks && (
        <p className={`mt-0.5 text-muted ${small}`}>
          <Remarks text={entry.remarks} />
        </p>
      )}
    </div>
  );
}
