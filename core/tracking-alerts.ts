/**
 * "Get updates by e-mail": what the shipment's page needs of it
 * without zod (schemas/tracking-alerts.ts has the schema), so the page loads
 * no schema library before an interaction (decision 034's follow-up).
 */

/** The form's id, for its honeypot and rate limit. */
export const TRACKING_ALERT_FORM = "tracking-alerts";
