CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reviewer_role" text NOT NULL,
	"client_id" uuid NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"status" text NOT NULL,
	"rating" integer,
	"body" text,
	"scores" jsonb,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"written_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"window_closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_side_key" UNIQUE("booking_id","reviewer_role")
);
--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "rating_hundredths" integer;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_of_filmmaker_idx" ON "reviews" USING btree ("filmmaker_id","published_at" desc,"id" desc) WHERE "reviews"."reviewer_role" = 'client' and "reviews"."status" in ('published', 'replied');--> statement-breakpoint
CREATE INDEX "reviews_of_client_idx" ON "reviews" USING btree ("client_id","published_at" desc,"id" desc) WHERE "reviews"."reviewer_role" = 'filmmaker' and "reviews"."status" in ('published', 'replied');--> statement-breakpoint
CREATE INDEX "reviews_by_client_idx" ON "reviews" USING btree ("client_id","written_at" desc,"id" desc) WHERE "reviews"."reviewer_role" = 'client' and "reviews"."written_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_by_filmmaker_idx" ON "reviews" USING btree ("filmmaker_id","written_at" desc,"id" desc) WHERE "reviews"."reviewer_role" = 'filmmaker' and "reviews"."written_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_client_to_write_idx" ON "reviews" USING btree ("client_id","window_closes_at","id") WHERE "reviews"."status" = 'client_to_write';--> statement-breakpoint
CREATE INDEX "reviews_filmmaker_to_write_idx" ON "reviews" USING btree ("filmmaker_id","window_closes_at","id") WHERE "reviews"."status" = 'filmmaker_to_write';--> statement-breakpoint
CREATE INDEX "reviews_window_open_idx" ON "reviews" USING btree ("window_closes_at") WHERE "reviews"."status" in ('client_to_write', 'filmmaker_to_write', 'written');--> statement-breakpoint
CREATE INDEX "filmmakers_rating_idx" ON "filmmakers" USING btree (coalesce("rating_hundredths", -1) desc,"review_count" desc,"id" desc) WHERE "filmmakers"."setup";