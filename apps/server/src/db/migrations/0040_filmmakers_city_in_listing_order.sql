-- A city's profiles in the directory's listing order (decision 0091): a first page filtered by city alone
-- reads its first rows off the index and stops, instead of reading and sorting everyone in the city.
DROP INDEX "filmmakers_city_idx";--> statement-breakpoint
CREATE INDEX "filmmakers_city_idx" ON "filmmakers" USING btree (lower("city"),"verified" desc,coalesce("years_experience", -1) desc,"id" desc) WHERE "filmmakers"."setup";