/**
 * The DLT template id of each SMS template, as the company's DLT portal
 * gives them at registration (docs/decisions/046-sms-and-whatsapp.md). Until
 * then each is a placeholder: the server warns at start while SMS is on and
 * any is left (MSG91 and the operators refuse an id they do not know, so an
 * SMS sent with one goes nowhere).
 *
 * To set the real ones: register each text of /staff/messages/templates,
 * write the id the portal gives here, in place of its placeholder, and build
 * again (as core/content/company.ts).
 */
import type { Lang } from "../i18n";
import type { SmsEvent } from "./events";

export const PLACEHOLDER_PREFIX = "PLACEHOLDER-";

const placeholders = (event: SmsEvent): Record<Lang, string> => ({
  en: `${PLACEHOLDER_PREFIX}${event}-en`,
  hi: `${PLACEHOLDER_PREFIX}${event}-hi`,
  mr: `${PLACEHOLDER_PREFIX}${event}-mr`,
});

export const dltTemplateIds: Record<SmsEvent, Record<Lang, string>> = {
  sms_code: placeholders("sms_code"),
  booked: placeholders("booked"),
  out_for_delivery: placeholders("out_for_delivery"),
  delivery_attempted: placeholders("delivery_attempted"),
  delivered: placeholders("delivered"),
  no_news_48h: placeholders("no_news_48h"),
  ticket_raised: placeholders("ticket_raised"),
  ticket_reply: placeholders("ticket_reply"),
  delivery_request_answer: placeholders("delivery_request_answer"),
};

/** A real DLT template id: 12 to 20 digits (the portals give 19). */
export function isRealDltTemplateId(id: string): boolean {
  return /^\d{12,20}$/.test(id);
}
