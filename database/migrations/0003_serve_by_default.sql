-- No rule now means served (issue 32: a new install delivers everywhere until
-- the company says otherwise). An install that already set rules did so when no
-- rule meant "not served": each state it named no rule for gets a "not served"
-- rule, so every pincode answers as before. A database without rules is left
-- alone and serves everywhere.
INSERT INTO "service_areas" ("kind", "value", "serves")
SELECT DISTINCT 'state', "p"."state", false
FROM "pincodes" AS "p"
WHERE EXISTS (SELECT 1 FROM "service_areas")
  AND NOT EXISTS (
    SELECT 1 FROM "service_areas" AS "s" WHERE "s"."kind" = 'state' AND "s"."value" = "p"."state"
  );
