ALTER TABLE "students" ADD COLUMN "change_request" jsonb;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "change_declined" jsonb;