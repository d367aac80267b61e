/**
 * E-mail updates about one shipment (docs/decisions/021): a
 * visitor asks on the shipment's page, confirms from an e-mail (double
 * opt-in), then gets an e-mail for each new tracking event until Delivered
 * or Cancelled. The alerts are queued by the ingestion's own transaction
 * (queueAlerts), so an event is never stored without its e-mails or the
 * other way round. Tokens are 256 random bits, stored only as SHA-256
 * hashes; every alert carries a one-click unsubscribe (RFC 8058).
 * The subscriber's address is never written to the log. Its parts: the
 * subscriptions (./tracking-alerts/subscriptions.ts) and the alerts
 * (./tracking-alerts/alerts.ts).
 */
import type { Logger } from "../logger";
import { bindContext } from "./bind-context";
import { createIntake } from "./intake/pipeline";
import { eraseEmail, forgetOld, queueAlerts } from "./tracking-alerts/alerts";
import type { AlertContext, AlertDependencies } from "./tracking-alerts/context";
import {
  confirm,
  peekConfirm,
  peekUnsubscribe,
  subscribe,
  unsubscribe,
} from "./tracking-alerts/subscriptions";

/** The service's functions, bound to its dependencies. */
export function createTrackingAlertService(deps: AlertDependencies) {
  const context: AlertContext = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    intake: createIntake({ db: deps.db, rateLimits: deps.rateLimits, secret: deps.secret }),
  };
  const bind = bindContext(context);
  return {
    subscribe: bind(subscribe),
    peekConfirm: bind(peekConfirm),
    confirm: bind(confirm),
    peekUnsubscribe: bind(peekUnsubscribe),
    unsubscribe: bind(unsubscribe),
    queueAlerts: bind(queueAlerts),
    forgetOld: bind(forgetOld),
    eraseEmail: bind(eraseEmail),
  };
}

export type TrackingAlertService = ReturnType<typeof createTrackingAlertService>;

/** Runs forgetOld every hour (and once at start); stops with the process. */
export function startAlertCleanup(
  alerts: TrackingAlertService,
  logger: Logger,
  intervalMs = 60 * 60_000,
) {
  const run = () =>
    alerts
      .forgetOld()
      .then(
        (count) => count > 0 && logger.info({ count }, "tracking alert subscriptions forgotten"),
      )
      .catch((error: unknown) => logger.error({ err: error }, "tracking alert cleanup failed"));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
