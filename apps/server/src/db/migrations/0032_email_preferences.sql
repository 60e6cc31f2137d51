CREATE TABLE "email_opt_outs" (
	"user_id" uuid NOT NULL,
	"email_type" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_email_type_pk" PRIMARY KEY("user_id","email_type")
);
--> statement-breakpoint
CREATE TABLE "profile_reminders" (
	"user_id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_reminders_user_id_stage_pk" PRIMARY KEY("user_id","stage")
);
--> statement-breakpoint
CREATE TABLE "weekly_digests" (
	"user_id" uuid NOT NULL,
	"week_starting" date NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digests_user_id_week_starting_pk" PRIMARY KEY("user_id","week_starting")
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reminders" ADD CONSTRAINT "profile_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;