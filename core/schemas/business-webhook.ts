/**
 * The business webhook's URL rule (CONTRACT.md "Business accounts",
 * "webhook"): `https://` to any host, or `http://` only to this machine
 * (127.0.0.1, ::1, localhost), which tests and a receiver on the same host
 * use. Checked on the server; the page words each problem.
 */
export const WEBHOOK_URL_MAX = 2_000;

export type WebhookUrlProblem =
  | "empty"
  | "tooLong"
  | "notUrl"
  | "scheme"
  | "httpNotLocal"
  | "credentials";

const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** The URL as stored, or why it is refused. */
export function checkWebhookUrl(
  value: string,
): { ok: true; url: string } | { ok: false; problem: WebhookUrlProblem } {
  const text = value.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (text.length > WEBHOOK_URL_MAX) return { ok: false, problem: "tooLong" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: "notUrl" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, problem: "scheme" };
  if (!url.hostname) return { ok: false, problem: "notUrl" };
  // A user name or password in the URL would be shown wherever the URL is.
  if (url.username || url.password) return { ok: false, problem: "credentials" };
  if (url.protocol === "http:" && !LOOPBACK.has(url.hostname.toLowerCase()))
    return { ok: false, problem: "httpNotLocal" };
  return { ok: true, url: url.toString() };
}
