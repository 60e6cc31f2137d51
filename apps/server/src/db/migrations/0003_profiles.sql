CREATE TABLE "filmmaker_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"role" text NOT NULL,
	"year" integer,
	"client" text,
	CONSTRAINT "filmmaker_credits_position_key" UNIQUE("filmmaker_id","position")
);
--> statement-breakpoint
CREATE TABLE "filmmaker_images" (
	"filmmaker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "filmmaker_images_filmmaker_id_kind_position_pk" PRIMARY KEY("filmmaker_id","kind","position"),
	CONSTRAINT "filmmaker_images_file_key" UNIQUE("filmmaker_id","kind","file_id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_kind" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "avatar_file_id" uuid;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "half_day_rate_minor" integer;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "equipment" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "travel_radius_km" integer;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "showreel" jsonb;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "work_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', translate(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(username, '')), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'A') ||
  setweight(to_tsvector('simple', coalesce(crafts[1], '') || ' ' || coalesce(crafts[2], '') || ' ' || coalesce(crafts[3], '') || ' ' || coalesce(crafts[4], '') || ' ' || coalesce(crafts[5], '') || ' ' || coalesce(crafts[6], '')), 'B') ||
  setweight(to_tsvector('english', translate(lower(coalesce(headline, '')), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'B') ||
  setweight(to_tsvector('simple', translate(lower(coalesce(city, '')), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'C') ||
  setweight(to_tsvector('english', translate(lower(coalesce(bio, '')), 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')), 'D')
) STORED;--> statement-breakpoint
ALTER TABLE "filmmaker_credits" ADD CONSTRAINT "filmmaker_credits_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filmmaker_images" ADD CONSTRAINT "filmmaker_images_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filmmaker_images" ADD CONSTRAINT "filmmaker_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filmmaker_images_file_idx" ON "filmmaker_images" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filmmakers" ADD CONSTRAINT "filmmakers_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filmmakers_search_idx" ON "filmmakers" USING gin ("search") WHERE "filmmakers"."setup";--> statement-breakpoint
CREATE INDEX "filmmakers_crafts_idx" ON "filmmakers" USING gin ("crafts") WHERE "filmmakers"."setup";--> statement-breakpoint
CREATE INDEX "filmmakers_city_idx" ON "filmmakers" USING btree (lower("city")) WHERE "filmmakers"."setup";--> statement-breakpoint
CREATE INDEX "filmmakers_country_idx" ON "filmmakers" USING btree ("country") WHERE "filmmakers"."setup";--> statement-breakpoint
CREATE INDEX "filmmakers_rate_idx" ON "filmmakers" USING btree ("currency","day_rate_minor") WHERE "filmmakers"."setup";--> statement-breakpoint
CREATE INDEX "filmmakers_listing_idx" ON "filmmakers" USING btree ("verified" desc,"years_experience" desc nulls last,"id") WHERE "filmmakers"."setup";