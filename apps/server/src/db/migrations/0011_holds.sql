CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"days" jsonb NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"title" text NOT NULL,
	"brief" text,
	"location" jsonb,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"confirm_by" timestamp with time zone,
	"promoted_at" timestamp with time zone,
	"released_by" text,
	"release_reason" text,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_filmmaker_live_idx" ON "holds" USING btree ("filmmaker_id","first_day") WHERE "holds"."status" in ('first', 'second');--> statement-breakpoint
CREATE INDEX "holds_client_idx" ON "holds" USING btree ("client_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "holds_filmmaker_idx" ON "holds" USING btree ("filmmaker_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "holds_expiry_idx" ON "holds" USING btree ("confirm_by") WHERE "holds"."status" = 'first';