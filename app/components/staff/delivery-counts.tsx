import { CountLink } from "./list-screen/count-link";
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
  return (
    <section aria-labelledby="delivery-requests-now" className="mb-8">
      <h2 id="delivery-requests-now" className="mb-3 text-xl font-extrabold text-navy-900">
        Delivery requests
      </h2>
      <p className={counts.overdue ? "text-danger" : ""}>
        <CountLink
          n={counts.overdue}
          to={`${path}?queue=overdue`}
          label="delivery requests overdue"
        />{" "}
        overdue · <CountLink n={counts.waiting} to={path} label="delivery requests waiting" />{" "}
        waiting, {counts.dueSoon} due within the hour
        {webhooks.failed > 0 && (
          <>
            {" "}
            ·{" "}
            <CountLink
              n={webhooks.failed}
              to="/staff/outbox?channel=webhook"
              label="webhooks failed"
            />{" "}
            webhooks failed
          </>
        )}
      </p>
    </section>
  );
}
