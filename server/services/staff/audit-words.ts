/**
 * The audit log as people read it: each row with the names
 * of the colleagues it mentions and a link to its record, or "(erased)" when
 * the record has gone since (erasure, retention). The words themselves are
 * core/audit-sentences.ts; this finds what they name, a few queries a page.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../../database/client";
import {
  businesses,
  jobApplications,
  jobs,
  leads,
  shipments,
  staffUsers,
  supportTickets,
  type staffAuditLog,
} from "../../../database/schema";
import { auditSentence, type AuditPart, type AuditRecord } from "@core/audit-sentences";
import { leadKindLabels } from "@core/content/staff-work";
import { LEAD_KINDS } from "@core/schemas/staff-lists";
import { FORMER_COLLEAGUE, staffDisplayName } from "./accounts";
import type { AuditFilter, AuditLog } from "./audit";

/** A lead kind's label, or the stored word for a kind the labels do not know. */
function leadKindLabel(kind: string) {
  const known = LEAD_KINDS.find((k) => k === kind);
  return known ? leadKindLabels[known] : kind;
}

type Row = typeof staffAuditLog.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuids = (ids: Iterable<unknown>) => [
  ...new Set([...ids].filter((id): id is string => typeof id === "string" && UUID.test(id))),
];

export type AuditLine = {
  id: number;
  at: string;
  action: string;
  parts: AuditPart[];
  /** The first characters of the address hash, enough to tell two addresses apart. */
  ipHash: string;
};

export function createAuditWords(db: Database, audit: AuditLog) {
  /** The records a page of rows names, by `type:id`. Absent: erased since. */
  async function recordsOf(rows: Row[]): Promise<Map<string, AuditRecord>> {
    const idsOf = (type: string) =>
      rows.filter((r) => r.targetType === type && r.targetId).map((r) => r.targetId!);
    const found = new Map<string, AuditRecord>();
    const leadIds = uuids(idsOf("lead"));
    const applicationIds = uuids(idsOf("application"));
    const ticketIds = uuids(idsOf("ticket"));
    const lrNos = [...new Set(idsOf("shipment"))];
    const jobIds = [...new Set(idsOf("job").map(Number).filter(Number.isSafeInteger))];
    const staffIds = uuids(idsOf("staff"));
    const businessIds = uuids(idsOf("business"));
    const [leadRows, applicationRows, ticketRows, shipmentRows, jobRows, staffRows, businessRows] =
      await Promise.all([
        leadIds.length
          ? db
              .select({ id: leads.id, name: leads.name, kind: leads.kind })
              .from(leads)
              .where(inArray(leads.id, leadIds))
          : [],
        applicationIds.length
          ? db
              .select({ id: jobApplications.id, name: jobApplications.name, job: jobs.title })
              .from(jobApplications)
              .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
              .where(inArray(jobApplications.id, applicationIds))
          : [],
        ticketIds.length
          ? db
              .select({ id: supportTickets.id, number: supportTickets.number })
              .from(supportTickets)
              .where(inArray(supportTickets.id, ticketIds))
          : [],
        lrNos.length
          ? db
              .select({ lrNo: shipments.lrNo })
              .from(shipments)
              .where(inArray(shipments.lrNo, lrNos))
          : [],
        jobIds.length
          ? db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, jobIds))
          : [],
        staffIds.length
          ? db
              .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
              .from(staffUsers)
              .where(inArray(staffUsers.id, staffIds))
          : [],
        businessIds.length
          ? db
              .select({ id: businesses.id, name: businesses.legalName })
              .from(businesses)
              .where(inArray(businesses.id, businessIds))
          : [],
      ]);
    for (const l of leadRows)
      found.set(`lead:${l.id}`, {
        label: `${l.name} (${leadKindLabel(l.kind)})`,
        href: `/staff/leads/${l.id}`,
      });
    for (const a of applicationRows)
      found.set(`application:${a.id}`, {
        label: a.job ? `${a.name} (${a.job})` : a.name,
        href: `/staff/applications/${a.id}`,
      });
    for (const t of ticketRows)
      found.set(`ticket:${t.id}`, { label: t.number, href: `/staff/tickets/${t.number}` });
    for (const s of shipmentRows)
      found.set(`shipment:${s.lrNo}`, {
        label: s.lrNo,
        href: `/staff/shipments/${encodeURIComponent(s.lrNo)}`,
      });
    for (const j of jobRows)
      found.set(`job:${j.id}`, { label: j.title, href: `/staff/jobs/${j.id}` });
    for (const s of staffRows)
      found.set(`staff:${s.id}`, {
        label: staffDisplayName(s),
        href: `/staff/accounts#account-${s.id}`,
      });
    for (const b of businessRows)
      found.set(`business:${b.id}`, { label: b.name, href: `/staff/businesses/${b.id}` });
    return found;
  }

  /** The kinds of record a row can link to; any other target has no record to find. */
  const LINKED = new Set(["lead", "application", "ticket", "shipment", "job", "staff", "business"]);

  /** The colleagues a page of rows names: its actors and the people in `detail.to`. */
  async function peopleOf(rows: Row[]): Promise<Map<string, string>> {
    const ids = uuids(rows.flatMap((r) => [r.actorId, r.detail?.to]));
    if (!ids.length) return new Map();
    const people = await db
      .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .where(inArray(staffUsers.id, ids));
    return new Map(people.map((p) => [p.id, staffDisplayName(p)]));
  }

  return {
    /** A page of the audit log (the filter of `audit.list`), each row a sentence. */
    async list(filter: AuditFilter) {
      const page = await audit.list(filter);
      const [records, people] = await Promise.all([recordsOf(page.rows), peopleOf(page.rows)]);
      const personName = (id: unknown) =>
        (typeof id === "string" && people.get(id)) || FORMER_COLLEAGUE;
      const lines: AuditLine[] = page.rows.map((r) => {
        const target = r.targetType ? { type: r.targetType, id: r.targetId ?? "" } : null;
        const record =
          target && LINKED.has(target.type)
            ? (records.get(`${target.type}:${target.id}`) ?? { erased: true as const })
            : undefined;
        return {
          id: r.id,
          at: r.at.toISOString(),
          action: r.action,
          parts: auditSentence({
            action: r.action,
            actor: r.actorId ? (people.get(r.actorId) ?? r.actorEmail) : r.actorEmail,
            actorId: r.actorId,
            target,
            record,
            detail: r.detail ?? null,
            personName,
          }),
          ipHash: r.ipHash.slice(0, 10),
        };
      });
      return { ...page, rows: lines };
    },
  };
}

export type AuditWords = ReturnType<typeof createAuditWords>;
