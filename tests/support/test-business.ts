/**
 * Businesses for the tests of the business portal: a business with one
 * person and a saved address, and shipments booked by it, written straight
 * to their tables (what the booking and account services would store).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { rowsOf } from "../../server/services/query-rows";
import { hashPassword } from "../../server/accounts/passwords";
import { z } from "@core/zod";
import {
  businessAuditLog,
  businessAddresses,
  businessBookings,
  businesses,
  businessUsers,
  shipments,
} from "../../database/schema";

export type TestBusiness = {
  id: string;
  userId: string;
  email: string;
  addressId: string;
  bookingId: string;
};

let made = 0;

export async function makeBusiness(db: Database, name: string): Promise<TestBusiness> {
  made += 1;
  const tag = `${name.toLowerCase().replace(/\W+/g, "-")}-${made}-${Date.now()}`;
  const [business] = await db
    .insert(businesses)
    .values({ legalName: name })
    .returning({ id: businesses.id });
  const id = business!.id;
  const email = `owner@${tag}.example`;
  const [user] = await db
    .insert(businessUsers)
    .values({ businessId: id, email, name: `Owner of ${name}`, role: "owner" })
    .returning({ id: businessUsers.id });
  const [address] = await db
    .insert(businessAddresses)
    .values({
      businessId: id,
      label: "Bhiwandi warehouse",
      contactName: "Suresh Patil",
      phone: "9822012345",
      address: "Gala 4, Mankoli Naka",
      pincode: "421302",
      city: "Bhiwandi",
      state: "Maharashtra",
    })
    .returning({ id: businessAddresses.id });
  const [booking] = await db
    .insert(businessBookings)
    .values({ businessId: id, source: "form", shipmentCount: 0, createdBy: user!.id })
    .returning({ id: businessBookings.id });
  return { id, userId: user!.id, email, addressId: address!.id, bookingId: booking!.id };
}

/** Gives a test business's person a password, as redeeming their invitation would. */
export async function setPassword(db: Database, userId: string, password: string) {
  await db
    .update(businessUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(sql`${businessUsers.id} = ${userId}`);
}

/** The actions of a business's audit log, oldest first. */
export async function auditActions(db: Database, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ action: businessAuditLog.action })
    .from(businessAuditLog)
    .where(sql`${businessAuditLog.businessId} = ${businessId}`)
    .orderBy(businessAuditLog.id);
  return rows.map((row) => row.action);
}

export type TestShipment = {
  lrNo?: string;
  status?: string;
  consigneeName?: string;
  consigneePhone?: string;
  pincode?: string;
  paymentMode?: "paid" | "to_pay" | "cod";
  createdAt?: Date;
  clientRef?: string | null;
  /** The charges as booked (statements); 450.00 + 81.00 GST when not given. */
  freightPaise?: number;
  gstPaise?: number;
  chargeableWeightGrams?: number;
  service?: string;
};

/** An LR number `SB` and 10 digits from the booking sequence, as the booking service makes them. */
export async function nextBusinessLr(db: Database): Promise<string> {
  const result = await db.execute(sql`select nextval('business_lr_seq')::text as n`);
  const [row] = rowsOf(z.object({ n: z.string() }), result);
  return `SB${row!.n.padStart(10, "0")}`;
}

export async function addShipments(
  db: Database,
  business: TestBusiness,
  list: TestShipment[],
): Promise<string[]> {
  const lrs: string[] = [];
  for (const one of list) {
    const lrNo = one.lrNo ?? (await nextBusinessLr(db));
    await db.insert(shipments).values({
      lrNo,
      orderStatus: one.status ?? "Booked",
      businessId: business.id,
      bookingId: business.bookingId,
      consigneeName: one.consigneeName ?? "Anita Desai",
      consigneePhone: one.consigneePhone ?? "9876543210",
      destinationPincode: one.pincode ?? "411001",
      service: one.service ?? "ptl",
      paymentMode: one.paymentMode ?? "paid",
      declaredValuePaise: 1_200_000,
      codAmountPaise: one.paymentMode === "cod" ? 1_200_000 : null,
      freightPaise: one.freightPaise ?? 45_000,
      gstPaise: one.gstPaise ?? 8_100,
      chargeableWeightGrams: one.chargeableWeightGrams ?? null,
      clientRef: one.clientRef ?? null,
      ...(one.createdAt ? { createdAt: one.createdAt } : {}),
    });
    lrs.push(lrNo);
  }
  return lrs;
}
