-- Issue 31: the staff's lead search covers cities, routes and PIN codes.
-- Leads stored before get the words new ones get at intake (searchTextOf in
-- server/services/leads/lead-inbox.ts). Phones need nothing: the digits
-- already stored hold the ten national digits a search now looks for.
UPDATE "leads" SET "search" = "leads"."search" || ' ' || lower(concat_ws(' ', q."origin", q."destination", q."origin_pincode", q."destination_pincode")) FROM "quote_requests" q WHERE q."id" = "leads"."id";--> statement-breakpoint
UPDATE "leads" SET "search" = "leads"."search" || ' ' || lower(concat_ws(' ', p."city", p."pincode")) FROM "pickup_requests" p WHERE p."id" = "leads"."id";--> statement-breakpoint
UPDATE "leads" SET "search" = "leads"."search" || ' ' || lower(concat_ws(' ', c."city", c."pincode")) FROM "client_registrations" c WHERE c."id" = "leads"."id";--> statement-breakpoint
UPDATE "leads" SET "search" = "leads"."search" || ' ' || lower(concat_ws(' ', f."city", f."pincode", f."preferred_city")) FROM "franchise_enquiries" f WHERE f."id" = "leads"."id";
