/**
 * A business's saved pickup addresses (CONTRACT.md "Business accounts",
 * profile): label, contact, phone, address and pincode; the city (the
 * pincode's district) and state come from the pincode directory, so a
 * booking's pickup point is always a real pincode. Everyone of the business
 * reads them (a booking names one); only an owner changes them. Another
 * business's address id is not found: every query filters by the business.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../database/client";
import {
  businessAddresses,
  businessAuditLog,
  businessPickups,
} from "../../database/schema-business";
import { BusinessAddressSchema } from "@core/schemas/business-profile";
import { nationalDigits } from "@core/phone";
import { bindContext } from "../services/bind-context";
import { unknownPincodeMessage } from "../services/estimates";
import type { PincodeService } from "../services/pincodes";
import { assertMay, type BusinessActor } from "./business-actor";

type AddressContext = { db: Database; pincodes: Pick<PincodeService, "lookup"> };

export type SavedAddress = {
  id: string;
  label: string;
  contactName: string;
  phone: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
};

export type AddressOutcome =
  | { ok: true; address: SavedAddress }
  | { ok: false; errors: Record<string, string[]> }
  | { ok: false; notFound: true };

const columns = {
  id: businessAddresses.id,
  label: businessAddresses.label,
  contactName: businessAddresses.contactName,
  phone: businessAddresses.phone,
  address: businessAddresses.address,
  pincode: businessAddresses.pincode,
  city: businessAddresses.city,
  state: businessAddresses.state,
};

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const mine = (actor: Pick<BusinessActor, "businessId">, id: string) =>
  and(eq(businessAddresses.businessId, actor.businessId), eq(businessAddresses.id, id));

async function listAddresses({ db }: AddressContext, actor: Pick<BusinessActor, "businessId">) {
  return db
    .select(columns)
    .from(businessAddresses)
    .where(eq(businessAddresses.businessId, actor.businessId))
    .orderBy(asc(businessAddresses.createdAt), asc(businessAddresses.id));
}

async function findAddress(
  { db }: AddressContext,
  actor: Pick<BusinessActor, "businessId">,
  id: string,
): Promise<SavedAddress | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(columns).from(businessAddresses).where(mine(actor, id));
  return row;
}

/** The form checked, and the pincode looked up: its place, or the field's message. */
async function checkAddress(context: AddressContext, input: Record<string, unknown>) {
  const parsed = BusinessAddressSchema.safeParse(input);
  const errors: Record<string, string[]> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0])] ??= []).push(issue.message);
  if (!parsed.success) return { ok: false as const, errors };
  const place = await context.pincodes.lookup(parsed.data.pincode);
  if (!place)
    return {
      ok: false as const,
      errors: { pincode: [unknownPincodeMessage(parsed.data.pincode)] },
    };
  return {
    ok: true as const,
    values: {
      ...parsed.data,
      phone: nationalDigits(parsed.data.phone),
      city: place.district,
      state: place.state,
    },
  };
}

function auditRow(actor: BusinessActor, action: string, id: string) {
  return {
    businessId: actor.businessId,
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: "business-address",
    targetId: id,
    ipHash: actor.ipHash,
  };
}

async function addAddress(
  context: AddressContext,
  actor: BusinessActor,
  input: Record<string, unknown>,
): Promise<AddressOutcome> {
  assertMay(actor, "addresses");
  const checked = await checkAddress(context, input);
  if (!checked.ok) return checked;
  const address = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessAddresses)
      .values({ ...checked.values, businessId: actor.businessId })
      .returning(columns);
    if (!row) throw new Error("no address stored");
    await tx.insert(businessAuditLog).values(auditRow(actor, "business.address.add", row.id));
    return row;
  });
  return { ok: true, address };
}

async function updateAddress(
  context: AddressContext,
  actor: BusinessActor,
  id: string,
  input: Record<string, unknown>,
): Promise<AddressOutcome> {
  assertMay(actor, "addresses");
  if (!(await findAddress(context, actor, id))) return { ok: false, notFound: true };
  const checked = await checkAddress(context, input);
  if (!checked.ok) return checked;
  const address = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(businessAddresses)
      .set(checked.values)
      .where(mine(actor, id))
      .returning(columns);
    if (!row) throw new Error("the address went away");
    await tx.insert(businessAuditLog).values(auditRow(actor, "business.address.change", id));
    return row;
  });
  return { ok: true, address };
}

/**
 * Removes an address. One a pickup names is kept (the pickup's record needs
 * it): the answer says so, and nothing changes.
 */
async function removeAddress(
  context: AddressContext,
  actor: BusinessActor,
  id: string,
): Promise<{ ok: true } | { ok: false; notFound: true } | { ok: false; inUse: true }> {
  assertMay(actor, "addresses");
  if (!(await findAddress(context, actor, id))) return { ok: false, notFound: true };
  const [used] = await context.db
    .select({ id: businessPickups.id })
    .from(businessPickups)
    .where(and(eq(businessPickups.businessId, actor.businessId), eq(businessPickups.addressId, id)))
    .limit(1);
  if (used) return { ok: false, inUse: true };
  await context.db.transaction(async (tx) => {
    await tx.delete(businessAddresses).where(mine(actor, id));
    await tx.insert(businessAuditLog).values(auditRow(actor, "business.address.remove", id));
  });
  return { ok: true };
}

export function createBusinessAddresses(db: Database, pincodes: Pick<PincodeService, "lookup">) {
  const bind = bindContext<AddressContext>({ db, pincodes });
  return {
    listAddresses: bind(listAddresses),
    findAddress: bind(findAddress),
    addAddress: bind(addAddress),
    updateAddress: bind(updateAddress),
    removeAddress: bind(removeAddress),
  };
}

export type BusinessAddressService = ReturnType<typeof createBusinessAddresses>;
