-- pg_trgm backs the staff console's lead search (leads_search_trgm_idx); PGlite loads it too (database/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"record_id" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"search" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"assignee_id" uuid,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"places" jsonb NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"serves" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_areas_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb,
	"ip_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "tracking_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" integer NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "about_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "origin_pincode" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "destination_pincode" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_two_factor" ADD CONSTRAINT "staff_two_factor_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD CONSTRAINT "tracking_subscriptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_unsubscribe_tokens" ADD CONSTRAINT "tracking_unsubscribe_tokens_subscription_id_tracking_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."tracking_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_assignee_created_idx" ON "leads" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_due_idx" ON "leads" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_idx" ON "staff_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_key_idx" ON "staff_sign_in_failures" USING btree ("key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_subscriptions_shipment_email_idx" ON "tracking_subscriptions" USING btree ("shipment_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_subscriptions_confirm_idx" ON "tracking_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "tracking_subscriptions_email_idx" ON "tracking_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "tracking_unsubscribe_tokens_subscription_idx" ON "tracking_unsubscribe_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "work_activity_subject_idx" ON "work_activity" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "job_applications_job_created_idx" ON "job_applications" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_status_created_idx" ON "job_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "outbox_emails_about_idx" ON "outbox_emails" USING btree ("about_id");--> statement-breakpoint
-- The audit log is append-only (issue 14 "Audit log"): no row changes, and none goes before it is a year old.
CREATE FUNCTION staff_audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'staff_audit_log is append-only';
  END IF;
  IF OLD.at > now() - interval '365 days' THEN
    RAISE EXCEPTION 'staff_audit_log rows are kept for at least a year';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_guard();
--> statement-breakpoint
-- E-mails queued before about_id existed carry their record's id as "Reference: <id>".
UPDATE "outbox_emails" SET "about_id" = substring("body" from 'Reference: ([0-9a-f-]{36})')::uuid WHERE "body" ~ 'Reference: [0-9a-f-]{36}';
--> statement-breakpoint
-- Leads that arrived before the inbox existed: listed as they are, due 24 hours after they arrived.
INSERT INTO "leads" ("id", "kind", "name", "company", "email", "phone", "search", "due_at", "created_at")
SELECT "id", CASE WHEN "kind" = 'custom' THEN 'customQuote' ELSE 'quote' END, "name", '', "email", "phone",
  lower("name" || ' ' || "email" || ' ' || regexp_replace("phone", '\D', '', 'g')), "created_at" + interval '24 hours', "created_at"
FROM "quote_requests"
UNION ALL
SELECT "id", 'pickup', "name", '', "email", "phone_number",
  lower("name" || ' ' || "email" || ' ' || regexp_replace("phone_number", '\D', '', 'g')), "created_at" + interval '24 hours', "created_at"
FROM "pickup_requests"
UNION ALL
SELECT "id", 'contact', "name", '', "email", '',
  lower("name" || ' ' || "email"), "created_at" + interval '24 hours', "created_at"
FROM "contact_messages"
UNION ALL
SELECT "id", 'client', "name", "company_name", "email", "contact",
  lower("name" || ' ' || "company_name" || ' ' || "email" || ' ' || regexp_replace("contact", '\D', '', 'g')), "created_at" + interval '24 hours', "created_at"
FROM "client_registrations"
UNION ALL
SELECT "id", 'franchise', "name", "company", "email", "contact",
  lower("name" || ' ' || "company" || ' ' || "email" || ' ' || regexp_replace("contact", '\D', '', 'g')), "created_at" + interval '24 hours', "created_at"
FROM "franchise_enquiries";
