DROP INDEX "filmmakers_listing_idx";--> statement-breakpoint
DROP INDEX "support_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "identity_verifications_queue_idx";--> statement-breakpoint
DROP INDEX "offers_application_idx";--> statement-breakpoint
DROP INDEX "payments_booking_idx";--> statement-breakpoint
DROP INDEX "payments_client_idx";--> statement-breakpoint
CREATE INDEX "identity_verifications_reviewed_idx" ON "identity_verifications" USING btree ("status","reviewed_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "filmmakers_listing_idx" ON "filmmakers" USING btree ("verified" desc,coalesce("years_experience", -1) desc,"id" desc) WHERE "filmmakers"."setup";--> statement-breakpoint
CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "identity_verifications_queue_idx" ON "identity_verifications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id","created_at" desc,"id" desc);