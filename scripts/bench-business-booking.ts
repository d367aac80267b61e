/**
 * The upload of 1,000 bookings (CONTRACT.md "Business accounts", "bulk"):
 * a 1,000-row CSV checked and previewed (budget 3 s), then booked in one
 * transaction (budget 5 s), on PostgreSQL with the whole pincode directory.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/h_book_bench npx tsx scripts/bench-business-booking.ts
 *
 * The database's public schema is dropped and made again: name one for benchmarks only.
 */
import pg from "pg";
import { openDatabase } from "../database/client";
import { migrateDatabase } from "../database/migrate";
import { loadPincodeDirectory } from "../database/pincode-directory";
import { businessAddresses, businesses } from "../database/schema-business";
import { BOOKING_CSV_COLUMNS } from "@core/booking-columns";
import { createBusinessBookings } from "../server/business/bookings";
import { createPincodeService } from "../server/services/pincodes";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to a PostgreSQL database for benchmarks only.");
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(
  "drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade;",
);
await client.end();

const handle = await openDatabase({ kind: "postgres", url });
await migrateDatabase(handle);
await loadPincodeDirectory(handle.db);
const db = handle.db;
const [business] = await db
  .insert(businesses)
  .values({ legalName: "Bench Traders" })
  .returning({ id: businesses.id });
await db.insert(businessAddresses).values({
  businessId: business!.id,
  label: "Bhiwandi",
  contactName: "Store",
  phone: "9822000001",
  address: "Gala 7",
  pincode: "421302",
  city: "Bhiwandi",
  state: "Maharashtra",
});
const bookings = createBusinessBookings(db, createPincodeService(db));

const destinations = ["411001", "110001", "560001", "400001", "600001", "700001", "380001"];
const row = (i: number) => {
  const cells: Record<string, string> = {
    consignee_name: `रमेश ट्रेडर्स ${i}`,
    consignee_phone: "+91 98220 12345",
    consignee_address: `"Shop ${i}, MG Road"`,
    consignee_pincode: destinations[i % destinations.length]!,
    service: i % 3 ? "ptl" : "express",
    package_count: String(1 + (i % 5)),
    weight_kg: "12.5",
    length_cm: "40",
    breadth_cm: "30",
    height_cm: "30",
    declared_value: String(1_000 + i),
    invoice_no: `INV-${i}`,
    payment_mode: i % 2 ? "paid" : "cod",
    cod_amount: i % 2 ? "" : String(1_000 + i),
    client_ref: `BENCH-${i}`,
  };
  return BOOKING_CSV_COLUMNS.map((c) => cells[c] ?? "").join(",");
};
const file = new TextEncoder().encode(
  [BOOKING_CSV_COLUMNS.join(","), ...Array.from({ length: 1_000 }, (_, i) => row(i))].join("\r\n"),
);

const time = async <T>(label: string, budgetMs: number, run: () => Promise<T>) => {
  const start = performance.now();
  const result = await run();
  const ms = performance.now() - start;
  console.log(
    `${label}: ${ms.toFixed(0)} ms (budget ${budgetMs} ms) ${ms <= budgetMs ? "ok" : "OVER"}`,
  );
  return result;
};

console.log(`file: ${(file.byteLength / 1024).toFixed(0)} KB, 1,000 rows`);
const check = await time("checked and previewed", 3_000, () =>
  bookings.checkUpload(business!.id, file),
);
if (!check.ok) throw new Error(JSON.stringify(check.mistakes.slice(0, 3)));
const made = await time("booked in one transaction", 5_000, () =>
  bookings.bookUpload(business!.id, file, { userId: null, fileName: "bench.csv" }),
);
if (!made.ok) throw new Error("not booked");
console.log(`LR numbers ${made.lrNos[0]} … ${made.lrNos.at(-1)}`);
const again = await time("the same file again (refused)", 3_000, () =>
  bookings.bookUpload(business!.id, file, { userId: null, fileName: "bench.csv" }),
);
console.log(`again: ${again.ok ? "BOOKED TWICE" : `${again.mistakes.length} repeats refused`}`);
await handle.close();
