CREATE TABLE "business_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "business_api_keys" ADD CONSTRAINT "business_api_keys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_api_keys" ADD CONSTRAINT "business_api_keys_created_by_business_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."business_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_api_keys" ADD CONSTRAINT "business_api_keys_revoked_by_business_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."business_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_api_keys_hash_idx" ON "business_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "business_api_keys_business_idx" ON "business_api_keys" USING btree ("business_id","created_at");