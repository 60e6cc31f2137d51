CREATE TABLE "pitch_media" (
	"pitch_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "pitch_media_pitch_id_file_id_pk" PRIMARY KEY("pitch_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"title" text NOT NULL,
	"logline" text NOT NULL,
	"treatment" text,
	"format" text NOT NULL,
	"budget_min_minor" bigint NOT NULL,
	"budget_max_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference_links" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', translate(lower(title || ' ' || logline), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'A') ||
        setweight(to_tsvector('simple', translate(lower(coalesce(treatment, '')), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_pitches" (
	"client_id" uuid NOT NULL,
	"pitch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_pitches_client_id_pitch_id_pk" PRIMARY KEY("client_id","pitch_id")
);
--> statement-breakpoint
ALTER TABLE "pitch_media" ADD CONSTRAINT "pitch_media_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_media" ADD CONSTRAINT "pitch_media_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_pitches" ADD CONSTRAINT "saved_pitches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_pitches" ADD CONSTRAINT "saved_pitches_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitches_open_idx" ON "pitches" USING btree (coalesce("published_at", "created_at") desc,"id" desc) WHERE "pitches"."status" = 'open';--> statement-breakpoint
CREATE INDEX "pitches_search_idx" ON "pitches" USING gin ("search");--> statement-breakpoint
CREATE INDEX "pitches_filmmaker_idx" ON "pitches" USING btree ("filmmaker_id","updated_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "saved_pitches_pitch_idx" ON "saved_pitches" USING btree ("pitch_id");