CREATE TABLE "charge_lines" (
	"student_id" text NOT NULL,
	"term_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	CONSTRAINT "charge_lines_student_id_term_id_position_pk" PRIMARY KEY("student_id","term_id","position")
);
--> statement-breakpoint
CREATE TABLE "fee_items" (
	"id" text NOT NULL,
	"term_id" text NOT NULL,
	"classroom_id" text NOT NULL,
	"name" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"optional" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "fee_items_term_id_id_pk" PRIMARY KEY("term_id","id")
);
--> statement-breakpoint
CREATE TABLE "student_optional_items" (
	"student_id" text NOT NULL,
	"term_id" text NOT NULL,
	"fee_item_id" text NOT NULL,
	CONSTRAINT "student_optional_items_student_id_term_id_fee_item_id_pk" PRIMARY KEY("student_id","term_id","fee_item_id")
);
--> statement-breakpoint
CREATE TABLE "student_terms" (
	"student_id" text NOT NULL,
	"term_id" text NOT NULL,
	"school_id" text NOT NULL,
	"classroom_id" text,
	"charges_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "student_terms_student_id_term_id_pk" PRIMARY KEY("student_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"session" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_classroom_id_classrooms_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "term_id" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "left_class_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "enrolment" text DEFAULT 'enrolled' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "brought_forward_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing data: each school is in 'First term' of the session holding its creation day (Lagos;
-- a session starts in September), opened when it was created. Every student's figures become
-- that term's and every payment is filed under it, so no figure changes (docs/terms.md).
INSERT INTO "terms" ("id", "school_id", "session", "name", "status", "opened_at")
SELECT gen_random_uuid()::text, "schools"."id", "first" || '/' || ("first" + 1), 'First term', 'current', "schools"."created_at"
FROM "schools", LATERAL (
  SELECT extract(year FROM "schools"."created_at" AT TIME ZONE 'Africa/Lagos')::int
    - CASE WHEN extract(month FROM "schools"."created_at" AT TIME ZONE 'Africa/Lagos') >= 9 THEN 0 ELSE 1 END AS "first"
) AS "session_start";--> statement-breakpoint
INSERT INTO "student_terms" ("student_id", "term_id", "school_id", "classroom_id", "charges_kobo", "paid_kobo")
SELECT "students"."id", "terms"."id", "students"."school_id", "students"."classroom_id", "students"."total_fees_expected_kobo", "students"."total_paid_fees_kobo"
FROM "students" JOIN "terms" ON "terms"."school_id" = "students"."school_id";--> statement-breakpoint
UPDATE "payments" SET "term_id" = "terms"."id" FROM "terms" WHERE "terms"."school_id" = "payments"."school_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "term_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_items" ADD CONSTRAINT "fee_items_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_items" ADD CONSTRAINT "fee_items_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_optional_items" ADD CONSTRAINT "student_optional_items_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_optional_items" ADD CONSTRAINT "student_optional_items_term_id_fee_item_id_fee_items_term_id_id_fk" FOREIGN KEY ("term_id","fee_item_id") REFERENCES "public"."fee_items"("term_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_terms" ADD CONSTRAINT "student_terms_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_terms" ADD CONSTRAINT "student_terms_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_terms" ADD CONSTRAINT "student_terms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_items_term_classroom_idx" ON "fee_items" USING btree ("term_id","classroom_id","position");--> statement-breakpoint
CREATE INDEX "student_optional_items_item_idx" ON "student_optional_items" USING btree ("term_id","fee_item_id");--> statement-breakpoint
CREATE INDEX "student_terms_term_idx" ON "student_terms" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_one_current_key" ON "terms" USING btree ("school_id") WHERE "terms"."status" = 'current';--> statement-breakpoint
CREATE INDEX "terms_school_opened_idx" ON "terms" USING btree ("school_id","opened_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_term_student_idx" ON "payments" USING btree ("term_id","student_id");--> statement-breakpoint
CREATE INDEX "students_school_enrolment_idx" ON "students" USING btree ("school_id","enrolment","created_at");