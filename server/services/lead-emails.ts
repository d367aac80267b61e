/**
 * The two e-mails every accepted lead sends (issue 5 "Notification"): the
 * details to the company's inbox, with Reply-To set to the visitor, and a
 * short acknowledgement to the visitor. Plain text: it reads anywhere.
 */
import { company } from "../../app/content/company";
import type { OutgoingEmail } from "./outbox";

export type LeadSummary = {
  /** What it is, e.g. "Quote request". */
  label: string;
  /** general: info@; support: support@ (contact messages); or another address. */
  inbox: "general" | "support" | { email: string };
  visitor: { name: string; email: string };
  /** The fields as sent, label and value, in form order. */
  rows: [string, string | number | undefined][];
  /** The promise made to the visitor in the acknowledgement. */
  promise: string;
};

export const MAIL_FROM = `${company.name} <${company.email.general}>`;

export function leadEmails(summary: LeadSummary, id: string): OutgoingEmail[] {
  const { label, visitor } = summary;
  const details = summary.rows
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
  const inbox =
    typeof summary.inbox === "string" ? company.email[summary.inbox] : summary.inbox.email;
  const notify: OutgoingEmail = {
    aboutId: id,
    to: inbox,
    replyTo: visitor.email,
    subject: `${label} from ${visitor.name}`,
    body: `${label} received on the website.\n\n${details}\n\nReference: ${id}\nReply to this e-mail to answer ${visitor.name}.`,
  };
  const acknowledge: OutgoingEmail = {
    aboutId: id,
    to: visitor.email,
    replyTo: inbox,
    subject: `We received your ${label.toLowerCase()} - ${company.name}`,
    body: [
      `Dear ${visitor.name},`,
      "",
      `Thank you for contacting ${company.name}. We received your ${label.toLowerCase()}. ${summary.promise}`,
      "",
      `What you sent us:\n${details}`,
      "",
      `Reference: ${id}`,
      `Questions? Call ${company.phone.display} or reply to this e-mail.`,
      "",
      company.name,
    ].join("\n"),
  };
  return [notify, acknowledge];
}
