-- The views of the tables before the one outbox (0011) go: everything reads and writes "outbox" (docs/decisions/036-one-outbox.md).
DROP TRIGGER IF EXISTS outbox_emails_insert ON "outbox_emails";
--> statement-breakpoint
DROP TRIGGER IF EXISTS webhook_outbox_insert ON "webhook_outbox";
--> statement-breakpoint
DROP FUNCTION IF EXISTS outbox_emails_insert();
--> statement-breakpoint
DROP FUNCTION IF EXISTS webhook_outbox_insert();
--> statement-breakpoint
DROP VIEW IF EXISTS "outbox_emails";
--> statement-breakpoint
DROP VIEW IF EXISTS "webhook_outbox";
