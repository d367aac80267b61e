import { LR_NUMBER_PATTERN } from "./tracking";

/** LR numbers one POD ZIP may name, and the longest range of days it may span. */
export const POD_ZIP_MAX_LRS = 1_000;
export const POD_ZIP_MAX_DAYS = 366;

export type PodSelection = { lrNos: string[] } | { from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/**
 * Which PODs a /business/pod.zip link asks for: `lr` given once or more
 * (or comma-separated), or a range of days `from`–`to` (YYYY-MM-DD, India).
 */
export function readPodSelection(
  params: URLSearchParams,
): { ok: true; value: PodSelection } | { ok: false; message: string } {
  const lrs = params
    .getAll("lr")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toUpperCase())
    .filter(Boolean);
  if (lrs.length > 0) {
    if (lrs.length > POD_ZIP_MAX_LRS)
      return { ok: false, message: `Ask for at most ${POD_ZIP_MAX_LRS} LR numbers at once.` };
    const wrong = lrs.find((lr) => !LR_NUMBER_PATTERN.test(lr));
    if (wrong) return { ok: false, message: `"${wrong.slice(0, 20)}" is not an LR number.` };
    return { ok: true, value: { lrNos: [...new Set(lrs)] } };
  }
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? from;
  if (!from) return { ok: false, message: "Name the LR numbers (lr=…) or the days (from=…&to=…)." };
  if (!isDay(from) || !isDay(to))
    return { ok: false, message: "Give the days as YYYY-MM-DD, for example 2026-12-02." };
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0) return { ok: false, message: "The first day comes after the last." };
  if (days >= POD_ZIP_MAX_DAYS)
    return { ok: false, message: `Ask for at most ${POD_ZIP_MAX_DAYS} days at once.` };
  return { ok: true, value: { from, to } };
}

/**
 * The days a POD ZIP link of the shipments list names: the list's booking
 * days, up to today in India when it has no end, and at most the longest
 * range a ZIP may span counted back from the end. The link says these days
 * as days the PODs were received, which is what `from`–`to` select.
 */
export function podZipDays(
  filter: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  const to = filter.to && filter.to < today ? filter.to : today;
  const earliest = new Date(Date.parse(to) - (POD_ZIP_MAX_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const from = filter.from && filter.from > earliest ? filter.from : earliest;
  return { from: from > to ? to : from, to };
}
