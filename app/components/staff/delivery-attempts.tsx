import { staffTime } from "@core/content/staff-work";

export type AttemptsRow = {
  status: string;
  attempts: number;
  nextAttemptAt: string;
  createdAt: string;
  lastError: string | null;
  /** A webhook's last HTTP answer, when it got one. */
  lastStatus?: number | null;
};

/**
 * The state of one waiting or failed item of an outbox (e-mail or webhook):
 * the `dt`/`dd` pairs both lists of /staff/outbox show inside their `<dl>`.
 */
export function DeliveryAttempts({ row }: { row: AttemptsRow }) {
  return (
    <>
      <dt className="text-muted">State</dt>
      <dd>
        <span className={row.status === "failed" ? "font-bold text-danger" : "font-bold text-ink"}>
          {row.status === "failed" ? "Failed" : "Waiting"}
        </span>{" "}
        · {row.attempts} {row.attempts === 1 ? "try" : "tries"}
        {row.lastStatus ? ` · last answer HTTP ${row.lastStatus}` : ""}
      </dd>
      {row.status === "pending" && (
        <>
          <dt className="text-muted">Next try</dt>
          <dd>
            <time dateTime={row.nextAttemptAt}>{staffTime(row.nextAttemptAt)}</time>
          </dd>
        </>
      )}
      <dt className="text-muted">Queued</dt>
      <dd>
        <time dateTime={row.createdAt}>{staffTime(row.createdAt)}</time>
      </dd>
      {row.lastError && (
        <>
          <dt className="text-muted">Last error</dt>
          <dd className="font-mono text-xs break-all">{row.lastError}</dd>
        </>
      )}
    </>
  );
}
