/**
 * The pincode directory and where the company delivers: the lookup behind
 * GET /api/pincodes/{pin}, the forms' existence check, the "Do we deliver
 * to your pincode?" answer and the instant estimate
 * (docs/decisions/022-pincode-directory.md).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { pincodes, serviceAreas } from "../../database/schema";

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

/** What PUT /api/ops/serviceability changes: each entry a pincode or a state's name. */
export type ServiceabilityChange = { serve: string[]; stop: string[]; reset: string[] };

export function createPincodeService(db: Database) {
  /** The pincode's entry with whether it is served, or null when it does not exist. */
  async function lookup(pincode: string): Promise<PincodeInfo | null> {
    if (!isPincode(pincode)) return null;
    const [row] = await db
      .select({
        pincode: pincodes.pincode,
        places: pincodes.places,
        district: pincodes.district,
        state: pincodes.state,
        latitude: pincodes.latitude,
        longitude: pincodes.longitude,
        // A pincode's own rule wins over its state's; no rule: not served.
        serviceable: sql<boolean>`coalesce(
          (select serves from service_areas where kind = 'pincode' and value = ${pincodes.pincode}),
          (select serves from service_areas where kind = 'state' and value = ${pincodes.state}),
          false)`,
      })
      .from(pincodes)
      .where(eq(pincodes.pincode, pincode));
    return row ?? null;
  }

  /** Those of the given pincodes that are not in the directory. */
  async function unknown(list: string[]): Promise<string[]> {
    const wanted = [...new Set(list.filter(isPincode))];
    if (wanted.length === 0) return [];
    const found = await db
      .select({ pincode: pincodes.pincode })
      .from(pincodes)
      .where(inArray(pincodes.pincode, wanted));
    const known = new Set(found.map((r) => r.pincode));
    return wanted.filter((p) => !known.has(p));
  }

  /** The states the directory knows, by name. */
  async function states(): Promise<string[]> {
    const rows = await db.selectDistinct({ state: pincodes.state }).from(pincodes);
    return rows.map((r) => r.state).sort();
  }

  /**
   * Applies the changes in one transaction; entries the directory does not
   * know come back as errors and change nothing.
   */
  async function changeServiceability(
    change: ServiceabilityChange,
  ): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
    const knownStates = new Set(await states());
    const stateKey = (value: string) =>
      [...knownStates].find((s) => s.toLowerCase() === value.trim().toLowerCase());
    const missing = await unknown(Object.values(change).flat());
    const errors: Record<string, string> = {};
    const rules: { kind: "state" | "pincode"; value: string; list: keyof ServiceabilityChange }[] =
      [];
    for (const list of ["serve", "stop", "reset"] as const) {
      change[list].forEach((entry, i) => {
        const value = entry.trim();
        if (isPincode(value)) {
          if (missing.includes(value)) errors[`${list}.${i}`] = `No such pincode: ${value}.`;
          else rules.push({ kind: "pincode", value, list });
        } else {
          const state = stateKey(value);
          if (state) rules.push({ kind: "state", value: state, list });
          else
            errors[`${list}.${i}`] =
              `Give a 6-digit pincode or a state's name as the directory spells it (not "${value.slice(0, 60)}").`;
        }
      });
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    await db.transaction(async (tx) => {
      for (const rule of rules) {
        const key = and(eq(serviceAreas.kind, rule.kind), eq(serviceAreas.value, rule.value));
        if (rule.list === "reset") {
          await tx.delete(serviceAreas).where(key);
          continue;
        }
        await tx
          .insert(serviceAreas)
          .values({ kind: rule.kind, value: rule.value, serves: rule.list === "serve" })
          .onConflictDoUpdate({
            target: [serviceAreas.kind, serviceAreas.value],
            set: { serves: rule.list === "serve", updatedAt: new Date() },
          });
      }
    });
    return { ok: true };
  }

  /** Every rule, states first. */
  async function listServiceability() {
    const rows = await db
      .select({ kind: serviceAreas.kind, value: serviceAreas.value, serves: serviceAreas.serves })
      .from(serviceAreas)
      .orderBy(serviceAreas.kind, serviceAreas.value);
    const pick = (kind: string, serves: boolean) =>
      rows.filter((r) => r.kind === kind && r.serves === serves).map((r) => r.value);
    return {
      states: { serve: pick("state", true), stop: pick("state", false) },
      pincodes: { serve: pick("pincode", true), stop: pick("pincode", false) },
    };
  }

  return { lookup, unknown, states, changeServiceability, listServiceability };
}

export type PincodeService = ReturnType<typeof createPincodeService>;
