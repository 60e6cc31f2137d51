CREATE TABLE "booking_request_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"proposed_by" text NOT NULL,
	"days" jsonb NOT NULL,
	"title" text NOT NULL,
	"brief" text,
	"location" jsonb,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_request_rounds_round_key" UNIQUE("booking_id","round")
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "brief" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "booking_request_rounds" ADD CONSTRAINT "booking_request_rounds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_rounds" ADD CONSTRAINT "booking_request_rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;