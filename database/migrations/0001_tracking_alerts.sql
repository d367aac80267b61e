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
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD CONSTRAINT "tracking_subscriptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_unsubscribe_tokens" ADD CONSTRAINT "tracking_unsubscribe_tokens_subscription_id_tracking_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."tracking_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_subscriptions_shipment_email_idx" ON "tracking_subscriptions" USING btree ("shipment_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_subscriptions_confirm_idx" ON "tracking_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "tracking_subscriptions_email_idx" ON "tracking_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "tracking_unsubscribe_tokens_subscription_idx" ON "tracking_unsubscribe_tokens" USING btree ("subscription_id");