/**
 * A business's API keys (CONTRACT.md "Business accounts", "API";
 * docs/decisions/041-business-api.md): an owner makes one with a name and is
 * shown it once, sees each key's name, prefix, maker and last use, and revokes
 * it. A key is `sil_live_` and 32 random base62 characters; only its
 * HMAC-SHA256 under a key derived from SESSION_SECRET is stored (a fast
 * keyed hash: the key is random, so a slow password hash would buy nothing
 * but a slower API), with its first characters to tell keys apart.
 *
 * Without a configured SESSION_SECRET (PostgreSQL with none set) the secret
 * is random per start, so no key could outlive a restart: keys are then
 * neither made nor accepted, as two-factor secrets are not sealed.
 */
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, or, sql, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../database/client";
import {
  businessApiKeys,
  businessAuditLog,
  businesses,
  businessUsers,
} from "../../database/schema-business";
import { ApiKeyNameSchema, API_KEY_PATTERN, API_KEY_PREFIX } from "@core/schemas/business-api";
import { assertMay, type BusinessActor } from "./business-actor";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** 32 characters of base62: about 190 bits. */
export const API_KEY_RANDOM_LENGTH = 32;
/** Characters after `sil_live_` kept to tell keys apart. */
const SHOWN = 4;
/** The most live keys one business keeps: a list an owner can still read. */
export const MAX_LIVE_KEYS = 20;
/** Last use is written at most this often per key. */
export const LAST_USE_EVERY_MS = 60_000;

/**
 * The HMAC key for API keys, derived from SESSION_SECRET. database/demo-business.ts
 * derives it the same way (it may not import this file) to seed the demo key.
 */
export function apiKeyHmacKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", "sil business api key v1", 32));
}

export function apiKeyHash(hmacKey: Buffer, key: string): string {
  return createHmac("sha256", hmacKey).update(key).digest("hex");
}

/** `sil_live_` and 32 characters of base62, each drawn without bias. */
export function newApiKey(): string {
  let out = "";
  while (out.length < API_KEY_RANDOM_LENGTH) {
    for (const byte of randomBytes(48)) {
      // 248 = 4 x 62: bytes above it would favour the first characters.
      if (byte < 248 && out.length < API_KEY_RANDOM_LENGTH) out += BASE62[byte % 62];
    }
  }
  return `${API_KEY_PREFIX}${out}`;
}

export const prefixOf = (key: string) => key.slice(0, API_KEY_PREFIX.length + SHOWN);

export type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedBy: string | null;
};

/** Who holds a key that opened the API: the key's id and its business. */
export type ApiCaller = {
  keyId: string;
  businessId: string;
  suspended: boolean;
  lastUsedAt: Date | null;
};

export type ApiKeysOptions = {
  db: Database;
  /** SESSION_SECRET as configured; without it keys are off. */
  sessionSecret?: string;
  /** SESSION_SECRET_PREVIOUS: keys hashed under it still open while the secret is rotated. */
  previousSecrets?: string[];
  now?: () => Date;
};

export type MakeOutcome =
  | { ok: true; id: string; key: string }
  | { ok: false; error: "name" | "tooMany" | "unavailable"; message?: string };

export function createBusinessApiKeys(options: ApiKeysOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const keys = options.sessionSecret
    ? [options.sessionSecret, ...(options.previousSecrets ?? [])].map(apiKeyHmacKey)
    : [];

  async function list(
    businessId: string,
  ): Promise<(ApiKeyRow & { createdByName: string | null; revokedByName: string | null })[]> {
    const maker = alias(businessUsers, "maker");
    const revoker = alias(businessUsers, "revoker");
    return db
      .select({
        id: businessApiKeys.id,
        name: businessApiKeys.name,
        prefix: businessApiKeys.prefix,
        createdAt: businessApiKeys.createdAt,
        createdBy: businessApiKeys.createdBy,
        lastUsedAt: businessApiKeys.lastUsedAt,
        revokedAt: businessApiKeys.revokedAt,
        revokedBy: businessApiKeys.revokedBy,
        createdByName: sql<string | null>`coalesce(nullif(${maker.name}, ''), ${maker.email})`,
        revokedByName: sql<string | null>`coalesce(nullif(${revoker.name}, ''), ${revoker.email})`,
      })
      .from(businessApiKeys)
      .leftJoin(maker, eq(maker.id, businessApiKeys.createdBy))
      .leftJoin(revoker, eq(revoker.id, businessApiKeys.revokedBy))
      .where(eq(businessApiKeys.businessId, businessId))
      .orderBy(sql`${businessApiKeys.revokedAt} is not null`, desc(businessApiKeys.createdAt));
  }

  return {
    /** Whether keys can be made and accepted on this server (a configured SESSION_SECRET). */
    available: keys.length > 0,

    /** The owner's list: live keys first, newest first; never a key or its hash. */
    async listKeys(actor: BusinessActor) {
      assertMay(actor, "api");
      return list(actor.businessId);
    },

    /** The same list for staff (/staff/businesses/:id). */
    staffList: list,

    /** A new key with its name; the key is in the answer only, once. */
    async makeKey(actor: BusinessActor, name: string): Promise<MakeOutcome> {
      assertMay(actor, "api");
      const parsed = ApiKeyNameSchema.safeParse(name);
      if (!parsed.success)
        return { ok: false, error: "name", message: parsed.error.issues[0]?.message };
      const hmacKey = keys[0];
      if (!hmacKey) return { ok: false, error: "unavailable" };
      const key = newApiKey();
      return db.transaction(async (tx) => {
        // One owner's tabs at once must not pass the limit together.
        await tx.execute(
          sql`select id from ${businesses} where ${businesses.id} = ${actor.businessId} for update`,
        );
        const [live] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(businessApiKeys)
          .where(
            and(
              eq(businessApiKeys.businessId, actor.businessId),
              isNull(businessApiKeys.revokedAt),
            ),
          );
        if ((live?.n ?? 0) >= MAX_LIVE_KEYS) return { ok: false, error: "tooMany" } as const;
        const [row] = await tx
          .insert(businessApiKeys)
          .values({
            businessId: actor.businessId,
            name: parsed.data,
            prefix: prefixOf(key),
            keyHash: apiKeyHash(hmacKey, key),
            createdBy: actor.id,
            createdAt: now(),
          })
          .returning({ id: businessApiKeys.id });
        await tx.insert(businessAuditLog).values({
          businessId: actor.businessId,
          actorId: actor.id,
          actorEmail: actor.email,
          action: "business.api_key.create",
          targetType: "business_api_key",
          targetId: row!.id,
          detail: { name: parsed.data, prefix: prefixOf(key) },
          ipHash: actor.ipHash,
        });
        return { ok: true, id: row!.id, key } as const;
      });
    },

    /** Revokes one of the business's live keys; false for another business's or an unknown id. */
    async revokeKey(actor: BusinessActor, id: string): Promise<boolean> {
      assertMay(actor, "api");
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(businessApiKeys)
          .set({ revokedAt: now(), revokedBy: actor.id })
          .where(
            and(
              eq(businessApiKeys.id, id),
              eq(businessApiKeys.businessId, actor.businessId),
              isNull(businessApiKeys.revokedAt),
            ),
          )
          .returning({ name: businessApiKeys.name, prefix: businessApiKeys.prefix });
        if (!row) return false;
        await tx.insert(businessAuditLog).values({
          businessId: actor.businessId,
          actorId: actor.id,
          actorEmail: actor.email,
          action: "business.api_key.revoke",
          targetType: "business_api_key",
          targetId: id,
          detail: { name: row.name, prefix: row.prefix },
          ipHash: actor.ipHash,
        });
        return true;
      });
    },

    /**
     * The live key a bearer token names, with its business; null for a token
     * of the wrong shape, an unknown or revoked key, or when keys are off.
     * One indexed query: the hashes under the current and previous secrets.
     */
    async authenticate(token: string): Promise<ApiCaller | null> {
      if (keys.length === 0 || !API_KEY_PATTERN.test(token)) return null;
      const hashes = keys.map((k) => apiKeyHash(k, token));
      const [row] = await db
        .select({
          keyId: businessApiKeys.id,
          businessId: businessApiKeys.businessId,
          suspended: sql<boolean>`${businesses.suspendedAt} is not null`,
          lastUsedAt: businessApiKeys.lastUsedAt,
        })
        .from(businessApiKeys)
        .innerJoin(businesses, eq(businesses.id, businessApiKeys.businessId))
        .where(and(inArray(businessApiKeys.keyHash, hashes), isNull(businessApiKeys.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Notes the key's use, at most once a minute: skipped while the stored
     * time (read with the key) is younger, and the update itself only moves a
     * time older than a minute, so requests in flight together write once.
     */
    async noteUse(caller: ApiCaller): Promise<void> {
      const at = now();
      const since = at.getTime() - LAST_USE_EVERY_MS;
      if (caller.lastUsedAt && caller.lastUsedAt.getTime() > since) return;
      await db
        .update(businessApiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(businessApiKeys.id, caller.keyId),
            or(isNull(businessApiKeys.lastUsedAt), lt(businessApiKeys.lastUsedAt, new Date(since))),
          ),
        );
    },
  };
}

export type BusinessApiKeys = ReturnType<typeof createBusinessApiKeys>;
