CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outside_busy_slots" (
	"calendar_id" uuid NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"date" date NOT NULL,
	"part" text NOT NULL,
	CONSTRAINT "outside_busy_slots_calendar_id_date_part_pk" PRIMARY KEY("calendar_id","date","part")
);
--> statement-breakpoint
CREATE TABLE "outside_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"label" text NOT NULL,
	"address" text NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	"sync_error" text,
	"busy_slots" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_busy_slots" ADD CONSTRAINT "outside_busy_slots_calendar_id_outside_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."outside_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_busy_slots" ADD CONSTRAINT "outside_busy_slots_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_calendars" ADD CONSTRAINT "outside_calendars_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_key" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "outside_busy_slots_filmmaker_idx" ON "outside_busy_slots" USING btree ("filmmaker_id","date");--> statement-breakpoint
CREATE INDEX "outside_calendars_filmmaker_idx" ON "outside_calendars" USING btree ("filmmaker_id","created_at");--> statement-breakpoint
CREATE INDEX "outside_calendars_due_idx" ON "outside_calendars" USING btree ("next_sync_at");