import { Form, Link } from "react-router";
import { OPTION_LABELS, type DeliveryOption } from "@core/delivery-options";
import { staffPages } from "@core/staff-access";
import { DeliveryAttempts } from "./delivery-attempts";

const EVENT_WORDS: Record<string, string> = {
  "delivery_request.created": "A new delivery request",
  "delivery_request.decided": "A decision on a delivery request",
};

export type WebhookRow = {
  id: string;
  event: string;
  idempotencyKey: string;
  status: "failed" | "pending";
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAnswer: string | null;
  nextAttemptAt: string;
  createdAt: string;
  /** The delivery request it tells of, and its shipment; null once erased. */
  requestId: string | null;
  option: DeliveryOption | null;
  requestStatus: string | null;
  lrNo: string | null;
};

/** The request on the desk: its queue and option, and its card. */
function requestLink(row: WebhookRow) {
  const queue = row.requestStatus === "received" ? "" : "queue=decided&";
  return `${staffPages.deliveryRequests.path}?${queue}option=${row.option}#request-${row.requestId}`;
}

/**
 * The webhook outbox beside the e-mails (/staff/outbox#webhooks):
 * delivery requests and decisions not yet taken by the company's systems,
 * with the shipment and request each tells of, why it was not delivered
 * (in words, with the first bytes of the receiver's answer) and "Try now"
 * (a failed one gets a fresh day of tries). Bodies are not shown (they hold
 * the receiver's instructions or alternate phone).
 */
export function WebhookList({
  rows,
  totals,
  configured,
}: {
  rows: WebhookRow[];
  totals: { failed: number; pending: number };
  configured: boolean;
}) {
  return (
    <section id="webhooks" aria-labelledby="webhooks-title" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="webhooks-title" className="text-2xl font-extrabold text-navy-900">
          Webhooks
        </h2>
        <p className="text-sm text-muted">
          {totals.failed} failed · {totals.pending} waiting
        </p>
        {totals.failed > 0 && (
          <Form method="post" className="sm:ml-auto">
            <input type="hidden" name="intent" value="webhook-retry-all" />
            <button type="submit" className="btn-dark">
              Retry all {totals.failed} failed webhooks
            </button>
          </Form>
        )}
      </div>
      <p className="text-sm">
        Delivery requests and decisions sent to the company&apos;s systems
        {configured ? "" : " (none are queued: DELIVERY_WEBHOOK_URL is not set)"}. Each is tried
        again with growing pauses for a day, then marked failed.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-navy-100 bg-white p-5">
          Nothing here: every webhook has been delivered.
        </p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-navy-100 bg-white p-4 sm:p-5">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">Event</dt>
                  <dd className="font-bold text-navy-900">{EVENT_WORDS[row.event] ?? row.event}</dd>
                  <dt className="text-muted">Shipment</dt>
                  <dd>
                    {row.lrNo ? (
                      <Link
                        to={`${staffPages.shipments.path}/${encodeURIComponent(row.lrNo)}`}
                        className="font-bold underline"
                      >
                        {row.lrNo}
                      </Link>
                    ) : (
                      "erased"
                    )}
                  </dd>
                  <dt className="text-muted">Request</dt>
                  <dd>
                    {row.requestId && row.option ? (
                      <Link to={requestLink(row)} className="underline">
                        {OPTION_LABELS[row.option]}
                      </Link>
                    ) : (
                      "erased"
                    )}
                  </dd>
                  <dt className="text-muted">Key</dt>
                  <dd className="font-mono text-xs break-all">{row.idempotencyKey}</dd>
                  <DeliveryAttempts row={{ ...row, lastError: null }} />
                  {row.lastError && (
                    <>
                      <dt className="text-muted">Why</dt>
                      <dd className="font-bold">{row.lastError}</dd>
                    </>
                  )}
                  {row.lastAnswer && (
                    <>
                      <dt className="text-muted">Their answer</dt>
                      <dd className="font-mono text-xs break-all">
                        <bdi>{row.lastAnswer}</bdi>
                      </dd>
                    </>
                  )}
                </dl>
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="webhook-try-now" />
                  <input type="hidden" name="id" value={row.id} />
                  <button
                    type="submit"
                    className="btn-outline text-navy-900"
                    aria-label={`Try the webhook ${row.idempotencyKey} now`}
                  >
                    Try now
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
