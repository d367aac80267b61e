/**
 * The business portal's tables (CONTRACT.md "Business accounts";
 * docs/decisions/039-business-portal.md): a business, its people as a kind of
 * account of server/accounts/ (the six tables the module needs, plus the
 * business id), its saved addresses, its bookings and its pickups. Shipments
 * it books are rows of `shipments` with its id (database/schema.ts).
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => stamp("created_at").notNull().defaultNow();

/** LR numbers of bookings: `SB` and this number in 10 digits, counting up. */
export const businessLrSequence = pgSequence("business_lr_seq", { startWith: 1 });

export const businesses = pgTable(
  "businesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    legalName: text("legal_name").notNull(),
    /** 15 characters, upper-case, check character verified (core/gstin.ts); null until the owner gives it. */
    gstin: text("gstin"),
    billingAddress: text("billing_address").notNull().default(""),
    /** 'paid' | 'to_pay' | 'cod': what the booking form starts with. */
    defaultPaymentMode: text("default_payment_mode").notNull().default("paid"),
    /** The owner requires every person of the business to use two-factor sign-in. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    /** Set while suspended by staff: its sessions are ended and its pages refuse. */
    suspendedAt: stamp("suspended_at"),
    /** The client-registration lead it was opened from, if any. */
    leadId: uuid("lead_id"),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("businesses_lead_idx").on(t.leadId)],
);

/** One person of a business. `passwordHash` is null until the invitation is accepted. */
export const businessUsers = pgTable(
  "business_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** Stored lower-case; unique across all businesses (one sign-in page). */
    email: text("email").notNull().unique(),
    name: text("name").notNull().default(""),
    /** 'owner' | 'booker' | 'viewer' (core/business-access.ts). */
    role: text("role").notNull(),
    passwordHash: text("password_hash"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("business_users_business_idx").on(t.businessId)],
);

export const businessSessions = pgTable(
  "business_sessions",
  {
    /** SHA-256 of the cookie's token, hex. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => businessUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull(),
    createdAt: createdAt(),
    lastSeenAt: stamp("last_seen_at").notNull().defaultNow(),
    expiresAt: stamp("expires_at").notNull(),
  },
  (t) => [index("business_sessions_user_idx").on(t.userId)],
);

/** One-time links: an invitation or a new password. */
export const businessTokens = pgTable("business_tokens", {
  id: text("id").primaryKey(),
  /** 'invite' | 'reset'. */
  purpose: text("purpose").notNull(),
  userId: uuid("user_id").references(() => businessUsers.id, { onDelete: "cascade" }),
  /** A staff or business account id, whoever sent it. */
  createdBy: uuid("created_by"),
  expiresAt: stamp("expires_at").notNull(),
  usedAt: stamp("used_at"),
  createdAt: createdAt(),
});

export const businessTwoFactor = pgTable("business_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => businessUsers.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: stamp("confirmed_at"),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

export const businessRecoveryCodes = pgTable(
  "business_recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => businessUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
  },
  (t) => [uniqueIndex("business_recovery_codes_idx").on(t.userId, t.codeHash)],
);

export const businessSignInFailures = pgTable(
  "business_sign_in_failures",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("business_sign_in_failures_key_idx").on(t.key, t.createdAt)],
);

/** What a business's people did: its owners read it; staff read it with the business. */
export const businessAuditLog = pgTable(
  "business_audit_log",
  {
    id: serial("id").primaryKey(),
    at: stamp("at").notNull().defaultNow(),
    /** Null for what staff or nobody known did. */
    businessId: uuid("business_id"),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ipHash: text("ip_hash").notNull().default(""),
  },
  (t) => [index("business_audit_log_business_idx").on(t.businessId, t.at)],
);

/** A saved pickup address; a booking names one. */
export const businessAddresses = pgTable(
  "business_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    pincode: text("pincode").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("business_addresses_business_idx").on(t.businessId, t.createdAt)],
);

/** One confirmed booking: a form's one shipment or an upload's rows; its documents are made per booking. */
export const businessBookings = pgTable(
  "business_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** 'form' | 'upload' | 'api'. */
    source: text("source").notNull(),
    /** The uploaded file's name, for an upload. */
    fileName: text("file_name"),
    shipmentCount: integer("shipment_count").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("business_bookings_business_idx").on(t.businessId, t.createdAt)],
);

/** A pickup a business asked for: booked shipments at a saved address on a date and slot. */
export const businessPickups = pgTable(
  "business_pickups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    addressId: uuid("address_id")
      .notNull()
      .references(() => businessAddresses.id),
    pickupDate: date("pickup_date").notNull(),
    /** '09-14' | '14-17' | '17-20'. */
    slot: text("slot").notNull(),
    /** 'requested' | 'scheduled' | 'picked_up' | 'cancelled'. */
    state: text("state").notNull().default("requested"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("business_pickups_business_idx").on(t.businessId, t.pickupDate),
    index("business_pickups_state_idx").on(t.state, t.pickupDate),
  ],
);

// --- The business webhook (CONTRACT.md "Business accounts", "webhook"; docs/decisions/042-business-webhooks.md) ---

/**
 * A business's one webhook: where each new tracking event of its shipments
 * is POSTed (the outbox's `business_webhook` channel). The signing secret
 * is sealed with the secret box (server/accounts/secret-box.ts): the server
 * needs it back to sign, so it cannot be a hash.
 */
export const businessWebhooks = pgTable("business_webhooks", {
  businessId: uuid("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  secretSealed: text("secret_sealed").notNull(),
  /** Off: no new event is queued, and what waited was given up. */
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});
// ---------------------------------------------------------------------------
// API keys (CONTRACT.md "Business accounts", "API"; docs/decisions/041-business-api.md)
// ---------------------------------------------------------------------------

/**
 * A business's key for /api/business/v1: the key itself is shown once and
 * never stored; `key_hash` is its HMAC-SHA256 under a key derived from
 * SESSION_SECRET (server/business/api-keys.ts), `prefix` the first characters
 * people tell keys apart by. A revoked key is kept, so the list still says
 * who made and revoked it.
 */
export const businessApiKeys = pgTable(
  "business_api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** `sil_live_` and the key's first 4 characters. */
    prefix: text("prefix").notNull(),
    /** HMAC-SHA256, hex. */
    keyHash: text("key_hash").notNull(),
    createdBy: uuid("created_by").references(() => businessUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Written at most once a minute per key, so a busy key costs no write per request. */
    lastUsedAt: stamp("last_used_at"),
    revokedAt: stamp("revoked_at"),
    revokedBy: uuid("revoked_by").references(() => businessUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("business_api_keys_hash_idx").on(t.keyHash),
    index("business_api_keys_business_idx").on(t.businessId, t.createdAt),
  ],
);
