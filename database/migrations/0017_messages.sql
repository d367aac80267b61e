CREATE TABLE "delivery_ratings" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lr_no" text NOT NULL,
	"rating" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"subscription_id" uuid,
	"action" text NOT NULL,
	"how" text NOT NULL,
	"text_shown" text NOT NULL,
	"language" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"event" text NOT NULL,
	"language" text NOT NULL,
	"values" jsonb NOT NULL,
	"body" text NOT NULL,
	"lr_no" text,
	"ticket_id" uuid,
	"subscription_id" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"provider_answer" text,
	"fallback_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"lr_no" text,
	"ticket_id" uuid,
	"events" text[] NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_subscription_id_phone_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."phone_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_subscription_id_phone_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."phone_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_ratings_lr_idx" ON "delivery_ratings" USING btree ("lr_no");--> statement-breakpoint
CREATE INDEX "message_codes_phone_idx" ON "message_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "message_codes_subject_idx" ON "message_codes" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "message_consents_phone_idx" ON "message_consents" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_idx" ON "messages" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE INDEX "messages_state_idx" ON "messages" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_phone_idx" ON "messages" USING btree ("phone","lr_no","created_at");--> statement-breakpoint
CREATE INDEX "messages_ticket_idx" ON "messages" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_subscriptions_token_idx" ON "phone_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "phone_subscriptions_phone_idx" ON "phone_subscriptions" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "phone_subscriptions_lr_idx" ON "phone_subscriptions" USING btree ("lr_no");--> statement-breakpoint
CREATE INDEX "phone_subscriptions_ticket_idx" ON "phone_subscriptions" USING btree ("ticket_id");