CREATE TABLE "reminder_log" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "reminder_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"student_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"cost_kobo" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"school_id" text PRIMARY KEY NOT NULL,
	"offsets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channels" jsonb DEFAULT '["email"]'::jsonb NOT NULL,
	"sms_cap" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "day" text;--> statement-breakpoint
ALTER TABLE "parent_reminders" ADD COLUMN "day" text;--> statement-breakpoint
-- Hand-written: reminders already sent get the Lagos day (UTC+1, no summer time) they were sent on.
UPDATE "parent_reminders" SET "day" = to_char(("sent_at" AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM-DD');--> statement-breakpoint
ALTER TABLE "parent_reminders" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_log_school_at_idx" ON "reminder_log" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "reminder_log_school_sms_idx" ON "reminder_log" USING btree ("school_id","day") WHERE "reminder_log"."channel" = 'sms';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_a_day_idx" ON "jobs" USING btree ("school_id","kind","day") WHERE "jobs"."day" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_reminders_one_a_day_key" ON "parent_reminders" USING btree ("school_id","email","day");