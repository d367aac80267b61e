import { staffTime } from "@core/content/staff-work";

export type ActivityItem = {
  id: number;
  at: string;
  who: string;
  action: string;
  from: string | null;
  to: string | null;
  body: string | null;
};

function describe(item: ActivityItem): string {
  if (item.action === "status") return `changed the status from ${item.from} to ${item.to}`;
  if (item.action === "assign") return `gave it from ${item.from} to ${item.to}`;
  return "wrote a note";
}

/** Notes and changes on a lead or an application, newest first, with who and when. */
export function ActivityList({ items }: { items: ActivityItem[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-6">
      <h2 id="history-heading" className="text-lg font-extrabold text-navy-900">
        Notes and history
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-muted">Nothing yet.</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border border-navy-100 bg-white p-3">
              <p className="text-sm">
                <strong className="break-all text-navy-900">{item.who}</strong> {describe(item)} ·{" "}
                <time dateTime={item.at} className="text-muted">
                  {staffTime(item.at)}
                </time>
              </p>
              {item.body && (
                <p className="mt-1 break-words whitespace-pre-line">
                  <bdi>{item.body}</bdi>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
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

/** A lead's or an application's history as the list shows it, people by their e-mail. */
export function toActivityItems(
  activity: StoredActivity[],
  people: { id: string; email: string }[],
): ActivityItem[] {
  const names = new Map(people.map((p) => [p.id, p.email]));
  const nameOf = (userId: string | null) =>
    userId ? (names.get(userId) ?? "a former colleague") : "nobody";
  return activity.map((a) => ({
    id: a.id,
    at: a.createdAt.toISOString(),
    who: nameOf(a.actorId),
    action: a.action,
    from: a.action === "assign" ? nameOf(a.fromValue) : a.fromValue,
    to: a.action === "assign" ? nameOf(a.toValue) : a.toValue,
    body: a.body,
  }));
}
