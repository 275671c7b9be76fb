ALTER TABLE "payments" ADD COLUMN "receipt_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_to_date_kobo" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "balance_after_kobo" bigint;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "receipt_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_school_receipt_no_key" ON "payments" USING btree ("school_id","receipt_no") WHERE "payments"."receipt_no" is not null;--> statement-breakpoint
-- Payments counted before receipts had numbers take them per school in the order they were
-- counted, by the prefix rule of receiptPrefix in shared-data (docs/payments.md#receipts); a void
-- was counted too and keeps its number like any other.
WITH "numbered" AS (
  SELECT "id", "school_id",
    row_number() OVER (PARTITION BY "school_id" ORDER BY coalesce("paid_at", "created_at"), "id") AS "seq"
  FROM "payments" WHERE "status" IN ('success', 'void')
), "worded" AS (
  SELECT "id", array_remove(regexp_split_to_array(regexp_replace(upper("name"), '[''’]', '', 'g'), '[^A-Z0-9]+'), '') AS "words"
  FROM "schools"
), "prefixed" AS (
  SELECT "id", CASE coalesce(array_length("words", 1), 0)
    WHEN 0 THEN 'RCT'
    WHEN 1 THEN left("words"[1], 3)
    ELSE left("words"[1], 1) || left("words"[2], 1) || coalesce(left("words"[3], 1), '')
  END AS "prefix"
  FROM "worded"
)
UPDATE "payments" SET "receipt_no" = "prefixed"."prefix" || '-' || lpad("numbered"."seq"::text, greatest(6, length("numbered"."seq"::text)), '0')
FROM "numbered" JOIN "prefixed" ON "prefixed"."id" = "numbered"."school_id"
WHERE "payments"."id" = "numbered"."id";--> statement-breakpoint
UPDATE "schools" SET "receipt_seq" = (
  SELECT count(*) FROM "payments" WHERE "payments"."school_id" = "schools"."id" AND "payments"."receipt_no" IS NOT NULL
);--> statement-breakpoint
-- What each of those receipts would have said: the student's counted payments in its term up to
-- and including it, and their balance right after it: what the terms opened by then charged them
-- less every payment counted by then (a void's own amount counts on its own receipt).
WITH "running" AS (
  SELECT "payments"."id", "payments"."student_id",
    coalesce("payments"."paid_at", "payments"."created_at") AS "counted_at",
    CASE WHEN "payments"."status" = 'void' THEN "payments"."amount_kobo" ELSE 0 END AS "own",
    coalesce(sum("payments"."amount_kobo") FILTER (WHERE "payments"."status" = 'success') OVER (
      PARTITION BY "payments"."student_id", "payments"."term_id"
      ORDER BY coalesce("payments"."paid_at", "payments"."created_at"), "payments"."id"
    ), 0) AS "paid_in_term",
    coalesce(sum("payments"."amount_kobo") FILTER (WHERE "payments"."status" = 'success') OVER (
      PARTITION BY "payments"."student_id"
      ORDER BY coalesce("payments"."paid_at", "payments"."created_at"), "payments"."id"
    ), 0) AS "paid_in_all"
  FROM "payments"
  WHERE "payments"."status" IN ('success', 'void')
)
UPDATE "payments" SET
  "paid_to_date_kobo" = "running"."paid_in_term" + "running"."own",
  "balance_after_kobo" = (
    SELECT coalesce(sum("student_terms"."charges_kobo"), 0) FROM "student_terms"
    JOIN "terms" ON "terms"."id" = "student_terms"."term_id"
    WHERE "student_terms"."student_id" = "running"."student_id"
      AND "terms"."opened_at" <= "running"."counted_at"
  ) - "running"."paid_in_all" - "running"."own"
FROM "running"
WHERE "payments"."id" = "running"."id";
