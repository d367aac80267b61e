/**
 * The audit log in words: "Asha Patil assigned lead
 * 'Sunita Rao (Quote)' to Ravi Kumar", with the record as a link, instead of
 * `lead.assign {"to":"0c0dcefa-…"}`. Pure: the server finds the names and
 * records (server/services/staff/audit.ts `listInWords`), this turns one row
 * into parts the page renders. An action without a sentence here still reads
 * safely ("did …"); the test beside this file checks that every action the
 * services record has one.
 */
import { roleInfo, isStaffRole } from "./staff-access";
import { isBusinessRole } from "./business-access";
import { rsText } from "./schemas/cod";
import { monthLabel } from "./statement-month";
import { applicationStatusLabels, leadStatusLabels } from "./content/staff-work";
import { ticketStatusLabels } from "./content/staff-tickets";
import { valueAt } from "./records";

/** A record the row is about: a link to it, or gone (erased since). */
export type AuditRecord = { label: string; href: string } | { erased: true };

/** Text, a link to a record, or a record since erased. */
export type AuditPart = string | { href: string; label: string } | { erased: string };

export type AuditFacts = {
  action: string;
  /** The colleague's name; null when the row names nobody (an unknown address, the server). */
  actor: string | null;
  /**
   * The business whose person acted, for a row of business_audit_log written
   * by one of its people: the sentence says "Asha at Kalyan Traders". Unset
   * when staff act, in either log.
   */
  business?: string | null;
  actorId: string | null;
  target: { type: string; id: string } | null;
  /** What the target is now; undefined when the row has no target. */
  record?: AuditRecord;
  detail: Record<string, unknown> | null;
  /** A staff id (from `detail`) to the name the console shows. */
  personName: (id: unknown) => string;
};

type Say = (f: AuditFacts, h: Helpers) => AuditPart[];
type Helpers = {
  who: string;
  /** The record with its noun: lead 'Sunita Rao (Quote)', or lead (erased). */
  the: (noun: string, quoted?: boolean) => AuditPart[];
  /** The target staff account: "their own" when it is the actor's. */
  self: boolean;
};

const label = (labels: Readonly<Record<string, string>>, value: unknown) =>
  (typeof value === "string" ? valueAt(labels, value) : undefined) ?? String(value ?? "?");
const businessRoles = { owner: "Owner", booker: "Booker", viewer: "Viewer" } as const;
/** A staff role's label, or a business role's as /staff/businesses/<id> writes it. */
const roleName = (role: unknown) =>
  isStaffRole(role)
    ? roleInfo[role].label
    : isBusinessRole(role)
      ? businessRoles[role]
      : String(role);
const count = (n: unknown, one: string, many = `${one}s`) =>
  `${Number(n) || 0} ${Number(n) === 1 ? one : many}`;

/** One sentence per action (every action the services record; CONTRACT.md "audit log"). */
const SENTENCES: Record<string, Say> = {
  "sign-in": (f, h) => [
    h.who,
    " signed in",
    ...(f.detail?.via === "invite"
      ? [" on setting their password from an invitation"]
      : f.detail?.via === "reset"
        ? [" on setting a new password from a one-time link"]
        : f.detail?.via === "setup"
          ? [" on creating the first administrator"]
          : f.detail?.secondFactor === "recovery"
            ? [" with a recovery code"]
            : f.detail?.secondFactor
              ? [" with a code from their app"]
              : []),
  ],
  "sign-in.password-accepted": (_f, h) => [
    h.who,
    " gave the right password; the two-factor code was still to come",
  ],
  "sign-in.failed": (f, h) => {
    const reason = f.detail?.reason;
    if (reason === "unknown account" || !f.actor)
      return ["Someone tried to sign in with an address that has no account"];
    if (reason === "inactive") return [h.who, " tried to sign in, but the account is deactivated"];
    if (reason === "code") return [h.who, " gave a wrong two-factor code"];
    if (reason === "proof")
      return [h.who, " gave a wrong password or code when asked who was there"];
    return [h.who, " failed to sign in: wrong password"];
  },
  "sign-in.locked": (_f, h) => [h.who, " was refused: too many failed sign-ins in 15 minutes"],
  "sign-out": (_f, h) => [h.who, " signed out"],
  "sign-out.everywhere": (_f, h) => [h.who, " signed out everywhere"],
  "account.bootstrap": (_f, h) => [
    "The server created the first administrator, ",
    ...h.the("", false),
    ", from STAFF_ADMIN_EMAIL",
  ],
  "account.setup": (_f, h) => [
    h.who,
    " created the first administrator account from the setup link",
  ],
  "invitation.accepted": (_f, h) => [h.who, " accepted their invitation and chose a password"],
  "password.reset": (_f, h) => [h.who, " chose a new password from a one-time link"],
  "password.changed": (_f, h) => [h.who, " changed their password"],
  "account.invited": (f, h) => [
    h.who,
    " invited ",
    ...h.the("", false),
    ` as ${roleName(f.detail?.role)}`,
  ],
  "account.link-issued": (f, h) => [
    h.who,
    ` made a new ${f.detail?.purpose === "invite" ? "invitation" : "password"} link for `,
    ...h.the("", false),
  ],
  "account.role-changed": (f, h) => [
    h.who,
    h.self ? " changed their own role" : " changed the role of ",
    ...(h.self ? [] : h.the("", false)),
    ` from ${roleName(f.detail?.from)} to ${roleName(f.detail?.to)}`,
    f.detail?.grievanceOfficerCleared ? ", which ended their role as grievance officer" : "",
  ],
  "account.renamed": (_f, h) =>
    h.self ? [h.who, " changed their name"] : [h.who, " renamed ", ...h.the("", false)],
  "account.deactivated": (f, h) => [
    h.who,
    " deactivated the account of ",
    ...h.the("", false),
    f.detail?.grievanceOfficerCleared ? ", who is no longer the grievance officer" : "",
  ],
  "account.reactivated": (_f, h) => [h.who, " reactivated the account of ", ...h.the("", false)],
  "account.grievance-officer": (f, h) =>
    f.target
      ? [h.who, " made ", ...h.the("", false), " the grievance officer"]
      : [h.who, " left nobody as grievance officer"],
  "two-factor.enabled": (_f, h) => [h.who, " turned on two-factor sign-in"],
  "two-factor.disabled": (_f, h) => [h.who, " turned off two-factor sign-in"],
  "two-factor.reset": (_f, h) => [h.who, " reset two-factor sign-in of ", ...h.the("", false)],
  "two-factor.required": (f, h) => [
    h.who,
    " required two-factor sign-in for every account",
    f.business ? " of the business" : "",
  ],
  "two-factor.not-required": (_f, h) => [
    h.who,
    " made two-factor sign-in optional for the business's people",
  ],
  "two-factor.optional": (_f, h) => [h.who, " made two-factor sign-in optional"],

  "lead.view": (_f, h) => [h.who, " opened ", ...h.the("lead")],
  "lead.status": (f, h) => [
    h.who,
    " set ",
    ...h.the("lead"),
    ` to ${label(leadStatusLabels, f.detail?.to)}`,
  ],
  "lead.assign": (f, h) => assign(f, h, "lead"),
  "lead.note": (_f, h) => [h.who, " added a note to ", ...h.the("lead")],
  "lead.reply": (f, h) => [
    h.who,
    " replied by e-mail to ",
    ...h.the("lead"),
    f.detail?.language === "hi" ? " in Hindi" : f.detail?.language === "mr" ? " in Marathi" : "",
  ],
  "lead.call": (_f, h) => [h.who, " logged a call about ", ...h.the("lead")],
  "lead.whatsapp": (_f, h) => [h.who, " logged a WhatsApp message about ", ...h.the("lead")],
  "lead.work": (f, h) => {
    const d = f.detail ?? {};
    const did: string[] = [];
    if ("to" in d) did.push(d.to ? `gave it to ${f.personName(d.to)}` : "left it to nobody");
    if (d.status) did.push(`set it to ${label(leadStatusLabels, d.status)}`);
    if ("followUpOn" in d)
      did.push(
        d.followUpOn ? `set a follow-up on ${String(d.followUpOn)}` : "cleared the follow-up",
      );
    if (d.note) did.push("added a note");
    return [h.who, " worked ", ...h.the("lead"), did.length ? `: ${did.join(", ")}` : ""];
  },
  "leads.export": (f, h) => [h.who, ` exported ${count(f.detail?.rows, "lead")} as CSV`],

  "application.view": (_f, h) => [h.who, " opened ", ...h.the("application")],
  "application.status": (f, h) => [
    h.who,
    " set ",
    ...h.the("application"),
    ` to ${label(applicationStatusLabels, f.detail?.to)}`,
  ],
  "application.note": (_f, h) => [h.who, " added a note to ", ...h.the("application")],
  "application.resume": (_f, h) => [h.who, " downloaded the résumé of ", ...h.the("application")],

  "job.created": (_f, h) => [h.who, " created ", ...h.the("job")],
  "job.changed": (_f, h) => [h.who, " edited ", ...h.the("job")],
  "job.closed": (_f, h) => [h.who, " closed ", ...h.the("job")],
  "job.reopened": (_f, h) => [h.who, " reopened ", ...h.the("job")],

  "shipment.created": (f, h) => [
    h.who,
    " created ",
    ...h.the("shipment", false),
    ` as ${String(f.detail?.order_status ?? "?")}`,
  ],
  "shipment.status_changed": (f, h) => [
    h.who,
    " set the status of ",
    ...h.the("shipment", false),
    ` to ${String(f.detail?.order_status ?? "?")}`,
    f.detail?.pinned ? " by hand" : "",
  ],
  "shipment.headline_released": (f, h) => [
    h.who,
    " let ",
    ...h.the("shipment", false),
    ` follow its newest event (now ${String(f.detail?.order_status ?? "?")})`,
  ],
  "shipment.event_added": (f, h) => [
    h.who,
    ` added a "${String(f.detail?.status ?? "?")}" event to `,
    ...h.the("shipment", false),
  ],
  "shipment.pod_uploaded": (f, h) => [
    h.who,
    " uploaded a proof of delivery for ",
    ...h.the("shipment", false),
    typeof f.detail?.size === "number"
      ? ` (${Math.max(1, Math.round(f.detail.size / 1024))} KB)`
      : "",
  ],

  "shipment.facts_changed": (f, h) => {
    const facts: Record<string, string> = {
      destinationPincode: "delivery PIN code",
      consigneePhone: "receiver's phone",
      expectedDeliveryDate: "expected date",
    };
    const changed = Array.isArray(f.detail?.facts)
      ? f.detail.facts.map((k) => facts[String(k)] ?? String(k)).join(", ")
      : "";
    return [
      h.who,
      " changed the delivery facts of ",
      ...h.the("shipment", false),
      changed && ` (${changed})`,
    ];
  },
  "business_pickup.state": (f, h) => [
    h.who,
    ` moved a business pickup from ${String(f.detail?.from ?? "?")} to ${String(f.detail?.to ?? "?")}`,
  ],
  "delivery_request.accepted": (f, h) => deliveryRequest(f, h, "accepted"),
  "delivery_request.declined": (f, h) => deliveryRequest(f, h, "declined"),

  "outbox.retried": (f, h) =>
    f.target?.id === "all-failed"
      ? [h.who, ` sent ${count(f.detail?.count, "failed e-mail")} again`]
      : [h.who, " sent a failed e-mail again"],
  "outbox.sent_now": (_f, h) => [h.who, " sent a waiting e-mail now"],
  "webhook.retried": (f, h) =>
    f.target?.id === "all-failed"
      ? [h.who, ` sent ${count(f.detail?.count, "failed webhook call")} again`]
      : [h.who, " sent a failed webhook call again"],
  "webhook.tried_now": (_f, h) => [h.who, " tried a webhook call now"],
  "message.retried": (f, h) =>
    f.target?.id === "all-failed"
      ? [h.who, ` sent ${count(f.detail?.count, "failed message")} again`]
      : [
          h.who,
          ` sent a failed ${f.detail?.channel === "whatsapp" ? "WhatsApp message" : "SMS"} again`,
        ],
  "message.tried_now": (_f, h) => [h.who, " tried a message now"],
  "message.test_sent": (f, h) => [
    h.who,
    ` sent a test ${f.detail?.channel === "whatsapp" ? "WhatsApp message" : "SMS"} to ${String(f.detail?.to ?? "a number")}`,
  ],

  // Staff at the business accounts (server/business/staff-businesses.ts, cod-remittances.ts,
  // statements.ts): the target is the business, a link to /staff/businesses/<id>.
  "business.list": (f, h) => [
    h.who,
    f.detail?.searched ? " searched the list of businesses" : " opened the list of businesses",
    Number(f.detail?.page) > 1 ? `, page ${Number(f.detail?.page)}` : "",
  ],
  "business.view": (_f, h) => [h.who, " opened ", ...h.the("business")],
  "business.invite": (f, h) => [
    h.who,
    " opened ",
    ...h.the("business"),
    " and invited its owner",
    f.detail?.leadId ? ", from a won client registration" : "",
  ],
  "business.suspend": (_f, h) => [
    h.who,
    " suspended ",
    ...h.the("business"),
    ", signing its people out",
  ],
  "business.restore": (_f, h) => [h.who, " restored ", ...h.the("business")],
  "business.statement": (f, h) => [
    h.who,
    ` downloaded the ${month(f.detail?.month)} statement of `,
    ...h.the("business"),
    ` as ${fileFormat(f.detail?.format)}`,
  ],
  "business.cod_list": (_f, h) => [h.who, " opened the list of COD owed to businesses"],
  "business.cod_view": (f, h) => [h.who, " opened the COD of ", ...codOf(f, h)],
  "business.cod_remitted": (f, h) => [
    h.who,
    " recorded a COD remittance",
    typeof f.detail?.amountPaise === "number" ? ` of ${rsText(f.detail.amountPaise)}` : "",
    ` for ${count(f.detail?.shipments, "shipment")} to `,
    ...codOf(f, h),
  ],

  // A business's own people in the portal (business_audit_log; the actor reads
  // "Asha at Kalyan Traders"): their profile, addresses, keys, webhook, files.
  "business.profile.change": (f, h) => {
    const names: Record<string, string> = {
      legalName: "legal name",
      gstin: "GSTIN",
      billingAddress: "billing address",
      defaultPaymentMode: "default payment mode",
    };
    const fields = Array.isArray(f.detail?.fields)
      ? f.detail.fields.map((k) => names[String(k)] ?? String(k)).join(", ")
      : "";
    return [h.who, " changed the business profile", fields && ` (${fields})`];
  },
  "business.address.add": (_f, h) => [h.who, " added a pickup address"],
  "business.address.change": (_f, h) => [h.who, " changed a pickup address"],
  "business.address.remove": (_f, h) => [h.who, " removed a pickup address"],
  "business.api_key.create": (f, h) => [h.who, " made API key ", ...apiKey(f)],
  "business.api_key.revoke": (f, h) => [h.who, " revoked API key ", ...apiKey(f)],
  "pickup.requested": (f, h) => [
    h.who,
    ` asked for a pickup of ${count(f.detail?.shipments, "shipment")}`,
    typeof f.detail?.date === "string" ? ` on ${f.detail.date}` : "",
    typeof f.detail?.slot === "string"
      ? `, ${f.detail.slot.replace(/^(\d\d)-(\d\d)$/, "$1:00–$2:00")}`
      : "",
  ],
  "shipments.export": (f, h) => [
    h.who,
    ` exported ${count(f.detail?.rows, "shipment")} as CSV`,
    f.detail?.capped ? ", the newest only: more matched" : "",
  ],
  "statement.download": (f, h) => [
    h.who,
    ` downloaded the ${month(f.detail?.month)} statement as ${fileFormat(f.detail?.format)}`,
  ],
  "webhook.set": (f, h) => [h.who, " set up the webhook", host(f, " to post to")],
  "webhook.url_changed": (f, h) => [h.who, " changed the webhook's address", host(f, " to")],
  "webhook.secret_made": (_f, h) => [h.who, " made a new webhook secret"],
  "webhook.turned_on": (_f, h) => [h.who, " turned the webhook on"],
  "webhook.turned_off": (_f, h) => [
    h.who,
    " turned the webhook off, giving up the posts still waiting",
  ],
  "webhook.removed": (f, h) => [h.who, " removed the webhook", host(f, " that posted to")],
  "webhook.sent_again": (_f, h) => [h.who, " sent a failed webhook post again"],

  "ticket.view": (_f, h) => [h.who, " opened ", ...h.the("ticket", false)],
  "ticket.status": (f, h) => [
    h.who,
    " moved ",
    ...h.the("ticket", false),
    ` from ${label(ticketStatusLabels, f.detail?.from)} to ${label(ticketStatusLabels, f.detail?.to)}`,
  ],
  "ticket.assign": (f, h) => assign(f, h, "ticket"),
  "ticket.reply": (_f, h) => [h.who, " replied to the customer on ", ...h.the("ticket", false)],
  "ticket.note": (_f, h) => [h.who, " added an internal note to ", ...h.the("ticket", false)],
  "ticket.attachment": (_f, h) => [
    h.who,
    " downloaded an attachment of ",
    ...h.the("ticket", false),
  ],
  "tickets.export": (f, h) => [h.who, ` exported ${count(f.detail?.rows, "ticket")} as CSV`],

  "serviceability.set": (f, h) => [
    h.who,
    ` marked ${area(f)} as ${f.detail?.serves ? "served" : "not served"}`,
  ],
  "serviceability.removed": (f, h) => [h.who, ` removed the rule for ${area(f)}`],
  "serviceability.uploaded": (f, h) => [
    h.who,
    ` uploaded ${count(f.detail?.count, "PIN code")} as ${f.detail?.serves ? "served" : "not served"}`,
  ],

  erasure: (f, h) => {
    const d = f.detail ?? {};
    const what = [
      count(d.leads, "lead"),
      count(d.applications, "application"),
      count(d.tickets, "ticket"),
      count(d.emails, "e-mail"),
      count(d.subscriptions, "alert subscription"),
    ].join(", ");
    const by = d.by === "phone" ? "a phone number" : "an e-mail address";
    return [h.who, ` erased everything held about ${by}: ${what}`];
  },
};

function assign(f: AuditFacts, h: Helpers, noun: string): AuditPart[] {
  const to = f.detail?.to;
  if (!to) return [h.who, " took ", ...h.the(noun, noun === "lead"), " off everyone"];
  const name = f.personName(to);
  if (to === f.actorId) return [h.who, " took ", ...h.the(noun, noun === "lead")];
  return [h.who, " assigned ", ...h.the(noun, noun === "lead"), ` to ${name}`];
}

/** The business's COD page, linked from the business the row is about. */
function codOf(f: AuditFacts, h: Helpers): AuditPart[] {
  if (!f.record || "erased" in f.record) return h.the("business");
  return ["business '", { href: `${f.record.href}/cod`, label: f.record.label }, "'"];
}

/** "November 2026" from a statement month `2026-11`; the stored text otherwise. */
function month(value: unknown): string {
  const text = String(value ?? "?");
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? monthLabel(text, "en") : text;
}

const fileFormat = (value: unknown) => String(value ?? "?").toUpperCase();

/** A key by its name and the characters shown of it: 'Tally sync' (sil_ab12…). */
function apiKey(f: AuditFacts): string[] {
  const name = typeof f.detail?.name === "string" ? `'${f.detail.name}'` : "";
  const prefix = typeof f.detail?.prefix === "string" ? `(${f.detail.prefix}…)` : "";
  return [[name, prefix].filter(Boolean).join(" ") || "(unnamed)"];
}

/** The webhook's host (never its whole address, which may carry a token). */
const host = (f: AuditFacts, before: string) =>
  typeof f.detail?.host === "string" ? `${before} ${f.detail.host}` : "";

const deliveryOptions: Record<string, string> = {
  reschedule: "a new delivery date",
  instructions: "delivery instructions",
  phone: "another phone number",
  collect: "collecting it at a branch",
};

function deliveryRequest(f: AuditFacts, h: Helpers, decision: string): AuditPart[] {
  const option = deliveryOptions[String(f.detail?.option)] ?? "a change";
  const lr = typeof f.detail?.lr_no === "string" ? ` for shipment ${f.detail.lr_no}` : "";
  return [h.who, ` ${decision} the receiver's request for ${option}${lr}`];
}

function area(f: AuditFacts): string {
  const kind = f.target?.type.replace(/^service_area\./, "") ?? "";
  const names: Record<string, string> = {
    pincode: "PIN code",
    district: "district",
    state: "state",
  };
  return `${names[kind] ?? kind} ${f.target?.id ?? ""}`.trim();
}

/** True when the action has its own sentence (the rest fall back to "did …"). */
export const hasAuditSentence = (action: string) => Object.hasOwn(SENTENCES, action);

/** The actions that have sentences, for the filter's choices. */
export const AUDIT_SENTENCE_ACTIONS = Object.keys(SENTENCES);

/** One audit row in words, as parts: text, links to records, erased records. */
export function auditSentence(f: AuditFacts): AuditPart[] {
  const who = f.business ? `${f.actor ?? "Someone"} at ${f.business}` : (f.actor ?? "Someone");
  const self = f.target?.type === "staff" && f.actorId !== null && f.target.id === f.actorId;
  const the = (noun: string, quoted = true): AuditPart[] => {
    const prefix = noun ? `${noun} ` : "";
    if (!f.record) return [noun || "an account"];
    if ("erased" in f.record) return [{ erased: `${prefix}(erased)` }];
    const link = { href: f.record.href, label: f.record.label };
    return quoted ? [`${prefix}'`, link, "'"] : [prefix, link];
  };
  const say = SENTENCES[f.action];
  const parts = say
    ? say(f, { who, the, self })
    : [
        who,
        ` did "${f.action}"`,
        ...(f.target ? [" on ", ...the(f.target.type.replace(/[_.]/g, " "), false)] : []),
      ];
  return parts.filter((p) => p !== "");
}

/** The sentence as plain text (tests, and the filter's titles). */
export const auditText = (parts: AuditPart[]) =>
  parts.map((p) => (typeof p === "string" ? p : "label" in p ? p.label : p.erased)).join("");
