/**
 * Business documents' budgets (CONTRACT.md "documents"): a labels PDF of 500
 * packages in under 3 s, and a ZIP of 500 POD PDFs streamed from PostgreSQL
 * with the process's RSS growing by less than 50 MB however large the PODs.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/h_docs_bench npx tsx scripts/bench-business-documents.ts
 *
 * Prints the numbers; exits 1 when a budget is broken.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { openDatabase } from "../database/client";
import { createDatabase } from "../database/create-database";
import { migrateDatabase } from "../database/migrate";
import { buildTextPdf } from "../database/pdf";
import { renderLabels } from "../server/documents/labels";
import { openPodZip } from "../server/documents/pod-zip";
import { documentShipment } from "../tests/support/document-shipments";
import { makeBusinessWithShipments } from "../tests/support/business-documents";

const URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/h_docs_bench";
const PODS = 500;
/** A photographed POD is a few hundred KB: 500 of them are 100 MB, twice the memory budget. */
const POD_BYTES = 200 * 1024;
let failed = false;

function check(label: string, value: number, budget: number, unit: string) {
  const ok = value < budget;
  if (!ok) failed = true;
  console.log(
    `${label}: ${value.toFixed(unit === "MB" ? 1 : 0)} ${unit} (budget < ${budget} ${unit}) ${ok ? "ok" : "OVER"}`,
  );
}

function labelsOf(shipments: number, packages: number) {
  return Array.from({ length: shipments }, (_, i) =>
    documentShipment({
      lrNo: `SB${String(7_000_000_000 + shipments * 10 + i)}`,
      trackingUrl: `https://www.example.com/track-shipment-v2/SB${String(7_000_000_000 + shipments * 10 + i)}`,
      packages: [
        { count: packages, weightGrams: 10_000, lengthCm: 40, breadthCm: 30, heightCm: 30 },
      ],
    }),
  );
}

function benchLabels() {
  // The first in the process: it reads the font files and warms the encoders.
  for (const [shipments, packages] of [
    [500, 1],
    [100, 5],
  ] as const) {
    const list = labelsOf(shipments, packages);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const pdf = renderLabels(list);
    const ms = performance.now() - started;
    // On a shared machine the wall time counts others' work too: the CPU time is this work's own.
    console.log(
      `  (CPU ${Math.round(process.cpuUsage(cpu).user / 1000)} ms, load ${loadavg()[0]!.toFixed(1)})`,
    );
    check(
      `labels PDF, ${shipments} shipments × ${packages} = 500 packages (${(pdf.byteLength / 1024).toFixed(0)} KB)`,
      ms,
      3000,
      "ms",
    );
  }
}

/** A real one-page PDF padded to `bytes` with a comment of random bytes, as big as a photo's. */
function podOf(bytes: number): Uint8Array {
  const pdf = Buffer.from(buildTextPdf([{ text: "Proof of delivery" }]));
  const pad = Buffer.concat([
    Buffer.from("%"),
    randomBytes(Math.max(0, bytes - pdf.byteLength - 2)),
    Buffer.from("\n"),
  ]);
  return new Uint8Array(Buffer.concat([pdf.subarray(0, 9), pad, pdf.subarray(9)]));
}

async function benchPodZip() {
  console.log(await createDatabase(URL));
  const handle = await openDatabase({ kind: "postgres", url: URL });
  try {
    await migrateDatabase(handle);
    await handle.db.execute(
      sql`delete from pod_files using shipments where shipments.id = pod_files.shipment_id and shipments.business_id is not null and shipments.lr_no like 'SB9%'`,
    );
    await handle.db.execute(
      sql`delete from shipments where business_id is not null and lr_no like 'SB9%'`,
    );
    await handle.db.execute(sql`delete from business_bookings where shipment_count = ${PODS}`);
    await handle.db.execute(sql`delete from businesses where legal_name = 'Bench Traders'`);
    const seeded = performance.now();
    const made = await makeBusinessWithShipments(handle.db, {
      name: "Bench Traders",
      count: PODS,
      delivered: PODS,
      podBytes: podOf(POD_BYTES),
    });
    console.log(
      `${PODS} PODs of ${POD_BYTES / 1024} KB stored in ${Math.round(performance.now() - seeded)} ms`,
    );
    global.gc?.();
    console.log(
      `(garbage collected first: ${typeof global.gc === "function" ? "yes" : "no, run with --expose-gc"})`,
    );
    const before = process.memoryUsage().rss;
    let peak = before;
    const started = performance.now();
    const stream = await openPodZip(handle.db, made.businessId, { lrNos: made.lrNos });
    const reader = stream!.getReader();
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      peak = Math.max(peak, process.memoryUsage().rss);
      // A reader slower than the database, as a phone's download is.
      if (bytes % (4 * 1024 * 1024) < value.byteLength) await new Promise((r) => setTimeout(r, 1));
    }
    const ms = performance.now() - started;
    console.log(
      `POD ZIP: ${(bytes / 1024 / 1024).toFixed(1)} MB of ${PODS} PDFs streamed in ${Math.round(ms)} ms`,
    );
    const end = process.memoryUsage();
    console.log(
      `  at the end: heap ${(end.heapUsed / 1048576).toFixed(0)} MB, buffers ${(end.arrayBuffers / 1048576).toFixed(0)} MB`,
    );
    check("POD ZIP, RSS growth while streaming", (peak - before) / 1024 / 1024, 50, "MB");
  } finally {
    await handle.close();
  }
}

if (!process.argv.includes("--zip-only")) benchLabels();
await benchPodZip();
process.exit(failed ? 1 : 0);
