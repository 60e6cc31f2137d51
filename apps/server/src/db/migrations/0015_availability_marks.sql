CREATE TABLE "availability_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filmmaker_id" uuid NOT NULL,
	"date" date NOT NULL,
	"part" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_marks_slot_key" UNIQUE("filmmaker_id","date","part")
);
--> statement-breakpoint
ALTER TABLE "availability_marks" ADD CONSTRAINT "availability_marks_filmmaker_id_filmmakers_id_fk" FOREIGN KEY ("filmmaker_id") REFERENCES "public"."filmmakers"("id") ON DELETE cascade ON UPDATE no action;