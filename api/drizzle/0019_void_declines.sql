ALTER TABLE "payments" ADD COLUMN "void_declined_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "void_decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "void_declined_at" timestamp with time zone;