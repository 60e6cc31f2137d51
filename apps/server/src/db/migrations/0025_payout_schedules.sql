CREATE TABLE "payout_schedules" (
	"filmmaker_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"weekday" text,
	"day_of_month" smallint,
	"minimum_minor" bigint,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_schedules_cadence" CHECK (("payout_schedules"."frequency" = 'off' and "payout_schedules"."weekday" is null and "payout_schedules"."day_of_month" is null and "payout_schedules"."next_run_at" is null)
       or ("payout_schedules"."frequency" = 'weekly' and "payout_schedules"."weekday" is not null and "payout_schedules"."day_of_month" is null and "payout_schedules"."next_run_at" is not null)
       or ("payout_schedules"."frequency" = 'monthly' and "payout_schedules"."weekday" is null and "payout_schedules"."day_of_month" between 1 and 28 and "payout_schedules"."next_run_at" is not null)),
	CONSTRAINT "payout_schedules_minimum_positive" CHECK ("payout_schedules"."minimum_minor" is null or "payout_schedules"."minimum_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "schedule_period" text;--> statement-breakpoint
ALTER TABLE "payout_schedules" ADD CONSTRAINT "payout_schedules_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_schedules_due_idx" ON "payout_schedules" USING btree ("next_run_at") WHERE "payout_schedules"."next_run_at" is not null;