-- Shared accounts' balances are summed from their entries (decision 0073): their cached figure goes.
UPDATE "ledger_accounts" SET "balance_minor" = 0 WHERE "kind" in ('platform_fees', 'provider_clearing', 'payouts_sent');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shared_not_cached" CHECK ("ledger_accounts"."kind" not in ('platform_fees', 'provider_clearing', 'payouts_sent') or "ledger_accounts"."balance_minor" = 0);
