DROP INDEX "payments_student_id_idx";--> statement-breakpoint
DROP INDEX "students_classroom_id_idx";--> statement-breakpoint
CREATE INDEX "payments_student_status_idx" ON "payments" USING btree ("student_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payments_classroom_status_idx" ON "payments" USING btree ("classroom_id","status","created_at");--> statement-breakpoint
CREATE INDEX "students_classroom_created_idx" ON "students" USING btree ("classroom_id","created_at");--> statement-breakpoint
CREATE INDEX "students_school_sex_idx" ON "students" USING btree ("school_id","sex","created_at");