CREATE TABLE "dispute_evidence" (
	"dispute_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_dispute_id_file_id_pk" PRIMARY KEY("dispute_id","file_id"),
	CONSTRAINT "dispute_evidence_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "dispute_milestones" (
	"dispute_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"frozen_minor" bigint NOT NULL,
	CONSTRAINT "dispute_milestones_dispute_id_milestone_id_pk" PRIMARY KEY("dispute_id","milestone_id")
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"status" text NOT NULL,
	"opened_by" text NOT NULL,
	"opened_by_user_id" uuid,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"respond_by" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"outcome" text,
	"release_minor" bigint,
	"refund_minor" bigint,
	"reasoning" text,
	"ruled_at" timestamp with time zone,
	"ruled_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_ruling_sums" CHECK ("disputes"."status" <> 'resolved' or ("disputes"."outcome" is not null and "disputes"."release_minor" >= 0 and "disputes"."refund_minor" >= 0 and "disputes"."reasoning" is not null))
);
--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_milestones" ADD CONSTRAINT "dispute_milestones_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_milestones" ADD CONSTRAINT "dispute_milestones_milestone_id_booking_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."booking_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_ruled_by_user_id_users_id_fk" FOREIGN KEY ("ruled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_milestones_milestone_idx" ON "dispute_milestones" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "disputes_booking_idx" ON "disputes" USING btree ("booking_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "disputes_client_idx" ON "disputes" USING btree ("client_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "disputes_filmmaker_idx" ON "disputes" USING btree ("filmmaker_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "disputes_created_idx" ON "disputes" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "disputes_respond_by_idx" ON "disputes" USING btree ("respond_by") WHERE "disputes"."status" in ('awaiting_filmmaker', 'awaiting_client');