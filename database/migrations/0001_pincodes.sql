CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"places" jsonb NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"serves" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_areas_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "origin_pincode" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "destination_pincode" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate" jsonb;