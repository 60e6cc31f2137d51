DROP INDEX "chat_rooms_client_idx";--> statement-breakpoint
DROP INDEX "chat_rooms_filmmaker_idx";--> statement-breakpoint
CREATE INDEX "chat_rooms_filmmaker_idx" ON "chat_rooms" USING btree ("filmmaker_id");--> statement-breakpoint
-- Room for heap-only updates of last_seq and last_message_at beside each row (Drizzle does not model it).
ALTER TABLE "chat_rooms" SET (fillfactor = 70);