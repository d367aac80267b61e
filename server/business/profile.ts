/**
 * A business's profile (CONTRACT.md "Business accounts", profile): legal
 * name, GSTIN, billing address and the payment mode its bookings start with.
 * Everyone of the business reads it (the booking form needs the payment
 * mode); only an owner changes it. Each change is a row of the business's
 * audit log naming the fields changed, never their values.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businessAuditLog, businesses } from "../../database/schema-business";
import { BusinessProfileSchema, type BusinessProfileInput } from "@core/schemas/business-profile";
import type { PaymentMode } from "@core/business-access";
import { isPaymentMode } from "@core/business-access";
import { bindContext } from "../services/bind-context";
import { assertMay, type BusinessActor } from "./business-actor";

type ProfileContext = { db: Database; now: () => Date };

export type BusinessProfile = {
  legalName: string;
  gstin: string | null;
  billingAddress: string;
  defaultPaymentMode: PaymentMode;
};

export type ProfileOutcome =
  | { ok: true; profile: BusinessProfile }
  | { ok: false; errors: Record<string, string[]> };

async function readProfile(
  { db }: ProfileContext,
  actor: Pick<BusinessActor, "businessId">,
): Promise<BusinessProfile | undefined> {
  const [row] = await db
    .select({
      legalName: businesses.legalName,
      gstin: businesses.gstin,
      billingAddress: businesses.billingAddress,
      defaultPaymentMode: businesses.defaultPaymentMode,
    })
    .from(businesses)
    .where(eq(businesses.id, actor.businessId));
  if (!row) return undefined;
  const mode = row.defaultPaymentMode;
  return { ...row, defaultPaymentMode: isPaymentMode(mode) ? mode : "paid" };
}

/** Checks and saves the owner's form; a refusal stores nothing and names each field's problem. */
async function saveProfile(
  context: ProfileContext,
  actor: BusinessActor,
  input: Record<string, unknown>,
): Promise<ProfileOutcome> {
  assertMay(actor, "profile");
  const parsed = BusinessProfileSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      (errors[field] ??= []).push(issue.message);
    }
    return { ok: false, errors };
  }
  const before = await readProfile(context, actor);
  if (!before) throw new Error("the actor's business is gone");
  const profile: BusinessProfileInput = parsed.data;
  const changed = (Object.keys(profile) as (keyof BusinessProfileInput)[]).filter(
    (key) => profile[key] !== before[key],
  );
  await context.db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ ...profile, updatedAt: context.now() })
      .where(eq(businesses.id, actor.businessId));
    if (changed.length)
      await tx.insert(businessAuditLog).values({
        businessId: actor.businessId,
        actorId: actor.id,
        actorEmail: actor.email,
        action: "business.profile.change",
        targetType: "business",
        targetId: actor.businessId,
        detail: { fields: changed },
        ipHash: actor.ipHash,
      });
  });
  return { ok: true, profile };
}

export function createBusinessProfile(db: Database, now: () => Date = () => new Date()) {
  const bind = bindContext<ProfileContext>({ db, now });
  return { readProfile: bind(readProfile), saveProfile: bind(saveProfile) };
}

export type BusinessProfileService = ReturnType<typeof createBusinessProfile>;
