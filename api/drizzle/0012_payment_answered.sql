-- Tells every API process, at commit, that a payment was answered: its status changed (a card
-- charge recorded, a payment voided) or a verify released its claim without recording. The
-- verifies waiting for that answer wake at once (payments/payment-answers.ts) instead of polling.
CREATE FUNCTION "notify_payment_answered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('payment_answered', NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_answered"
AFTER UPDATE OF "status", "verifying_until" ON "payments"
FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status"
  OR (OLD."verifying_until" IS NOT NULL AND NEW."verifying_until" IS NULL))
EXECUTE FUNCTION "notify_payment_answered"();
