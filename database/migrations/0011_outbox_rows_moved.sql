-- Every e-mail and webhook moves into "outbox" (0010) as it is: its id (the audit log names it),
-- state, tries, next try, last error and answer, times and the record it is about. Then the two
-- tables go, and views of their names take their place over "outbox", for SQL written by hand
-- and a process of the previous build during a rolling upgrade (docs/decisions/036-one-outbox.md).
INSERT INTO "outbox" ("id", "channel", "payload", "status", "attempts", "next_attempt_at", "last_error", "sent_at", "order_key", "about_id", "created_at")
SELECT "id", 'email',
  jsonb_strip_nulls(jsonb_build_object('to', "to_address", 'replyTo', "reply_to", 'subject', "subject", 'body', "body", 'headers', "headers")),
  "status", "attempts", "next_attempt_at", "last_error", "sent_at",
  CASE WHEN "about_id" IS NOT NULL THEN "about_id"::text || ' ' || "to_address" END,
  "about_id", "created_at"
FROM "outbox_emails";
--> statement-breakpoint
INSERT INTO "outbox" ("id", "channel", "payload", "status", "attempts", "next_attempt_at", "last_error", "last_answer", "sent_at", "key", "about_id", "created_at")
SELECT "id", 'webhook', jsonb_build_object('event', "event", 'body', "body"),
  "status", "attempts", "next_attempt_at", "last_error",
  CASE WHEN "last_status" IS NOT NULL OR "last_answer" IS NOT NULL
    THEN jsonb_strip_nulls(jsonb_build_object('status', "last_status", 'answer', "last_answer")) END,
  "delivered_at", "idempotency_key", "about_id", "created_at"
FROM "webhook_outbox";
--> statement-breakpoint
DROP TABLE "outbox_emails";
--> statement-breakpoint
DROP TABLE "webhook_outbox";
--> statement-breakpoint
CREATE VIEW "outbox_emails" AS
SELECT "id", "payload"->>'to' AS "to_address", "payload"->>'replyTo' AS "reply_to",
  "payload"->>'subject' AS "subject", "payload"->>'body' AS "body", "status", "attempts",
  "next_attempt_at", "last_error", "payload"->'headers' AS "headers", "sent_at", "about_id", "created_at"
FROM "outbox" WHERE "channel" = 'email';
--> statement-breakpoint
CREATE VIEW "webhook_outbox" AS
SELECT "id", "payload"->>'event' AS "event", "key" AS "idempotency_key", "payload"->>'body' AS "body",
  "status", "attempts", "next_attempt_at", "last_error",
  ("last_answer"->>'status')::integer AS "last_status", "last_answer"->>'answer' AS "last_answer",
  "sent_at" AS "delivered_at", "about_id", "created_at"
FROM "outbox" WHERE "channel" = 'webhook';
--> statement-breakpoint
-- Updates and deletes through the views are PostgreSQL's own (simple views); an insert builds the payload.
CREATE FUNCTION outbox_emails_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbox" ("id", "channel", "payload", "status", "attempts", "next_attempt_at", "last_error", "sent_at", "order_key", "about_id", "created_at")
  VALUES (coalesce(NEW.id, gen_random_uuid()), 'email',
    jsonb_strip_nulls(jsonb_build_object('to', NEW.to_address, 'replyTo', NEW.reply_to, 'subject', NEW.subject, 'body', NEW.body, 'headers', NEW.headers)),
    coalesce(NEW.status, 'pending'), coalesce(NEW.attempts, 0), coalesce(NEW.next_attempt_at, now()),
    NEW.last_error, NEW.sent_at,
    CASE WHEN NEW.about_id IS NOT NULL THEN NEW.about_id::text || ' ' || NEW.to_address END,
    NEW.about_id, coalesce(NEW.created_at, now()))
  RETURNING "id", "status", "attempts", "next_attempt_at", "created_at"
    INTO NEW.id, NEW.status, NEW.attempts, NEW.next_attempt_at, NEW.created_at;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER outbox_emails_insert INSTEAD OF INSERT ON "outbox_emails"
  FOR EACH ROW EXECUTE FUNCTION outbox_emails_insert();
--> statement-breakpoint
CREATE FUNCTION webhook_outbox_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbox" ("id", "channel", "payload", "status", "attempts", "next_attempt_at", "last_error", "last_answer", "sent_at", "key", "about_id", "created_at")
  VALUES (coalesce(NEW.id, gen_random_uuid()), 'webhook',
    jsonb_build_object('event', NEW.event, 'body', NEW.body),
    coalesce(NEW.status, 'pending'), coalesce(NEW.attempts, 0), coalesce(NEW.next_attempt_at, now()),
    NEW.last_error,
    CASE WHEN NEW.last_status IS NOT NULL OR NEW.last_answer IS NOT NULL
      THEN jsonb_strip_nulls(jsonb_build_object('status', NEW.last_status, 'answer', NEW.last_answer)) END,
    NEW.delivered_at, NEW.idempotency_key, NEW.about_id, coalesce(NEW.created_at, now()))
  ON CONFLICT ("key") DO NOTHING
  RETURNING "id", "status", "attempts", "next_attempt_at", "created_at"
    INTO NEW.id, NEW.status, NEW.attempts, NEW.next_attempt_at, NEW.created_at;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_outbox_insert INSTEAD OF INSERT ON "webhook_outbox"
  FOR EACH ROW EXECUTE FUNCTION webhook_outbox_insert();
