/**
 * A lead's or an application's history (work_activity) in words, people by
 * name: "Priya Nair changed the status from New to
 * Contacted", "Priya Nair called at 10:42 AM". English, like the console.
 */
import { applicationStatusLabels, leadStatusLabels, staffName } from "./content/staff-work";
import { indiaClock } from "./india-time";
import { valueAt } from "./records";
import { isLang } from "./i18n";

export type ActivityItem = {
  id: number;
  at: string;
  who: string;
  action: string;
  from: string | null;
  to: string | null;
  body: string | null;
  /** An assignment to the person who made it. */
  toSelf?: boolean;
};

const statusLabel = (status: string | null) =>
  valueAt(leadStatusLabels, status) ?? valueAt(applicationStatusLabels, status) ?? status ?? "none";

const languageNames = { en: "English", hi: "Hindi", mr: "Marathi" } as const;

/** "3 Dec 2026": a day as the history writes it. */
function day(value: string | null): string {
  if (!value) return "";
  return new Date(`${value}T00:00:00Z`).toLocaleDateString("en-IN", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** What one entry says after the person's name (in words, people by name). */
export function describeWork(item: ActivityItem): string {
  switch (item.action) {
    case "status":
      return `changed the status from ${statusLabel(item.from)} to ${statusLabel(item.to)}`;
    case "assign":
      if (item.toSelf) return item.from ? `took it from ${item.from}` : "took it";
      if (!item.to) return `took it off ${item.from ?? "nobody"}`;
      return item.from ? `gave it from ${item.from} to ${item.to}` : `gave it to ${item.to}`;
    case "follow_up":
      return item.to
        ? `set the follow-up for ${day(item.to)}${item.from ? ` (was ${day(item.from)})` : ""}`
        : `cleared the follow-up of ${day(item.from)}`;
    case "reply": {
      const language = item.from && isLang(item.from) ? ` in ${languageNames[item.from]}` : "";
      return `replied by e-mail${language}: “${item.to ?? ""}”`;
    }
    case "call":
      return `called at ${indiaClock(new Date(item.at))}`;
    case "whatsapp":
      return `sent a WhatsApp message at ${indiaClock(new Date(item.at))}`;
    default:
      return "wrote a note";
  }
}

type StoredActivity = {
  id: number;
  createdAt: Date;
  actorId: string | null;
  action: string;
  fromValue: string | null;
  toValue: string | null;
  body: string | null;
};

/** A lead's or an application's history as the list shows it, people by name (e-mail until they have one). */
export function toActivityItems(
  activity: StoredActivity[],
  people: { id: string; email: string; name?: string | null }[],
): ActivityItem[] {
  const names = new Map(people.map((p) => [p.id, staffName(p)]));
  const nameOf = (userId: string | null) =>
    userId ? (names.get(userId) ?? "a former colleague") : null;
  return activity.map((a) => ({
    id: a.id,
    at: a.createdAt.toISOString(),
    who: nameOf(a.actorId) ?? "nobody",
    action: a.action,
    from: a.action === "assign" ? nameOf(a.fromValue) : a.fromValue,
    to: a.action === "assign" ? nameOf(a.toValue) : a.toValue,
    body: a.body,
    toSelf: a.action === "assign" && a.toValue !== null && a.toValue === a.actorId,
  }));
}
