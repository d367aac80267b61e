/**
 * The pincode directory and where the company delivers: the lookup behind
 * GET /api/pincodes/{pin}, the forms' existence check, the "Do we deliver
 * to your pincode?" answer and the instant estimate
 * (docs/decisions/022-pincode-directory.md).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { pincodes, serviceAreas } from "../../database/schema";
import type { StaffActor } from "@core/staff-access";
import { ServiceRuleSchema, type RuleKind, type ServiceRule } from "@core/schemas/service-area";
import { bindContext } from "./bind-context";
import { createAuditLog, type AuditLog } from "./staff/audit";

export type PincodeInfo = {
  pincode: string;
  places: string[];
  district: string;
  state: string;
  latitude: number;
  longitude: number;
  serviceable: boolean;
};

/** A pincode as the forms and the API accept it: six digits, not starting with 0. */
export const isPincode = (value: string) => /^[1-9]\d{5}$/.test(value);

/**
 * What PUT /api/ops/serviceability and /staff/serviceability change: each
 * entry a pincode, a state's name, or a district as "District, State".
 */
export type ServiceabilityChange = { serve: string[]; stop: string[]; reset: string[] };

/** A district rule's value: its name and its state's, as the directory spells them. */
export const districtKey = (district: string, state: string) => `${district}, ${state}`;

/** Lists in pieces a query's parameters can hold (PostgreSQL takes at most 65,535). */
function chunks<T>(list: T[], size = 5_000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type PincodeContext = { db: Database; audit: AuditLog };

/** An audit row's target: the area a rule is about. */
const areaOf = (rule: { kind: RuleKind; value: string }) => ({
  type: `service_area.${rule.kind}`,
  id: rule.value,
});

const PINCODE_INFO = {
  pincode: pincodes.pincode,
  places: pincodes.places,
  district: pincodes.district,
  state: pincodes.state,
  latitude: pincodes.latitude,
  longitude: pincodes.longitude,
  // The narrowest rule wins: pincode, then district, then state. No rule: served,
  // so a new install delivers everywhere until the company says otherwise.
  serviceable: sql<boolean>`coalesce(
    (select serves from service_areas where kind = 'pincode' and value = ${pincodes.pincode}),
    (select serves from service_areas where kind = 'district'
      and value = ${pincodes.district} || ', ' || ${pincodes.state}),
    (select serves from service_areas where kind = 'state' and value = ${pincodes.state}),
    true)`,
};

/** The pincode's entry with whether it is served, or null when it does not exist. */
async function lookup(context: PincodeContext, pincode: string): Promise<PincodeInfo | null> {
  if (!isPincode(pincode)) return null;
  const [row] = await context.db
    .select(PINCODE_INFO)
    .from(pincodes)
    .where(eq(pincodes.pincode, pincode));
  return row ?? null;
}

/** Several pincodes' entries at once (an upload's 1,000 rows): those that exist, by pincode. */
async function lookupMany(
  context: PincodeContext,
  list: readonly string[],
): Promise<Map<string, PincodeInfo>> {
  const found = new Map<string, PincodeInfo>();
  for (const part of chunks([...new Set(list.filter(isPincode))]))
    for (const row of await context.db
      .select(PINCODE_INFO)
      .from(pincodes)
      .where(inArray(pincodes.pincode, part)))
      found.set(row.pincode, row);
  return found;
}

/** Those of the given pincodes that are not in the directory. */
async function unknown(context: PincodeContext, list: string[]): Promise<string[]> {
  const wanted = [...new Set(list.filter(isPincode))];
  if (wanted.length === 0) return [];
  const known = new Set<string>();
  for (const batch of chunks(wanted)) {
    const found = await context.db
      .select({ pincode: pincodes.pincode })
      .from(pincodes)
      .where(inArray(pincodes.pincode, batch));
    for (const row of found) known.add(row.pincode);
  }
  return wanted.filter((p) => !known.has(p));
}

/** The states the directory knows, by name. */
async function states(context: PincodeContext): Promise<string[]> {
  const rows = await context.db.selectDistinct({ state: pincodes.state }).from(pincodes);
  return rows.map((r) => r.state).sort();
}

/** Every district with its state, by state then district. */
async function districts(context: PincodeContext): Promise<{ district: string; state: string }[]> {
  return context.db
    .selectDistinct({ district: pincodes.district, state: pincodes.state })
    .from(pincodes)
    .orderBy(pincodes.state, pincodes.district);
}

/**
 * Applies the changes in one transaction; entries the directory does not
 * know come back as errors and change nothing. Answers the rules changed.
 */
async function changeServiceability(
  context: PincodeContext,
  change: ServiceabilityChange,
): Promise<
  | { ok: true; changed: { kind: RuleKind; value: string; list: keyof ServiceabilityChange }[] }
  | { ok: false; errors: Record<string, string> }
> {
  const fold = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
  const stateByName = new Map((await states(context)).map((s) => [fold(s), s]));
  const hasComma = Object.values(change).some((list) => list.some((e) => e.includes(",")));
  const districtByName = new Map(
    (hasComma ? await districts(context) : []).map((d) => {
      const key = districtKey(d.district, d.state);
      return [fold(key), key];
    }),
  );
  const missing = await unknown(
    context,
    Object.values(change)
      .flat()
      .map((e) => e.trim()),
  );
  const errors: Record<string, string> = {};
  const rules: { kind: RuleKind; value: string; list: keyof ServiceabilityChange }[] = [];
  for (const list of ["serve", "stop", "reset"] as const) {
    change[list].forEach((entry, i) => {
      const value = entry.trim();
      const district = value.includes(",")
        ? districtByName.get(fold(value.replace(/\s*,\s*/, ", ")))
        : undefined;
      const state = stateByName.get(fold(value));
      if (isPincode(value)) {
        if (missing.includes(value)) errors[`${list}.${i}`] = `No such pincode: ${value}.`;
        else rules.push({ kind: "pincode", value, list });
      } else if (district) rules.push({ kind: "district", value: district, list });
      else if (state) rules.push({ kind: "state", value: state, list });
      else
        errors[`${list}.${i}`] =
          `Give a 6-digit pincode, a state's name or "District, State" as the directory spells them (not "${value.slice(0, 60)}").`;
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // In list order, the last word on an area wins; then written in batches (a CSV of pincodes).
  const last = new Map(rules.map((rule) => [`${rule.kind}\u0000${rule.value}`, rule]));
  const final = [...last.values()];
  await context.db.transaction(async (tx) => {
    for (const batch of chunks(final.filter((r) => r.list === "reset"))) {
      for (const kind of ["state", "district", "pincode"] as const) {
        const values = batch.filter((r) => r.kind === kind).map((r) => r.value);
        if (values.length > 0)
          await tx
            .delete(serviceAreas)
            .where(and(eq(serviceAreas.kind, kind), inArray(serviceAreas.value, values)));
      }
    }
    for (const batch of chunks(final.filter((r) => r.list !== "reset")))
      await tx
        .insert(serviceAreas)
        .values(batch.map((r) => ({ kind: r.kind, value: r.value, serves: r.list === "serve" })))
        .onConflictDoUpdate({
          target: [serviceAreas.kind, serviceAreas.value],
          set: { serves: sql`excluded.serves`, updatedAt: new Date() },
        });
  });
  return { ok: true, changed: rules };
}

/** /staff/serviceability: one area served or not, audited. */
async function setRule(context: PincodeContext, area: string, serves: boolean, actor: StaffActor) {
  const changed = await changeServiceability(context, {
    serve: serves ? [area] : [],
    stop: serves ? [] : [area],
    reset: [],
  });
  if (changed.ok)
    await context.audit.recordBy(actor, "serviceability.set", {
      target: areaOf(changed.changed[0]!),
      detail: { serves },
    });
  return changed;
}

/** /staff/serviceability: an area's rule removed (it answers as its district or state), audited. */
async function removeRule(context: PincodeContext, area: string, actor: StaffActor) {
  const changed = await changeServiceability(context, { serve: [], stop: [], reset: [area] });
  if (changed.ok)
    await context.audit.recordBy(actor, "serviceability.removed", {
      target: areaOf(changed.changed[0]!),
    });
  return changed;
}

/** /staff/serviceability: a CSV's pincodes all served or not, audited with their number. */
async function uploadPincodes(
  context: PincodeContext,
  list: string[],
  serves: boolean,
  actor: StaffActor,
) {
  const changed = await changeServiceability(context, {
    serve: serves ? list : [],
    stop: serves ? [] : list,
    reset: [],
  });
  if (changed.ok)
    await context.audit.recordBy(actor, "serviceability.uploaded", {
      target: { type: "service_area.pincode", id: "csv" },
      detail: { serves, count: list.length },
    });
  return changed;
}

/** Every rule, by kind then value (for the staff console). */
async function rules(context: PincodeContext): Promise<ServiceRule[]> {
  const rows = await context.db
    .select({ kind: serviceAreas.kind, value: serviceAreas.value, serves: serviceAreas.serves })
    .from(serviceAreas)
    .orderBy(serviceAreas.kind, serviceAreas.value);
  return rows.map((r) => ServiceRuleSchema.parse(r));
}

/** Every rule, states first. */
async function listServiceability(context: PincodeContext) {
  const rows = await context.db
    .select({ kind: serviceAreas.kind, value: serviceAreas.value, serves: serviceAreas.serves })
    .from(serviceAreas)
    .orderBy(serviceAreas.kind, serviceAreas.value);
  const pick = (kind: string, serves: boolean) =>
    rows.filter((r) => r.kind === kind && r.serves === serves).map((r) => r.value);
  return {
    states: { serve: pick("state", true), stop: pick("state", false) },
    districts: { serve: pick("district", true), stop: pick("district", false) },
    pincodes: { serve: pick("pincode", true), stop: pick("pincode", false) },
  };
}

/** The directory's functions, bound to one database. */
export function createPincodeService(db: Database) {
  const bind = bindContext<PincodeContext>({ db, audit: createAuditLog(db) });
  return {
    lookup: bind(lookup),
    lookupMany: bind(lookupMany),
    unknown: bind(unknown),
    states: bind(states),
    districts: bind(districts),
    changeServiceability: bind(changeServiceability),
    setRule: bind(setRule),
    removeRule: bind(removeRule),
    uploadPincodes: bind(uploadPincodes),
    rules: bind(rules),
    listServiceability: bind(listServiceability),
  };
}

export type PincodeService = ReturnType<typeof createPincodeService>;
