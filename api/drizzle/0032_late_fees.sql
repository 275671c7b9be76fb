CREATE TABLE "late_fees" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"term_id" text NOT NULL,
	"school_id" text NOT NULL,
	"due_on" text NOT NULL,
	"charged_on" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"waived_at" timestamp with time zone,
	"waived_by" text
);
--> statement-breakpoint
CREATE TABLE "school_late_fees" (
	"school_id" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint,
	"percent_hundredths" integer,
	"grace_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fees" ADD CONSTRAINT "late_fees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_late_fees" ADD CONSTRAINT "school_late_fees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "late_fees_student_term_due_idx" ON "late_fees" USING btree ("student_id","term_id","due_on");--> statement-breakpoint
CREATE INDEX "late_fees_term_idx" ON "late_fees" USING btree ("term_id");--> statement-breakpoint
-- Hand-written: the students list reads the late fees (charges, dueNow), so a late fee charged or
-- waived names the term's members to the read cache (src/http/read-cache.ts), as plans do.
CREATE TRIGGER "late_fees_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "late_fees"
FOR EACH ROW EXECUTE FUNCTION "notify_term_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "school_late_fees_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "school_late_fees"
FOR EACH ROW EXECUTE FUNCTION "notify_school_rows_changed"();
