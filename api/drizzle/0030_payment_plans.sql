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
CREATE INDEX "student_plans_term_idx" ON "student_plans" USING btree ("term_id");