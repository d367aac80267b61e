/**
 * What a business's people did, as staff read it under "Activity" on
 * /staff/businesses/<id>: that business's rows of business_audit_log, newest
 * first, 50 a page, each a sentence of core/audit-sentences.ts. The actor is
 * named from the business's own people (with "at <business>", and their role
 * word beside) or, for what staff wrote there (the owner's invitation), by the
 * staff display name. Every query filters by the business id: another
 * business's rows and people never come into it.
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businessAuditLog, businessUsers, businesses } from "../../database/schema-business";
import { staffUsers } from "../../database/schema";
import { auditSentence, type AuditPart, type AuditRecord } from "@core/audit-sentences";
import { isBusinessRole } from "@core/business-access";
import { FORMER_COLLEAGUE, staffDisplayName } from "../services/staff/accounts";
import { BUSINESS_USER } from "./business-kind";

export const ACTIVITY_PAGE_SIZE = 50;

const ROLE_WORDS = { owner: "Owner", booker: "Booker", viewer: "Viewer" } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (ids: unknown[]) => [
  ...new Set(ids.filter((id): id is string => typeof id === "string" && UUID.test(id))),
];

export type ActivityLine = {
  id: number;
  at: string;
  action: string;
  parts: AuditPart[];
  /** Who acted, in a word: the business role (Owner, Booker, Viewer), "Staff", or null. */
  by: string | null;
};

export type Activity = {
  rows: ActivityLine[];
  total: number;
  page: number;
  pages: number;
};

/** A page of the business's activity; a page past the last shows the last. */
export async function businessActivity(
  db: Database,
  businessId: string,
  askedPage = 1,
): Promise<Activity> {
  const ofBusiness = eq(businessAuditLog.businessId, businessId);
  const [[counted], [business]] = await Promise.all([
    db.select({ n: count() }).from(businessAuditLog).where(ofBusiness),
    db.select({ name: businesses.legalName }).from(businesses).where(eq(businesses.id, businessId)),
  ]);
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const page = Math.min(Math.max(1, askedPage), pages);
  const rows = total
    ? await db
        .select()
        .from(businessAuditLog)
        .where(ofBusiness)
        .orderBy(desc(businessAuditLog.at), desc(businessAuditLog.id))
        .limit(ACTIVITY_PAGE_SIZE)
        .offset((page - 1) * ACTIVITY_PAGE_SIZE)
    : [];

  const personIds = uuids(
    rows.flatMap((r) => [r.actorId, r.targetType === BUSINESS_USER ? r.targetId : null]),
  );
  const staffIds = uuids(rows.flatMap((r) => [r.actorId, r.detail?.to]));
  const [people, staff] = await Promise.all([
    personIds.length
      ? db
          .select({
            id: businessUsers.id,
            name: businessUsers.name,
            email: businessUsers.email,
            role: businessUsers.role,
          })
          .from(businessUsers)
          .where(
            and(eq(businessUsers.businessId, businessId), inArray(businessUsers.id, personIds)),
          )
      : [],
    staffIds.length
      ? db
          .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
          .from(staffUsers)
          .where(inArray(staffUsers.id, staffIds))
      : [],
  ]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  const staffOf = new Map(staff.map((s) => [s.id, staffDisplayName(s)]));
  const personName = (p: { name: string; email: string }) => p.name.trim() || p.email;

  const recordOf = (type: string, id: string): AuditRecord | undefined => {
    if (type === BUSINESS_USER) {
      const person = personOf.get(id);
      return person
        ? { label: personName(person), href: `/staff/businesses/${businessId}#person-${id}` }
        : { erased: true };
    }
    if (type === "business" && id === businessId && business)
      return { label: business.name, href: `/staff/businesses/${businessId}` };
    return undefined;
  };

  const lines = rows.map((r): ActivityLine => {
    const person = r.actorId ? personOf.get(r.actorId) : undefined;
    const staffName = r.actorId ? staffOf.get(r.actorId) : undefined;
    const target = r.targetType ? { type: r.targetType, id: r.targetId ?? "" } : null;
    return {
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      by: person
        ? isBusinessRole(person.role)
          ? ROLE_WORDS[person.role]
          : person.role
        : staffName
          ? "Staff"
          : null,
      parts: auditSentence({
        action: r.action,
        actor: person ? personName(person) : (staffName ?? r.actorEmail),
        // "at Kalyan Traders" only for the business's own people, never for staff.
        business: person ? (business?.name ?? null) : null,
        actorId: r.actorId,
        target,
        record: target ? recordOf(target.type, target.id) : undefined,
        detail: r.detail ?? null,
        personName: (id) => {
          const named = typeof id === "string" ? personOf.get(id) : undefined;
          return (
            (typeof id === "string" && staffOf.get(id)) ||
            (named && personName(named)) ||
            FORMER_COLLEAGUE
          );
        },
      }),
    };
  });
  return { rows: lines, total, page, pages };
}
