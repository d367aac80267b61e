/**
 * A business's pickups (CONTRACT.md "Business accounts", "pickups"): it asks
 * for its booked shipments to be collected at one of its saved addresses
 * on a day and slot (the rules: core/business-pickups.ts); operations see
 * the request beside the public ones at /staff/pickups and move its state,
 * which the business sees. Every query of the business's side names the
 * business: another business's address, shipment or pickup is not found.
 */
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import {
  businessAddresses,
  businessAuditLog,
  businesses,
  businessPickups,
  businessPickupShipments,
  shipments,
} from "../../database/schema";
import {
  PICKUP_MAX_SHIPMENTS,
  PICKUP_NEXT_STATES,
  pickupDateProblem,
  type PickupState,
} from "@core/business-pickups";
import {
  BusinessPickupRequestSchema,
  type BusinessPickupField,
} from "@core/schemas/business-pickup";
import type { StaffActor } from "@core/staff-access";
import { createAuditLog } from "../services/staff/audit";
import type { BusinessActor } from "./shipments";

export type PickupAddress = {
  id: string;
  label: string;
  address: string;
  city: string;
  pincode: string;
};

export type BookableShipment = {
  lrNo: string;
  consigneeName: string | null;
  destinationPincode: string | null;
  bookedAt: Date;
};

/** A pickup with what the business and operations see of it. */
export type PickupView = {
  id: string;
  pickupDate: string;
  slot: string;
  state: string;
  createdAt: Date;
  addressLabel: string;
  address: string;
  city: string;
  pincode: string;
  shipmentCount: number;
  lrs: string[];
};

/** Shipments waiting for a pickup: Booked, and in no pickup but a cancelled one. */
const notInLivePickup = sql`not exists (
  select 1 from ${businessPickupShipments}
  join ${businessPickups} on ${businessPickups.id} = ${businessPickupShipments.pickupId}
  where ${businessPickupShipments.shipmentId} = ${shipments.id}
    and ${businessPickups.state} <> 'cancelled')`;

/** What the form offers: the business's saved addresses and its shipments waiting for a pickup. */
export async function pickupFormChoices(
  db: Database,
  businessId: string,
): Promise<{ addresses: PickupAddress[]; bookable: BookableShipment[] }> {
  const [addresses, bookable] = await Promise.all([
    db
      .select({
        id: businessAddresses.id,
        label: businessAddresses.label,
        address: businessAddresses.address,
        city: businessAddresses.city,
        pincode: businessAddresses.pincode,
      })
      .from(businessAddresses)
      .where(eq(businessAddresses.businessId, businessId))
      .orderBy(businessAddresses.createdAt),
    db
      .select({
        lrNo: shipments.lrNo,
        consigneeName: shipments.consigneeName,
        destinationPincode: shipments.destinationPincode,
        bookedAt: shipments.createdAt,
      })
      .from(shipments)
      .where(
        and(
          eq(shipments.businessId, businessId),
          eq(shipments.orderStatus, "Booked"),
          notInLivePickup,
        ),
      )
      .orderBy(desc(shipments.id))
      .limit(PICKUP_MAX_SHIPMENTS),
  ]);
  return { addresses, bookable };
}

export type PickupRequestResult =
  | { ok: true; id: string }
  /** Messages by field, keys of core/content/business-pickups.ts `errors`; `taken`: LRs no longer waiting. */
  | { ok: false; errors: Partial<Record<BusinessPickupField, string>>; taken?: string[] }
  /** An address or shipment that is not the business's: the page answers 404. */
  | { ok: false; notFound: true };

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" ||
    (error as { cause?: { code?: string } }).cause?.code === "23505");

/**
 * Stores a pickup request, or says what is wrong by field. The shipments
 * are locked while they are checked, so two requests at once cannot both
 * take one; one that waited in a cancelled pickup moves to the new one.
 */
export async function requestBusinessPickup(
  db: Database,
  businessId: string,
  actor: BusinessActor,
  input: unknown,
  now: Date = new Date(),
): Promise<PickupRequestResult> {
  const parsed = BusinessPickupRequestSchema.safeParse(input);
  const errors: Partial<Record<BusinessPickupField, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BusinessPickupField;
      errors[field] ??= issue.message;
    }
  const slot = parsed.data?.slot;
  const date = parsed.data?.date;
  if (date && !errors.date) {
    const problem = pickupDateProblem(date, slot, now);
    if (problem) errors.date = problem;
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const request = parsed.data;
  const lrs = [...new Set(request.lrs)];

  const [address] = await db
    .select({ id: businessAddresses.id })
    .from(businessAddresses)
    .where(
      and(eq(businessAddresses.businessId, businessId), eq(businessAddresses.id, request.address)),
    );
  if (!address) return { ok: false, notFound: true };

  try {
    return await db.transaction(async (tx) => {
      const found = await tx
        .select({ id: shipments.id, lrNo: shipments.lrNo, status: shipments.orderStatus })
        .from(shipments)
        .where(and(eq(shipments.businessId, businessId), inArray(shipments.lrNo, lrs)))
        .for("update");
      if (found.length !== lrs.length) return { ok: false, notFound: true } as const;
      const ids = found.map((s) => s.id);
      const live = await tx
        .select({ shipmentId: businessPickupShipments.shipmentId })
        .from(businessPickupShipments)
        .innerJoin(businessPickups, eq(businessPickups.id, businessPickupShipments.pickupId))
        .where(
          and(
            inArray(businessPickupShipments.shipmentId, ids),
            ne(businessPickups.state, "cancelled"),
          ),
        );
      const busy = new Set(live.map((l) => l.shipmentId));
      const taken = found.filter((s) => s.status !== "Booked" || busy.has(s.id)).map((s) => s.lrNo);
      if (taken.length)
        return { ok: false, errors: { lrs: "taken" }, taken: taken.sort() } as const;
      // A shipment of a cancelled pickup is free again: it leaves that pickup for this one.
      await tx
        .delete(businessPickupShipments)
        .where(inArray(businessPickupShipments.shipmentId, ids));
      const [pickup] = await tx
        .insert(businessPickups)
        .values({
          businessId,
          addressId: address.id,
          pickupDate: request.date,
          slot: request.slot,
          createdBy: actor.id,
        })
        .returning({ id: businessPickups.id });
      const id = pickup!.id;
      await tx
        .insert(businessPickupShipments)
        .values(ids.map((shipmentId) => ({ pickupId: id, shipmentId })));
      await tx.insert(businessAuditLog).values({
        businessId,
        actorId: actor.id,
        actorEmail: actor.email,
        action: "pickup.requested",
        targetType: "business_pickup",
        targetId: id,
        detail: { date: request.date, slot: request.slot, shipments: ids.length },
        ipHash: actor.ipHash ?? "",
      });
      return { ok: true, id } as const;
    });
  } catch (error) {
    // Another request took one of the shipments between our check and our insert.
    if (isUniqueViolation(error)) return { ok: false, errors: { lrs: "taken" } };
    throw error;
  }
}

const viewColumns = {
  id: businessPickups.id,
  pickupDate: businessPickups.pickupDate,
  slot: businessPickups.slot,
  state: businessPickups.state,
  createdAt: businessPickups.createdAt,
  addressLabel: businessAddresses.label,
  address: businessAddresses.address,
  city: businessAddresses.city,
  pincode: businessAddresses.pincode,
  shipmentCount: sql<number>`count(${shipments.id})::int`,
  lrs: sql<
    string[]
  >`coalesce(array_agg(${shipments.lrNo} order by ${shipments.lrNo}) filter (where ${shipments.lrNo} is not null), '{}')`,
};

const groupColumns = [businessPickups.id, businessAddresses.id] as const;

/** The business's pickups, the latest asked first (at most 100). */
export async function listBusinessPickups(db: Database, businessId: string): Promise<PickupView[]> {
  return db
    .select(viewColumns)
    .from(businessPickups)
    .innerJoin(businessAddresses, eq(businessAddresses.id, businessPickups.addressId))
    .leftJoin(businessPickupShipments, eq(businessPickupShipments.pickupId, businessPickups.id))
    .leftJoin(shipments, eq(shipments.id, businessPickupShipments.shipmentId))
    .where(eq(businessPickups.businessId, businessId))
    .groupBy(...groupColumns)
    .orderBy(desc(businessPickups.createdAt), desc(businessPickups.id))
    .limit(100);
}

/** One pickup of the business; null for none, or another business's. */
export async function findBusinessPickup(
  db: Database,
  businessId: string,
  pickupId: string,
): Promise<PickupView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(pickupId)) return null;
  const [row] = await db
    .select(viewColumns)
    .from(businessPickups)
    .innerJoin(businessAddresses, eq(businessAddresses.id, businessPickups.addressId))
    .leftJoin(businessPickupShipments, eq(businessPickupShipments.pickupId, businessPickups.id))
    .leftJoin(shipments, eq(shipments.id, businessPickupShipments.shipmentId))
    .where(and(eq(businessPickups.businessId, businessId), eq(businessPickups.id, pickupId)))
    .groupBy(...groupColumns);
  return row ?? null;
}

/** A business's pickup as operations see it: the business and whom to call at the address. */
export type StaffBusinessPickup = PickupView & {
  businessId: string;
  businessName: string;
  contactName: string;
  contactPhone: string;
};

/** Operations' side: the business pickups asked for `date` (YYYY-MM-DD), in slot order. */
export async function businessPickupsOnDate(
  db: Database,
  date: string,
): Promise<StaffBusinessPickup[]> {
  return db
    .select({
      ...viewColumns,
      businessId: businesses.id,
      businessName: businesses.legalName,
      contactName: businessAddresses.contactName,
      contactPhone: businessAddresses.phone,
    })
    .from(businessPickups)
    .innerJoin(businesses, eq(businesses.id, businessPickups.businessId))
    .innerJoin(businessAddresses, eq(businessAddresses.id, businessPickups.addressId))
    .leftJoin(businessPickupShipments, eq(businessPickupShipments.pickupId, businessPickups.id))
    .leftJoin(shipments, eq(shipments.id, businessPickupShipments.shipmentId))
    .where(eq(businessPickups.pickupDate, date))
    .groupBy(...groupColumns, businesses.id)
    .orderBy(businessPickups.slot, businessPickups.createdAt);
}

export type PickupStateChange =
  | { ok: true; from: PickupState; to: PickupState }
  | { ok: false; reason: "not-found" | "not-allowed" };

const isPickupState = (value: string): value is PickupState => value in PICKUP_NEXT_STATES;

/**
 * Operations move a business pickup: requested → scheduled → picked_up,
 * or cancelled before it is picked up; written to the staff audit log in
 * the same transaction. A move from a state it is no longer in (a colleague
 * moved it first) changes nothing.
 */
export async function setBusinessPickupState(
  db: Database,
  pickupId: string,
  to: string,
  actor: StaffActor,
): Promise<PickupStateChange> {
  if (!/^[0-9a-f-]{36}$/i.test(pickupId) || !isPickupState(to))
    return { ok: false, reason: "not-found" };
  const audit = createAuditLog(db);
  return db.transaction(async (tx) => {
    const [pickup] = await tx
      .select({ state: businessPickups.state, businessId: businessPickups.businessId })
      .from(businessPickups)
      .where(eq(businessPickups.id, pickupId))
      .for("update");
    if (!pickup) return { ok: false, reason: "not-found" } as const;
    const from = pickup.state;
    if (!isPickupState(from) || !PICKUP_NEXT_STATES[from].includes(to))
      return { ok: false, reason: "not-allowed" } as const;
    await tx
      .update(businessPickups)
      .set({ state: to, updatedAt: new Date() })
      .where(eq(businessPickups.id, pickupId));
    await audit.recordBy(
      actor,
      "business_pickup.state",
      { target: { type: "business_pickup", id: pickupId }, detail: { from, to } },
      tx,
    );
    return { ok: true, from, to } as const;
  });
}

/** The service bound to one database (`services.businessPickups`). */
export function createBusinessPickups(db: Database) {
  return {
    formChoices: (businessId: string) => pickupFormChoices(db, businessId),
    request: (businessId: string, actor: BusinessActor, input: unknown, now?: Date) =>
      requestBusinessPickup(db, businessId, actor, input, now),
    list: (businessId: string) => listBusinessPickups(db, businessId),
    find: (businessId: string, pickupId: string) => findBusinessPickup(db, businessId, pickupId),
    onDate: (date: string) => businessPickupsOnDate(db, date),
    setState: (pickupId: string, to: string, actor: StaffActor) =>
      setBusinessPickupState(db, pickupId, to, actor),
  };
}

export type BusinessPickups = ReturnType<typeof createBusinessPickups>;
