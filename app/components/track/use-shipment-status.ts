import { texts as statusTexts } from "@core/content/shipment-statuses";
import { useLang } from "~/lib/i18n";
import { getShipmentStatus, type ShipmentStatus } from "@core/shipment-status";
import { formatTrackingDate, trackingTime } from "@core/tracking-dates";
import { useTexts } from "~/lib/texts";

/**
 * Statuses and dates in the page's language: a status's label (English: the
 * spec's, or the server's words), and 'Wed, 12 Nov 25, 10:30 AM' with the
 * language's day and month names, always in Latin digits.
 */
export function useShipmentStatus() {
  const lang = useLang();
  const texts = useTexts(statusTexts);
  const status = (raw: string): ShipmentStatus =>
    getShipmentStatus(raw, lang === "en" ? undefined : texts);
  const date = (orderdate: string, timestamp?: string) =>
    formatTrackingDate(orderdate, timestamp, texts.dates);
  /** Date and time: 'Wed, 12 Nov 25, 10:30 AM'. */
  const when = (orderdate: string, timestamp?: string) => {
    const time = trackingTime(orderdate, timestamp);
    return date(orderdate, timestamp) + (time ? `, ${time}` : "");
  };
  return { lang, texts, status, date, when };
}
