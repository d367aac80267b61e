ALTER TABLE "support_ticket_tokens" ADD COLUMN "kind" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "acknowledge_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "resolve_reminded_at" timestamp with time zone;