CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"milestone_ids" uuid[] NOT NULL,
	"snapshot" jsonb NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "receipts_year_sequence_key" UNIQUE("year","sequence")
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_client_idx" ON "receipts" USING btree ("client_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "receipts_filmmaker_idx" ON "receipts" USING btree ("filmmaker_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "receipts_booking_idx" ON "receipts" USING btree ("booking_id");