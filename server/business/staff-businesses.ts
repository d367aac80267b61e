/**
 * The businesses as staff see them (CONTRACT.md "Business accounts", staff;
 * /staff/businesses, admin and sales): each with its counts of people,
 * bookings and shipments; one business with its people; inviting a company
 * (its first owner); opening the account of a won client-registration lead,
 * once; suspending and restoring; what its people did (business-activity.ts).
 * Every view and change is a row of the
 * staff audit log, without personal data.
 */
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { leads } from "../../database/schema";
import { businessUsers, businesses } from "../../database/schema-business";
import type { StaffActor } from "@core/staff-access";
import { InviteCompanySchema } from "@core/schemas/business-profile";
import { bindContext } from "../services/bind-context";
import { createAuditLog, type AuditLog } from "../services/staff/audit";
import type { BusinessService } from "./business-service";
import { businessActivity } from "./business-activity";

/** A staff member acting: the guard's actor, with the name an invitation e-mail names. */
export type StaffInviter = StaffActor & { name?: string };

type Context = {
  db: Database;
  audit: AuditLog;
  business: Pick<BusinessService, "createBusiness" | "setSuspended">;
};

export type BusinessRow = {
  id: string;
  legalName: string;
  gstin: string | null;
  suspended: boolean;
  createdAt: Date;
  users: number;
  bookings: number;
  shipments: number;
};

export const BUSINESS_PAGE_SIZE = 50;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

// Written out with the tables' names: inside a select, Drizzle leaves columns unqualified.
const counts = {
  users: sql<number>`(select count(*)::int from business_users u where u.business_id = "businesses"."id")`,
  bookings: sql<number>`(select count(*)::int from business_bookings b where b.business_id = "businesses"."id")`,
  shipments: sql<number>`(select count(*)::int from shipments s where s.business_id = "businesses"."id")`,
};

const rowColumns = {
  id: businesses.id,
  legalName: businesses.legalName,
  gstin: businesses.gstin,
  suspendedAt: businesses.suspendedAt,
  createdAt: businesses.createdAt,
  leadId: businesses.leadId,
  ...counts,
};

function toRow({
  suspendedAt,
  leadId: _leadId,
  ...row
}: { suspendedAt: Date | null; leadId: string | null } & Omit<BusinessRow, "suspended">) {
  return { ...row, suspended: suspendedAt !== null };
}

/** The list, newest first; `q` matches the legal name, the GSTIN or a person's e-mail. */
async function listBusinesses(
  { db, audit }: Context,
  actor: StaffActor,
  filter: { q?: string; page?: number } = {},
) {
  const q = filter.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = like
    ? or(
        ilike(businesses.legalName, like),
        ilike(businesses.gstin, like),
        sql`exists (select 1 from business_users u where u.business_id = "businesses"."id" and u.email ilike ${like})`,
      )
    : undefined;
  const page = Math.max(1, filter.page ?? 1);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(businesses)
      .where(where)
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(BUSINESS_PAGE_SIZE)
      .offset((page - 1) * BUSINESS_PAGE_SIZE),
    db.select({ n: count() }).from(businesses).where(where),
  ]);
  await audit.recordBy(actor, "business.list", { detail: { page, searched: Boolean(q) } });
  return { rows: rows.map(toRow), total: total?.n ?? 0, page, pageSize: BUSINESS_PAGE_SIZE };
}

/** One business with its people (undefined for an id that is not one). */
async function findBusiness({ db, audit }: Context, actor: StaffActor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(rowColumns).from(businesses).where(eq(businesses.id, id));
  if (!row) return undefined;
  const people = await db
    .select({
      id: businessUsers.id,
      email: businessUsers.email,
      name: businessUsers.name,
      role: businessUsers.role,
      active: businessUsers.active,
      // No password yet: the invitation is not accepted.
      invited: sql<boolean>`${businessUsers.passwordHash} is null`,
      createdAt: businessUsers.createdAt,
    })
    .from(businessUsers)
    .where(eq(businessUsers.businessId, id))
    .orderBy(asc(businessUsers.createdAt), asc(businessUsers.id));
  await audit.recordBy(actor, "business.view", { target: { type: "business", id } });
  return { ...toRow(row), leadId: row.leadId, people };
}

export type InviteOutcome =
  | { ok: true; businessId: string; url: string }
  | { ok: false; errors: Record<string, string[]> };

/** Opens a business and invites its owner; a refusal keeps nothing. */
async function inviteCompany(
  context: Context,
  actor: StaffInviter,
  input: Record<string, unknown>,
  leadId?: string,
): Promise<InviteOutcome> {
  const parsed = InviteCompanySchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0])] ??= []).push(issue.message);
    return { ok: false, errors };
  }
  const opened = await context.business.createBusiness({
    ...parsed.data,
    leadId,
    by: { id: actor.id, email: actor.email, name: actor.name ?? "", ipHash: actor.ipHash },
  });
  if (!opened.ok) return { ok: false, errors: { [opened.field]: [opened.message] } };
  await context.audit.recordBy(actor, "business.invite", {
    target: { type: "business", id: opened.businessId },
    detail: leadId ? { leadId } : undefined,
  });
  // The one-time link, for staff to pass on if the e-mail does not arrive.
  return { ok: true, businessId: opened.businessId, url: opened.url };
}

export type LeadAccount =
  | { status: "none" }
  | { status: "open"; businessId: string }
  | { status: "not-eligible" };

/** Whether a lead may open an account: a won client registration, not yet opened. */
async function leadAccount({ db }: Context, leadId: string): Promise<LeadAccount> {
  if (!isUuid(leadId)) return { status: "not-eligible" };
  const [opened] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.leadId, leadId));
  if (opened) return { status: "open", businessId: opened.id };
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.kind, "client"), eq(leads.status, "won")));
  return lead ? { status: "none" } : { status: "not-eligible" };
}

/**
 * "Open a business account" on a won client-registration lead: its e-mail
 * invited as owner, its company name as the legal name. Once per lead
 * (businesses.lead_id is unique): a second try answers the business opened.
 */
async function openFromLead(
  context: Context,
  actor: StaffInviter,
  leadId: string,
): Promise<InviteOutcome | { ok: false; notEligible: true } | { ok: false; alreadyOpen: string }> {
  const state = await leadAccount(context, leadId);
  if (state.status === "open") return { ok: false, alreadyOpen: state.businessId };
  if (state.status === "not-eligible") return { ok: false, notEligible: true };
  const [lead] = await context.db
    .select({ name: leads.name, company: leads.company, email: leads.email })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return { ok: false, notEligible: true };
  try {
    return await inviteCompany(
      context,
      actor,
      { legalName: lead.company || lead.name, ownerName: lead.name, ownerEmail: lead.email },
      leadId,
    );
  } catch (error) {
    // Two clicks at once: the unique lead id lets one through; the other sees it opened.
    const again = await leadAccount(context, leadId);
    if (again.status === "open") return { ok: false, alreadyOpen: again.businessId };
    throw error;
  }
}

/** Suspends (its sessions end at once) or restores a business; false for an unknown id. */
async function setSuspended(
  context: Context,
  actor: StaffActor,
  id: string,
  suspended: boolean,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await context.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, id));
  if (!row) return false;
  await context.business.setSuspended(id, suspended);
  await context.audit.recordBy(actor, suspended ? "business.suspend" : "business.restore", {
    target: { type: "business", id },
  });
  return true;
}

export function createStaffBusinesses(db: Database, business: Context["business"]) {
  const bind = bindContext<Context>({ db, audit: createAuditLog(db), business });
  return {
    listBusinesses: bind(listBusinesses),
    findBusiness: bind(findBusiness),
    inviteCompany: bind(inviteCompany),
    leadAccount: bind(leadAccount),
    openFromLead: bind(openFromLead),
    setSuspended: bind(setSuspended),
    /** The business's activity (business_audit_log) in words; the caller found the business. */
    activity: (businessId: string, page?: number) => businessActivity(db, businessId, page),
  };
}

export type StaffBusinesses = ReturnType<typeof createStaffBusinesses>;
