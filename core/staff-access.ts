/**
 * Who may open which staff page (CONTRACT.md "Staff console", roles). The one
 * guard (app/lib/staff-guard.server.ts) is called with these lists, the
 * navigation is drawn from them, and the route-walk test
 * (app/routes/staff/route-walk.db.test.ts) checks every /staff route of app/routes.ts
 * against them. Part 2 adds its pages here.
 */
import type { LeadKind } from "./schemas/staff-lists";

export const STAFF_ROLES = ["admin", "sales", "hr", "ops", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const roleInfo: Record<StaffRole, { label: string; may: string }> = {
  admin: {
    label: "Administrator",
    may: "everything: staff accounts, the audit log, erasure, and all leads, applications, shipments and customer-care tickets",
  },
  sales: {
    label: "Sales",
    may: "quote, custom quote, pickup, contact, client and franchise leads",
  },
  hr: { label: "HR", may: "jobs, job applications and résumés" },
  ops: {
    label: "Operations",
    may: "shipments, tracking events, proofs of delivery, pickup requests, delivery requests, the e-mail and webhook outboxes, SMS and WhatsApp messages, the message templates and where we deliver",
  },
  support: { label: "Customer care", may: "customer-care tickets" },
};

/**
 * The staff member doing something in the console, as the guard
 * (app/lib/staff-guard.server.ts) answers it and every service that changes
 * or shows staff work takes it: who, in which role, and from which address
 * (hashed) for the audit log.
 */
export type StaffActor = { id: string; email: string; role: StaffRole; ipHash: string };

const everyone = STAFF_ROLES;

export type StaffPage = {
  path: string;
  label: string;
  roles: readonly StaffRole[];
  /** Shown in the navigation (pages reached from another page are not). */
  nav: boolean;
  /** Open before two-factor enrolment, when an admin requires it. */
  beforeEnrolment?: true;
};

export const staffPages = {
  /** The layout: the shell around every page below. */
  shell: {
    path: "/staff",
    label: "Staff console",
    roles: everyone,
    nav: false,
    beforeEnrolment: true,
  },
  home: { path: "/staff", label: "Overview", roles: everyone, nav: true },
  leads: { path: "/staff/leads", label: "Leads", roles: ["admin", "sales"], nav: true },
  /** Every kind for sales and admins; ops only pickups (rolesForLeadKind, checked by the page). */
  lead: { path: "/staff/leads/:id", label: "Lead", roles: ["admin", "sales", "ops"], nav: false },
  pickups: {
    path: "/staff/pickups",
    label: "Pickups",
    roles: ["admin", "sales", "ops"],
    nav: true,
  },
  leadsExport: {
    path: "/staff/leads/export.csv",
    label: "Export leads",
    roles: ["admin", "sales"],
    nav: false,
  },
  applications: {
    path: "/staff/applications",
    label: "Applications",
    roles: ["admin", "hr"],
    nav: true,
  },
  application: {
    path: "/staff/applications/:id",
    label: "Application",
    roles: ["admin", "hr"],
    nav: false,
  },
  resume: {
    path: "/staff/applications/:id/resume",
    label: "Résumé",
    roles: ["admin", "hr"],
    nav: false,
  },
  jobs: { path: "/staff/jobs", label: "Jobs", roles: ["admin", "hr"], nav: true },
  jobNew: { path: "/staff/jobs/new", label: "Open a new job", roles: ["admin", "hr"], nav: false },
  jobEdit: { path: "/staff/jobs/:id", label: "Edit a job", roles: ["admin", "hr"], nav: false },
  shipments: {
    path: "/staff/shipments",
    label: "Shipments",
    roles: ["admin", "ops"],
    nav: true,
  },
  shipment: {
    path: "/staff/shipments/:lrno",
    label: "Shipment",
    roles: ["admin", "ops"],
    nav: false,
  },
  // The receiver's delivery requests (CONTRACT.md "Delivery options for the receiver").
  deliveryRequests: {
    path: "/staff/delivery-requests",
    label: "Delivery requests",
    roles: ["admin", "ops"],
    nav: true,
  },
  outbox: { path: "/staff/outbox", label: "E-mail outbox", roles: ["admin", "ops"], nav: true },
  // Every SMS and WhatsApp message with its delivery state (docs/decisions/047-messages.md "Sending").
  messages: { path: "/staff/messages", label: "Messages", roles: ["admin", "ops"], nav: true },
  message: { path: "/staff/messages/:id", label: "Message", roles: ["admin", "ops"], nav: false },
  // SMS and WhatsApp templates to register (CONTRACT.md "Messages by SMS and WhatsApp").
  messageTemplates: {
    path: "/staff/messages/templates",
    label: "Message templates",
    roles: ["admin", "ops"],
    nav: true,
  },
  serviceability: {
    path: "/staff/serviceability",
    label: "Where we deliver",
    roles: ["admin", "ops"],
    nav: true,
  },
  // Customer care (CONTRACT.md "Customer care").
  tickets: {
    path: "/staff/tickets",
    label: "Tickets",
    roles: ["admin", "support"],
    nav: true,
  },
  ticketsExport: {
    path: "/staff/tickets/export.csv",
    label: "Export tickets",
    roles: ["admin", "support"],
    nav: false,
  },
  ticket: {
    path: "/staff/tickets/:number",
    label: "Ticket",
    roles: ["admin", "support"],
    nav: false,
  },
  ticketAttachment: {
    path: "/staff/tickets/:number/attachments/:id",
    label: "Ticket attachment",
    roles: ["admin", "support"],
    nav: false,
  },
  // Business accounts (CONTRACT.md "Business accounts", staff).
  businesses: {
    path: "/staff/businesses",
    label: "Businesses",
    roles: ["admin", "sales"],
    nav: true,
  },
  business: {
    path: "/staff/businesses/:id",
    label: "Business",
    roles: ["admin", "sales"],
    nav: false,
  },
  // A business's monthly statement, as the business sees it (decision 043).
  businessStatement: {
    path: "/staff/businesses/:id/statements/:file",
    label: "Business statement",
    roles: ["admin", "sales"],
    nav: false,
  },
  // COD collected and remitted (CONTRACT.md "Business accounts", "COD"; decision 044):
  // operations pay it out, so ops open these without the rest of the business's page.
  cod: { path: "/staff/cod", label: "COD", roles: ["admin", "ops"], nav: true },
  businessCod: {
    path: "/staff/businesses/:id/cod",
    label: "Business COD",
    roles: ["admin", "ops"],
    nav: false,
  },
  erasure: { path: "/staff/erasure", label: "Erasure", roles: ["admin"], nav: true },
  accounts: { path: "/staff/accounts", label: "Staff accounts", roles: ["admin"], nav: true },
  audit: { path: "/staff/audit", label: "Audit log", roles: ["admin"], nav: true },
  account: { path: "/staff/account", label: "My account", roles: everyone, nav: true },
  twoFactor: {
    path: "/staff/account/two-factor",
    label: "Two-factor sign-in",
    roles: everyone,
    nav: false,
    beforeEnrolment: true,
  },
  signOut: {
    path: "/staff/sign-out",
    label: "Sign out",
    roles: everyone,
    nav: false,
    beforeEnrolment: true,
  },
} satisfies Record<string, StaffPage>;

/**
 * The staff URLs open without a session: each refuses what it should by its
 * own rule (a one-time token, a pending sign-in), never by role.
 */
export const staffDoors = {
  login: "/staff/login",
  loginCode: "/staff/login/code",
  setup: "/staff/setup/:token",
  invite: "/staff/invite/:token",
} as const;

export function mayOpen(role: StaffRole, page: StaffPage): boolean {
  return page.roles.includes(role);
}

/**
 * Who works a kind of lead: sales and admins every kind, and
 * operations pickups too (they send the van). The one rule for the assignee
 * list, the refusal of an assignee outside it, and who may act on the lead.
 */
const SALES_LEAD_ROLES: readonly StaffRole[] = ["admin", "sales"];
const PICKUP_LEAD_ROLES: readonly StaffRole[] = ["admin", "sales", "ops"];

export function rolesForLeadKind(kind: LeadKind): readonly StaffRole[] {
  return kind === "pickup" ? PICKUP_LEAD_ROLES : SALES_LEAD_ROLES;
}

export function mayWorkLead(role: StaffRole, kind: LeadKind): boolean {
  return rolesForLeadKind(kind).includes(role);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.some((role) => role === value);
}
