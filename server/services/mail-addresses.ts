/**
 * Where the site's e-mail comes from and where the company's copies go
 * (README "Make it yours"): MAIL_FROM and an inbox per kind of lead, each
 * defaulting to the company's own addresses in core/content/company.ts.
 */
import { company } from "@core/content/company";

/**
 * leads: quotes, pickups, client and franchise sign-ups; support: contact
 * messages and customer-care tickets; careers: job applications; ops: the
 * receivers' delivery requests.
 */
export type Inboxes = { leads: string; support: string; careers: string; ops: string };
export type InboxKind = keyof Inboxes;

export const DEFAULT_MAIL_FROM = `${company.name} <${company.email.general}>`;

export const DEFAULT_INBOXES: Inboxes = {
  leads: company.email.general,
  support: company.email.support,
  careers: company.email.careers,
  ops: company.email.general,
};

/** The settings over the defaults; unset ones keep the company's addresses. */
export function mailAddresses(settings: {
  MAIL_FROM?: string;
  MAIL_TO_LEADS?: string;
  MAIL_TO_SUPPORT?: string;
  MAIL_TO_CAREERS?: string;
  MAIL_TO_OPS?: string;
}): { from: string; inboxes: Inboxes } {
  return {
    from: settings.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    inboxes: {
      leads: settings.MAIL_TO_LEADS ?? DEFAULT_INBOXES.leads,
      support: settings.MAIL_TO_SUPPORT ?? DEFAULT_INBOXES.support,
      careers: settings.MAIL_TO_CAREERS ?? DEFAULT_INBOXES.careers,
      ops: settings.MAIL_TO_OPS ?? DEFAULT_INBOXES.ops,
    },
  };
}
