import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import {
  businessAddresses,
  businessAuditLog,
  businessPickups,
  businesses,
} from "../../database/schema-business";
import { LOAD_DIRECTORY_MS, openTestApp, type TestApp } from "../../tests/support/test-app";
import type { BusinessActor } from "./business-actor";
import { BusinessForbiddenError } from "./business-actor";

let t: TestApp;
let owner: BusinessActor;
let booker: BusinessActor;
let other: BusinessActor;

const bhiwandi = {
  label: "Bhiwandi warehouse",
  contactName: "Imran Khan",
  phone: "+91 98220 12345",
  address: "Gala 4, Rahnal village",
  pincode: "421302",
};

beforeAll(async () => {
  t = await openTestApp({ pincodes: true });
  const made = await t.database.db
    .insert(businesses)
    .values([{ legalName: "Mine Pvt Ltd" }, { legalName: "Theirs Pvt Ltd" }])
    .returning({ id: businesses.id });
  const actor = (businessId: string, role: BusinessActor["role"]): BusinessActor => ({
    id: randomUUID(),
    email: `${role}@${businessId.slice(0, 8)}.example`,
    role,
    businessId,
    ipHash: "ip",
  });
  owner = actor(made[0]!.id, "owner");
  booker = actor(made[0]!.id, "booker");
  other = actor(made[1]!.id, "owner");
}, LOAD_DIRECTORY_MS);
afterAll(async () => {
  await t.database.close();
});

describe("a business's saved addresses", () => {
  it("adds one with its city and state from the pincode, the phone as 10 digits", async () => {
    const added = await t.services.businessAddresses.addAddress(owner, bhiwandi);
    expect(added).toMatchObject({
      ok: true,
      address: { city: "Thane", state: "Maharashtra", phone: "9822012345", pincode: "421302" },
    });
    expect(await t.services.businessAddresses.listAddresses(owner)).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(businessAuditLog)
      .where(eq(businessAuditLog.action, "business.address.add"));
    expect(audit).toMatchObject([{ businessId: owner.businessId, actorId: owner.id }]);
    expect(JSON.stringify(audit)).not.toContain("Imran");
  });

  it("refuses an unknown pincode or a bad phone beside their fields and stores nothing", async () => {
    const before = await t.services.businessAddresses.listAddresses(owner);
    const refused = await t.services.businessAddresses.addAddress(owner, {
      ...bhiwandi,
      pincode: "999999",
    });
    expect(refused).toEqual({ ok: false, errors: { pincode: ["unknownPincode?pincode=999999"] } });
    const bad = await t.services.businessAddresses.addAddress(owner, {
      ...bhiwandi,
      phone: "12345",
      label: "",
    });
    expect(bad).toEqual({ ok: false, errors: { phone: ["phone"], label: ["addressLabel"] } });
    expect(await t.services.businessAddresses.listAddresses(owner)).toEqual(before);
  });

  it("edits and removes; another business's id is not found; a booker may not change them", async () => {
    const added = await t.services.businessAddresses.addAddress(owner, {
      ...bhiwandi,
      label: "Pune office",
      pincode: "411001",
    });
    if (!added.ok || !("address" in added)) throw new Error("not added");
    const id = added.address.id;
    const edited = await t.services.businessAddresses.updateAddress(owner, id, {
      ...bhiwandi,
      label: "Delhi office",
      pincode: "110001",
    });
    expect(edited).toMatchObject({ ok: true, address: { city: "New Delhi", state: "Delhi" } });

    expect(await t.services.businessAddresses.findAddress(other, id)).toBeUndefined();
    expect(await t.services.businessAddresses.updateAddress(other, id, bhiwandi)).toEqual({
      ok: false,
      notFound: true,
    });
    expect(await t.services.businessAddresses.removeAddress(other, id)).toEqual({
      ok: false,
      notFound: true,
    });
    expect(await t.services.businessAddresses.listAddresses(other)).toEqual([]);
    await expect(t.services.businessAddresses.removeAddress(booker, id)).rejects.toThrow(
      BusinessForbiddenError,
    );
    // A booker reads them: a booking names one.
    expect((await t.services.businessAddresses.listAddresses(booker)).length).toBeGreaterThan(0);

    expect(await t.services.businessAddresses.removeAddress(owner, id)).toEqual({ ok: true });
    expect(await t.services.businessAddresses.findAddress(owner, id)).toBeUndefined();
  });

  it("keeps an address a pickup names", async () => {
    const [first] = await t.services.businessAddresses.listAddresses(owner);
    await t.database.db.insert(businessPickups).values({
      businessId: owner.businessId,
      addressId: first!.id,
      pickupDate: "2026-12-10",
      slot: "09-14",
    });
    expect(await t.services.businessAddresses.removeAddress(owner, first!.id)).toEqual({
      ok: false,
      inUse: true,
    });
    const [still] = await t.database.db
      .select()
      .from(businessAddresses)
      .where(eq(businessAddresses.id, first!.id));
    expect(still).toBeDefined();
  });
});

describe("a business's profile", () => {
  it("saves the owner's profile with the GSTIN normalised, audited by field names", async () => {
    const saved = await t.services.businessProfile.saveProfile(owner, {
      legalName: "Mine Private Limited",
      gstin: "27aaaaa0000a1z2",
      billingAddress: "Unit 1\nBhiwandi 421302",
      defaultPaymentMode: "cod",
    });
    expect(saved).toEqual({
      ok: true,
      profile: {
        legalName: "Mine Private Limited",
        gstin: "27AAAAA0000A1Z2",
        billingAddress: "Unit 1\nBhiwandi 421302",
        defaultPaymentMode: "cod",
      },
    });
    expect(await t.services.businessProfile.readProfile(booker)).toMatchObject({
      gstin: "27AAAAA0000A1Z2",
      defaultPaymentMode: "cod",
    });
    const [row] = await t.database.db
      .select()
      .from(businessAuditLog)
      .where(eq(businessAuditLog.action, "business.profile.change"));
    expect(row?.detail).toEqual({
      fields: ["legalName", "gstin", "billingAddress", "defaultPaymentMode"],
    });
    // The other business is untouched.
    expect(await t.services.businessProfile.readProfile(other)).toMatchObject({
      legalName: "Theirs Pvt Ltd",
      gstin: null,
    });
  });

  it("refuses a wrong GSTIN beside its field and keeps the stored profile", async () => {
    const refused = await t.services.businessProfile.saveProfile(owner, {
      legalName: "Changed",
      gstin: "27AAAAA0000A1Z3",
      billingAddress: "",
      defaultPaymentMode: "upi",
    });
    expect(refused).toEqual({
      ok: false,
      errors: { gstin: ["gstinCheck"], defaultPaymentMode: ["paymentMode"] },
    });
    expect((await t.services.businessProfile.readProfile(owner))?.legalName).toBe(
      "Mine Private Limited",
    );
    // An empty GSTIN clears it (a business may not have one yet).
    const cleared = await t.services.businessProfile.saveProfile(owner, {
      legalName: "Mine Private Limited",
      gstin: "",
      billingAddress: "",
      defaultPaymentMode: "paid",
    });
    expect(cleared).toMatchObject({ ok: true, profile: { gstin: null } });
  });

  it("lets only an owner change it", async () => {
    await expect(
      t.services.businessProfile.saveProfile(booker, {
        legalName: "X",
        defaultPaymentMode: "paid",
      }),
    ).rejects.toThrow(BusinessForbiddenError);
  });
});
