CREATE TABLE "delivery_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" integer NOT NULL,
	"option" text NOT NULL,
	"requested_date" date,
	"instructions" text,
	"alternate_phone" text,
	"branch" text,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"about_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_reminded_on" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "status_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "destination_pincode" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "consignee_phone" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "expected_delivery_date" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "silence_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_requests_shipment_idx" ON "delivery_requests" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_requests_status_due_idx" ON "delivery_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "delivery_requests_email_idx" ON "delivery_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "delivery_requests_phone_idx" ON "delivery_requests" USING btree ("alternate_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_requests_one_waiting_idx" ON "delivery_requests" USING btree ("shipment_id") WHERE "delivery_requests"."status" = 'received';--> statement-breakpoint
CREATE INDEX "webhook_outbox_due_idx" ON "webhook_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_outbox_about_idx" ON "webhook_outbox" USING btree ("about_id");--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up_on");