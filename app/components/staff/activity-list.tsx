import { staffTime } from "@core/content/staff-work";
import { describeWork, type ActivityItem } from "@core/work-history";

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
                <strong className="break-words text-navy-900">{item.who}</strong>{" "}
                {describeWork(item)} ·{" "}
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
