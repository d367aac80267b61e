CREATE SEQUENCE "public"."business_lr_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "business_pickup_shipments" (
	"pickup_id" uuid NOT NULL,
	"shipment_id" integer NOT NULL,
	CONSTRAINT "business_pickup_shipments_pickup_id_shipment_id_pk" PRIMARY KEY("pickup_id","shipment_id")
);
--> statement-breakpoint
CREATE TABLE "business_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"label" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"business_id" uuid,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb,
	"ip_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"shipment_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"pickup_date" date NOT NULL,
	"slot" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_recovery_codes" (
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text,
	"billing_address" text DEFAULT '' NOT NULL,
	"default_payment_mode" text DEFAULT 'paid' NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"suspended_at" timestamp with time zone,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "client_ref" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "consignee_name" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "declared_value_paise" bigint;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "chargeable_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "freight_paise" bigint;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "gst_paise" bigint;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "booking" jsonb;--> statement-breakpoint
ALTER TABLE "business_pickup_shipments" ADD CONSTRAINT "business_pickup_shipments_pickup_id_business_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."business_pickups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_pickup_shipments" ADD CONSTRAINT "business_pickup_shipments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_addresses" ADD CONSTRAINT "business_addresses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_bookings" ADD CONSTRAINT "business_bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_pickups" ADD CONSTRAINT "business_pickups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_pickups" ADD CONSTRAINT "business_pickups_address_id_business_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."business_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_recovery_codes" ADD CONSTRAINT "business_recovery_codes_user_id_business_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_sessions" ADD CONSTRAINT "business_sessions_user_id_business_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_tokens" ADD CONSTRAINT "business_tokens_user_id_business_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_two_factor" ADD CONSTRAINT "business_two_factor_user_id_business_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_users" ADD CONSTRAINT "business_users_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_pickup_shipments_shipment_idx" ON "business_pickup_shipments" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "business_addresses_business_idx" ON "business_addresses" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_audit_log_business_idx" ON "business_audit_log" USING btree ("business_id","at");--> statement-breakpoint
CREATE INDEX "business_bookings_business_idx" ON "business_bookings" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_pickups_business_idx" ON "business_pickups" USING btree ("business_id","pickup_date");--> statement-breakpoint
CREATE INDEX "business_pickups_state_idx" ON "business_pickups" USING btree ("state","pickup_date");--> statement-breakpoint
CREATE UNIQUE INDEX "business_recovery_codes_idx" ON "business_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "business_sessions_user_idx" ON "business_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_sign_in_failures_key_idx" ON "business_sign_in_failures" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "business_users_business_idx" ON "business_users" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_lead_idx" ON "businesses" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_booking_id_business_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."business_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_business_idx" ON "shipments" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_business_client_ref_idx" ON "shipments" USING btree ("business_id","client_ref");