CREATE TABLE "cod_collections" (
	"shipment_id" integer PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"collected_paise" bigint NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_remittance_shipments" (
	"remittance_id" uuid NOT NULL,
	"shipment_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "cod_remittance_shipments_remittance_id_shipment_id_pk" PRIMARY KEY("remittance_id","shipment_id")
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"bank_ref" text NOT NULL,
	"remitted_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_shipments" ADD CONSTRAINT "cod_remittance_shipments_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_shipments" ADD CONSTRAINT "cod_remittance_shipments_shipment_id_cod_collections_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."cod_collections"("shipment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_collections_business_idx" ON "cod_collections" USING btree ("business_id","collected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittance_shipments_shipment_idx" ON "cod_remittance_shipments" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "cod_remittances_business_idx" ON "cod_remittances" USING btree ("business_id","remitted_on");