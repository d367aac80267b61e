import { staffTime } from "~/content/staff-work";

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
              {item.body && <p className="mt-1 break-words whitespace-pre-line">{item.body}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
