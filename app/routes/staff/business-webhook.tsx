/**
 * The "Webhook" section of /staff/businesses/:id (CONTRACT.md "Business
 * accounts", "staff"; docs/decisions/042-business-webhooks.md): where the
 * business's webhook sends (the host only), on or off, the last day's
 * counts and the last failure. Never the secret, nor the URL's path.
 */
import type { AppLoadContext } from "react-router";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });

/** The section's facts, ready for the page (dates as ISO text). */
export async function webhookHealth(context: AppLoadContext, businessId: string) {
  const health = await context.services.businessWebhooks.health(businessId);
  return {
    ...health,
    lastFailure: health.lastFailure && {
      ...health.lastFailure,
      at: health.lastFailure.at?.toISOString() ?? null,
    },
  };
}

export type WebhookHealth = Awaited<ReturnType<typeof webhookHealth>>;

export function WebhookSection({ health }: { health: WebhookHealth }) {
  return (
    <section aria-labelledby="webhook-title" className="grid gap-3">
      <h2 id="webhook-title" className="text-xl font-bold text-navy-900">
        Webhook
      </h2>
      {health.configured ? (
        <p>
          <span className={`font-bold ${health.enabled ? "text-success" : "text-danger"}`}>
            {health.enabled ? "On" : "Off"}
          </span>{" "}
          · sends to <span className="font-mono break-all">{health.host}</span>
        </p>
      ) : (
        <p>
          The business has not set a webhook
          {health.delivered + health.waiting + health.failed > 0
            ? " (it removed the one it had)"
            : ""}
          .
        </p>
      )}
      <dl className="grid grid-cols-3 gap-3 sm:max-w-lg">
        {(
          [
            ["Delivered, last 24 h", health.delivered],
            ["Waiting", health.waiting],
            ["Failed, last 24 h", health.failed],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-2xl border border-navy-100 bg-white p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-extrabold text-navy-900">{n}</dd>
          </div>
        ))}
      </dl>
      {health.lastFailure && (
        <div className="rounded-2xl border border-navy-100 bg-white p-4">
          <p className="font-bold text-navy-900">
            Last failure{health.lastFailure.at ? `, ${when(health.lastFailure.at)}` : ""} (
            {health.lastFailure.lrNo})
          </p>
          <p>{health.lastFailure.why}</p>
          {(health.lastFailure.status !== null || health.lastFailure.answer) && (
            <p className="font-mono text-sm break-words">
              {health.lastFailure.status ?? ""} <bdi>{health.lastFailure.answer ?? ""}</bdi>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
