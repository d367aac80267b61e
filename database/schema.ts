/**
 * One schema for the embedded database (PGlite) and for PostgreSQL.
 * Tables follow the entities of spec section 3 (docs/decisions/003-database.md).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Every lead keeps who sent it, for spam review (DESIGN.md "Data"). */
const leadColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  ipHash: text("ip_hash").notNull(),
  userAgent: text("user_agent").notNull().default(""),
  createdAt: createdAt(),
});

export const shipments = pgTable("shipments", {
  id: serial("id").primaryKey(),
  /** Stored upper-case; LR numbers compare case-insensitively (CONTRACT.md). */
  lrNo: text("lr_no").notNull().unique(),
  orderStatus: text("order_status").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
  skills: jsonb("skills").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  languages: jsonb("languages").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  requirements: jsonb("requirements").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  responsibilities: jsonb("responsibilities")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  benefits: jsonb("benefits").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobApplications = pgTable("job_applications", {
  ...leadColumns(),
  jobId: integer("job_id")
    .notNull()
    .references(() => jobs.id),
  /** The `data` JSON exactly as sent (spec section 3, Job application). */
  data: jsonb("data").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  number: text("number").notNull(),
});

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

/** E-mails waiting to be sent; written in the same transaction as the lead. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** 'pending' until delivered ('sent') or given up on ('failed'). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Extra headers, e.g. List-Unsubscribe on tracking alerts (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_emails_due_idx").on(t.status, t.nextAttemptAt)],
);

/**
 * E-mail updates about one shipment (issue 16; docs/decisions/021). Double
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
