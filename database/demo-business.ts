/**
 * The demo business of CONTRACT.md "Business accounts" (demo data): "Demo
 * Traders Pvt Ltd", its owner, a pickup address in Bhiwandi and three
 * shipments it booked (one Delivered with a POD, one cash on delivery, one
 * Booked). Loaded with the rest of the demo data, once.
 */
import { createHmac, hkdfSync, randomBytes, scrypt } from "node:crypto";
import { sql } from "drizzle-orm";
import { gstPaiseOf } from "@core/booking-charges";
import type { Database } from "./client";
import { buildTextPdf } from "./pdf";
import { podFiles, shipments, trackingEvents } from "./schema";
import {
  businessAddresses,
  businessApiKeys,
  businessBookings,
  businesses,
  businessUsers,
} from "./schema-business";

export const DEMO_BUSINESS = {
  legalName: "Demo Traders Pvt Ltd",
  gstin: "27AAAAA0000A1Z2",
  ownerEmail: "owner@demo-traders.example",
  /** Demo data only, like the staff's: CONTRACT.md names it. */
  ownerPassword: "demo-traders-2026",
} as const;

/**
 * The owner's password hash in the accounts module's format
 * (server/accounts/passwords.ts, `scrypt$N$r$p$salt$hash`): the database
 * layer stands on nothing of ours, so it is made here; the demo's sign-in
 * test proves the two agree.
 */
function hashDemoPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const [N, r, p] = [2 ** 15, 8, 1];
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem: 256 * N * r * p }, (e, key) =>
      e
        ? reject(e)
        : resolve(["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$")),
    ),
  );
}

type Tx = Pick<Database, "insert" | "execute">;
const HOUR = 3_600_000;

const consignees = [
  {
    lrNo: "SB0000000001",
    orderStatus: "Delivered",
    name: "Kaveri Textiles",
    phone: "9822011111",
    pincode: "411001",
    city: "Pune",
    service: "ptl",
    paymentMode: "paid",
    declaredValuePaise: 4_500_000,
    codAmountPaise: null,
    weightGrams: 42_000,
    freightPaise: 185_000,
    events: [
      { status: "Manifested", location: "Bhiwandi Hub", hoursAgo: 72 },
      { status: "In Transit", location: "Pune Hub", hoursAgo: 40 },
      { status: "Out for Delivery", location: "Pune", hoursAgo: 28 },
      { status: "Delivered", location: "Pune", hoursAgo: 26 },
    ],
    pod: true,
  },
  {
    lrNo: "SB0000000002",
    orderStatus: "In Transit",
    name: "Shree Ganesh Stores",
    phone: "9822022222",
    pincode: "422001",
    city: "Nashik",
    service: "express",
    paymentMode: "cod",
    declaredValuePaise: 1_200_000,
    codAmountPaise: 1_200_000,
    weightGrams: 8_500,
    freightPaise: 62_000,
    events: [
      { status: "Manifested", location: "Bhiwandi Hub", hoursAgo: 20 },
      { status: "In Transit", location: "Nashik Hub", hoursAgo: 6 },
    ],
    pod: false,
  },
  {
    lrNo: "SB0000000003",
    orderStatus: "Booked",
    name: "Patil Hardware",
    phone: "9822033333",
    pincode: "400001",
    city: "Mumbai",
    service: "ltl",
    paymentMode: "to_pay",
    declaredValuePaise: 2_750_000,
    codAmountPaise: null,
    weightGrams: 120_000,
    freightPaise: 310_000,
    events: [],
    pod: false,
  },
] as const;

export async function seedDemoBusiness(tx: Tx, now: Date, apiKeySecret?: string) {
  const [business] = await tx
    .insert(businesses)
    .values({
      legalName: DEMO_BUSINESS.legalName,
      gstin: DEMO_BUSINESS.gstin,
      billingAddress: "Gala 12, Shree Logistics Park, Bhiwandi, Thane, Maharashtra 421302",
    })
    .returning({ id: businesses.id });
  const businessId = business!.id;
  const [owner] = await tx
    .insert(businessUsers)
    .values({
      businessId,
      email: DEMO_BUSINESS.ownerEmail,
      name: "Rohan Deshmukh",
      role: "owner",
      passwordHash: await hashDemoPassword(DEMO_BUSINESS.ownerPassword),
    })
    .returning({ id: businessUsers.id });
  const [address] = await tx
    .insert(businessAddresses)
    .values({
      businessId,
      label: "Bhiwandi warehouse",
      contactName: "Rohan Deshmukh",
      phone: "9822000000",
      address: "Gala 12, Shree Logistics Park, Mankoli Naka",
      pincode: "421302",
      city: "Bhiwandi",
      state: "Maharashtra",
    })
    .returning({ id: businessAddresses.id });
  const [booking] = await tx
    .insert(businessBookings)
    .values({
      businessId,
      source: "form",
      shipmentCount: consignees.length,
      createdBy: owner!.id,
      createdAt: new Date(now.getTime() - 74 * HOUR),
    })
    .returning({ id: businessBookings.id });
  for (const [i, c] of consignees.entries()) {
    // The booking's one GST rule (core/booking-charges.ts), so the demo's statement adds up as a real one.
    const gstPaise = gstPaiseOf(c.freightPaise);
    const [shipment] = await tx
      .insert(shipments)
      .values({
        lrNo: c.lrNo,
        orderStatus: c.orderStatus,
        destinationPincode: c.pincode,
        consigneePhone: c.phone,
        businessId,
        bookingId: booking!.id,
        clientRef: `DT-ORD-${1001 + i}`,
        consigneeName: c.name,
        service: c.service,
        paymentMode: c.paymentMode,
        declaredValuePaise: c.declaredValuePaise,
        codAmountPaise: c.codAmountPaise,
        chargeableWeightGrams: c.weightGrams,
        freightPaise: c.freightPaise,
        gstPaise,
        booking: {
          pickupAddressId: address!.id,
          consignee: {
            name: c.name,
            phone: c.phone,
            address: `Main Road, ${c.city}`,
            pincode: c.pincode,
          },
          packages: [{ weightKg: c.weightGrams / 1000, lengthCm: 60, breadthCm: 40, heightCm: 40 }],
          invoiceNo: `DT-INV-${2001 + i}`,
          ewbNo: c.declaredValuePaise > 5_000_000 ? "123456789012" : null,
          deliverySlot: null,
          addressType: "office",
        },
        createdAt: new Date(now.getTime() - (c.events[0]?.hoursAgo ?? 2) * HOUR),
      })
      .returning({ id: shipments.id });
    const shipmentId = shipment!.id;
    for (const [n, e] of c.events.entries())
      await tx.insert(trackingEvents).values({
        shipmentId,
        trackingStatus: e.status,
        location: e.location,
        remarks: "",
        occurredAt: new Date(now.getTime() - e.hoursAgo * HOUR),
        externalId: `demo-business-${n + 1}`,
      });
    if (c.pod) {
      // Made as the other demo POD is (database/seed.ts).
      const content = buildTextPdf(
        [
          { text: "Sahyadri Interlink Logistics", size: 18 },
          { text: "Proof of Delivery", size: 14 },
          { text: `LR No: ${c.lrNo}` },
          { text: `Delivered to: ${c.name}, ${c.city} ${c.pincode}` },
          { text: `Delivered on: ${new Date(now.getTime() - 26 * HOUR).toUTCString()}` },
          { text: "Packages: 1 of 1, received in good condition" },
        ],
        new Date(now.getTime() - 26 * HOUR),
      );
      await tx.insert(podFiles).values({
        shipmentId,
        fileName: `POD-${c.lrNo}.pdf`,
        contentType: "application/pdf",
        size: content.byteLength,
        content,
      });
    }
  }
  if (apiKeySecret) await seedDemoApiKey(tx, businessId, owner!.id, apiKeySecret, now);
  // The next booking's LR number comes after the demo's.
  await tx.execute(sql`select setval('business_lr_seq', ${consignees.length})`);
}

/** The demo business's API key (CONTRACT.md "demo data"): demo data only, like the password. */
export const DEMO_API_KEY = "sil_live_demotraders0000000000000000";

/**
 * The demo key, hashed as server/business/api-keys.ts hashes every key
 * (HMAC-SHA256 under a key derived from SESSION_SECRET; this layer may not
 * import the server's, so it is written twice, and a test proves the demo key
 * opens the API). The secret is the install's, given at seed time, so the
 * demo key works on that install and nowhere else.
 */
async function seedDemoApiKey(
  tx: Tx,
  businessId: string,
  ownerId: string,
  secret: string,
  now: Date,
) {
  const hmacKey = Buffer.from(hkdfSync("sha256", secret, "", "sil business api key v1", 32));
  await tx.insert(businessApiKeys).values({
    businessId,
    name: "Demo key",
    prefix: DEMO_API_KEY.slice(0, "sil_live_".length + 4),
    keyHash: createHmac("sha256", hmacKey).update(DEMO_API_KEY).digest("hex"),
    createdBy: ownerId,
    createdAt: new Date(now.getTime() - 74 * HOUR),
  });
}
