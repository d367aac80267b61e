CREATE EXTENSION IF NOT EXISTS pg_trgm;
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
ALTER TABLE "outbox_emails" ADD COLUMN "about_id" uuid;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_assignee_created_idx" ON "leads" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_due_idx" ON "leads" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_activity_subject_idx" ON "work_activity" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "job_applications_job_created_idx" ON "job_applications" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_status_created_idx" ON "job_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "outbox_emails_about_idx" ON "outbox_emails" USING btree ("about_id");--> statement-breakpoint
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
