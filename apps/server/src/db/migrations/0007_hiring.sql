CREATE SEQUENCE "public"."contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"cover_message" text NOT NULL,
	"proposed_rate_minor" bigint NOT NULL,
	"rate_type" text NOT NULL,
	"currency" text NOT NULL,
	"availability" text NOT NULL,
	"availability_note" text,
	"portfolio_image_ids" uuid[] DEFAULT '{}' NOT NULL,
	"rejection_note" text,
	"fit_score" real DEFAULT 0 NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_job_filmmaker_key" UNIQUE("job_id","filmmaker_id")
);
--> statement-breakpoint
CREATE TABLE "claim_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"project_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"recipient_email" text,
	"test" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_number_unique" UNIQUE("number"),
	CONSTRAINT "contracts_offer_id_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
CREATE TABLE "hiring_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"transition" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_invitations_job_filmmaker_key" UNIQUE("job_id","filmmaker_id")
);
--> statement-breakpoint
CREATE TABLE "job_match_digests" (
	"filmmaker_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"client_id" uuid,
	"production_type" text NOT NULL,
	"title" text NOT NULL,
	"craft" text NOT NULL,
	"description" text NOT NULL,
	"deliverables" text,
	"rate_type" text NOT NULL,
	"rate_min_minor" bigint NOT NULL,
	"rate_max_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_date" date,
	"last_date" date,
	"remote" boolean DEFAULT false NOT NULL,
	"city" text,
	"country" text,
	"required_kit" text,
	"openings" integer DEFAULT 1 NOT NULL,
	"openings_filled" integer DEFAULT 0 NOT NULL,
	"application_deadline" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"unpublished_reason" text,
	"published_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', translate(lower(title || ' ' || craft), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'A') ||
  setweight(to_tsvector('simple', replace(production_type, '_', ' ')), 'B') ||
  setweight(to_tsvector('simple', translate(lower(description || ' ' || coalesce(deliverables, '')), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'C') ||
  setweight(to_tsvector('simple', translate(lower(coalesce(city, '')), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'D')
) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_rounds" (
	"offer_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"proposed_by" text NOT NULL,
	"terms" jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_rounds_offer_id_round_pk" PRIMARY KEY("offer_id","round")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"currency" text NOT NULL,
	"terms" jsonb NOT NULL,
	"round_count" integer DEFAULT 1 NOT NULL,
	"decline_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_reference_files" (
	"project_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "project_reference_files_project_id_file_id_pk" PRIMARY KEY("project_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"production_type" text NOT NULL,
	"description" text,
	"shoot_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"city" text,
	"country" text,
	"budget_minor" bigint,
	"currency" text NOT NULL,
	"reference_links" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate(lower(title || ' ' || coalesce(description, '')), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_links" ADD CONSTRAINT "claim_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_links" ADD CONSTRAINT "claim_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_links" ADD CONSTRAINT "claim_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_links" ADD CONSTRAINT "claim_links_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_events" ADD CONSTRAINT "hiring_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_match_digests" ADD CONSTRAINT "job_match_digests_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_rounds" ADD CONSTRAINT "offer_rounds_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reference_files" ADD CONSTRAINT "project_reference_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reference_files" ADD CONSTRAINT "project_reference_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_fit_idx" ON "applications" USING btree ("job_id","fit_score" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "applications_job_rate_idx" ON "applications" USING btree ("job_id","proposed_rate_minor","id");--> statement-breakpoint
CREATE INDEX "applications_job_date_idx" ON "applications" USING btree ("job_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "applications_filmmaker_idx" ON "applications" USING btree ("filmmaker_id","updated_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "claim_links_listing_idx" ON "claim_links" USING btree ("test","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "contracts_filmmaker_idx" ON "contracts" USING btree ("filmmaker_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "contracts_job_idx" ON "contracts" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "hiring_events_record_idx" ON "hiring_events" USING btree ("record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "job_invitations_filmmaker_idx" ON "job_invitations" USING btree ("filmmaker_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "jobs_project_idx" ON "jobs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_published_idx" ON "jobs" USING btree ("published_at" desc,"id" desc) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_published_craft_idx" ON "jobs" USING btree ("craft","published_at" desc,"id" desc) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_published_craft_city_idx" ON "jobs" USING btree ("craft",lower("city"),"published_at" desc,"id" desc) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_published_city_idx" ON "jobs" USING btree (lower("city"),"published_at" desc,"id" desc) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_admin_listing_idx" ON "jobs" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_application_key" ON "offers" USING btree ("application_id") WHERE "offers"."status" in ('sent', 'countered');--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "offers_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" in ('sent', 'countered');--> statement-breakpoint
CREATE INDEX "projects_client_listing_idx" ON "projects" USING btree ("client_id","updated_at" desc,"id" desc);