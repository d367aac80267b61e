/**
 * What the pincode directory costs (docs/decisions/022-pincode-directory.md):
 * the time and memory of one load into a fresh embedded database, the heap
 * the process keeps afterwards, and lookups per second.
 *   npx tsx scripts/bench-pincodes.ts
 */
import { openDatabase } from "../database/client";
import { migrateDatabase } from "../database/migrate";
import { loadPincodeDirectory, readDirectory } from "../database/pincode-directory";
import { createPincodeService } from "../server/services/pincodes";

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function cpuMs(since: NodeJS.CpuUsage) {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 1000);
}

let cpu = process.cpuUsage();
let wall = performance.now();
const rows = readDirectory();
console.log(
  `read and normalise the package: ${rows.length} pincodes, ${cpuMs(cpu)} ms CPU, ${Math.round(performance.now() - wall)} ms wall`,
);

const handle = await openDatabase({ kind: "pglite" });
await migrateDatabase(handle);
gc();
const before = process.memoryUsage();
cpu = process.cpuUsage();
wall = performance.now();
await loadPincodeDirectory(handle.db);
console.log(
  `first load (read + insert): ${cpuMs(cpu)} ms CPU, ${Math.round(performance.now() - wall)} ms wall`,
);
gc();
const after = process.memoryUsage();
console.log(
  `after the load: heap ${mb(after.heapUsed - before.heapUsed)} more, RSS ${mb(after.rss - before.rss)} more (embedded database included)`,
);

cpu = process.cpuUsage();
wall = performance.now();
await loadPincodeDirectory(handle.db);
console.log(
  `start with the directory already loaded: ${Math.round(performance.now() - wall)} ms wall`,
);

const service = createPincodeService(handle.db);
const pins = rows.map((r) => r.pincode);
const n = 2_000;
wall = performance.now();
for (let i = 0; i < n; i++) await service.lookup(pins[(i * 7919) % pins.length]!);
const seconds = (performance.now() - wall) / 1000;
console.log(
  `lookups: ${Math.round(n / seconds)} a second (${((seconds / n) * 1000).toFixed(2)} ms each)`,
);
await handle.close();
