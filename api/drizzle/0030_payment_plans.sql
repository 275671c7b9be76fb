CREATE TABLE "student_plans" (
	"student_id" text NOT NULL,
	"term_id" text NOT NULL,
	"instalments" jsonb NOT NULL,
	CONSTRAINT "student_plans_student_id_term_id_pk" PRIMARY KEY("student_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "term_plans" (
	"term_id" text PRIMARY KEY NOT NULL,
	"instalments" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_plans" ADD CONSTRAINT "student_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_plans" ADD CONSTRAINT "student_plans_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_plans" ADD CONSTRAINT "term_plans_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_plans_term_idx" ON "student_plans" USING btree ("term_id");--> statement-breakpoint
-- The students list reads the plans (dueNow): a plan set, dropped or carried names the term's
-- members to the read cache (src/http/read-cache.ts), as fee items do.
CREATE TRIGGER "term_plans_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "term_plans"
FOR EACH ROW EXECUTE FUNCTION "notify_term_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_plans_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "student_plans"
FOR EACH ROW EXECUTE FUNCTION "notify_term_rows_changed"();
