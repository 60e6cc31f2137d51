-- Each statement's entries balance per transaction and currency (decision 0077): checked once per INSERT
-- over the rows it wrote, instead of a query per entry at commit. postMovement writes a movement's entries
-- in one statement, so a movement still cannot commit lopsided; entries written in several statements
-- must balance in each, which is stricter, not looser.
DROP TRIGGER "ledger_entries_balanced" ON "ledger_entries";--> statement-breakpoint
DROP FUNCTION "ledger_check_balanced"();--> statement-breakpoint
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT transaction_id, currency, sum(amount_minor) AS total INTO unbalanced
    FROM written
    GROUP BY transaction_id, currency
    HAVING sum(amount_minor) <> 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its % entries sum to %',
      unbalanced.transaction_id, unbalanced.currency, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
