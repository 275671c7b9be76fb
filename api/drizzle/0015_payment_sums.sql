CREATE TABLE "payment_sums" (
	"school_id" text NOT NULL,
	"term_id" text NOT NULL,
	"method" text NOT NULL,
	"listed" bigint DEFAULT 0 NOT NULL,
	"counted" bigint DEFAULT 0 NOT NULL,
	"counted_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_sums_school_id_term_id_method_pk" PRIMARY KEY("school_id","term_id","method")
);
--> statement-breakpoint
ALTER TABLE "payment_sums" ADD CONSTRAINT "payment_sums_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sums" ADD CONSTRAINT "payment_sums_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by every write of a payment. A payment is listed once recorded ('success') or void; only a
-- recorded one counts. What a payment was comes off its row, what it is goes on. Taking off only
-- lowers a row that is there: a school or term being deleted takes its rows with it.
CREATE FUNCTION "keep_payment_sums"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" IN ('success', 'void') THEN
    UPDATE "payment_sums"
    SET "listed" = "listed" - 1,
      "counted" = "counted" - CASE WHEN OLD."status" = 'success' THEN 1 ELSE 0 END,
      "counted_kobo" = "counted_kobo" - CASE WHEN OLD."status" = 'success' THEN OLD."amount_kobo" ELSE 0 END
    WHERE ("school_id", "term_id", "method") = (OLD."school_id", OLD."term_id", OLD."method");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" IN ('success', 'void') THEN
    INSERT INTO "payment_sums" AS s ("school_id", "term_id", "method", "listed", "counted", "counted_kobo")
    VALUES (NEW."school_id", NEW."term_id", NEW."method", 1,
      CASE WHEN NEW."status" = 'success' THEN 1 ELSE 0 END,
      CASE WHEN NEW."status" = 'success' THEN NEW."amount_kobo" ELSE 0 END)
    ON CONFLICT ("school_id", "term_id", "method") DO UPDATE
    SET "listed" = s."listed" + excluded."listed",
      "counted" = s."counted" + excluded."counted",
      "counted_kobo" = s."counted_kobo" + excluded."counted_kobo";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_keep_sums"
AFTER INSERT OR DELETE ON "payments"
FOR EACH ROW EXECUTE FUNCTION "keep_payment_sums"();
--> statement-breakpoint
-- Most updates (a verify's claim, a receipt's fields) move nothing the sums hold.
CREATE TRIGGER "payments_keep_sums_on_update"
AFTER UPDATE ON "payments"
FOR EACH ROW
WHEN ((OLD."status", OLD."amount_kobo", OLD."school_id", OLD."term_id", OLD."method")
  IS DISTINCT FROM (NEW."status", NEW."amount_kobo", NEW."school_id", NEW."term_id", NEW."method"))
EXECUTE FUNCTION "keep_payment_sums"();
--> statement-breakpoint
INSERT INTO "payment_sums" ("school_id", "term_id", "method", "listed", "counted", "counted_kobo")
SELECT "school_id", "term_id", "method", count(*), count(*) FILTER (WHERE "status" = 'success'),
  coalesce(sum("amount_kobo") FILTER (WHERE "status" = 'success'), 0)
FROM "payments" WHERE "status" IN ('success', 'void')
GROUP BY 1, 2, 3;
