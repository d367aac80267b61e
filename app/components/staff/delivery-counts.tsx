import { Link } from "react-router";
import { staffPages } from "@core/staff-access";

/** The overview's line for operations: delivery requests waiting and overdue, webhooks failed. */
export function DeliveryCounts({
  counts,
  webhooks,
}: {
  counts: { waiting: number; overdue: number; dueSoon: number };
  webhooks: { failed: number; pending: number };
}) {
  const path = staffPages.deliveryRequests.path;
  const count = (n: number, to: string, label: string) => (
    <Link to={to} className="font-bold text-navy-900 underline" aria-label={`${n} ${label}`}>
      {n.toLocaleString("en-IN")}
    </Link>
  );
  return (
    <section aria-labelledby="delivery-requests-now" className="mb-8">
      <h2 id="delivery-requests-now" className="mb-3 text-xl font-extrabold text-navy-900">
        Delivery requests
      </h2>
      <p className={counts.overdue ? "text-danger" : ""}>
        {count(counts.overdue, `${path}?queue=overdue`, "delivery requests overdue")} overdue ·{" "}
        {count(counts.waiting, path, "delivery requests waiting")} waiting, {counts.dueSoon} due
        within the hour
        {webhooks.failed > 0 && (
          <>
            {" "}
            · {count(webhooks.failed, "/staff/outbox?channel=webhook", "webhooks failed")} webhooks
            failed
          </>
        )}
      </p>
    </section>
  );
}
