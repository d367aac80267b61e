/**
 * The honeypot of every lead form: a field people
 * never see or reach by keyboard. Anything in it means a bot filled the form,
 * and the submission is refused before it is parsed.
 */
export const HONEYPOT_FIELD = "website_url";
