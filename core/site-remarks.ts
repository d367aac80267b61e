/**
 * The remarks the site writes itself on a tracking event: an accepted
 * reschedule's "Delivery rescheduled to 1 December 2026 at the receiver's
 * request.". They are stored in English like every event's remarks (the
 * tracking API and the company's systems read English); a shipment's page
 * recognises them and says them in its own language (the tracking texts'
 * `journey.remarks`), with the day in the page's date format. Any other
 * remark is shown as it was sent.
 */
import { texts as dateTexts } from "./content/dates";

const MONTHS: readonly string[] = dateTexts.en.months;

const RESCHEDULED = new RegExp(
  `^Delivery rescheduled to (\\d{1,2}) (${MONTHS.join("|")}) (\\d{4}) at the receiver's request\\.$`,
);

/** The event an accepted reschedule adds, for a day YYYY-MM-DD. */
export function rescheduleRemarks(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `Delivery rescheduled to ${day} ${MONTHS[month! - 1]} ${year} at the receiver's request.`;
}

/** A remark the site wrote, by its kind and what it names; null for anyone else's. */
export type SiteRemark = { kind: "rescheduled"; date: string };

export function siteRemark(remarks: string): SiteRemark | null {
  const found = RESCHEDULED.exec(remarks.trim());
  if (!found) return null;
  const [, day, month, year] = found;
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    kind: "rescheduled",
    date: `${year}-${pad(MONTHS.indexOf(month!) + 1)}-${pad(Number(day))}`,
  };
}
