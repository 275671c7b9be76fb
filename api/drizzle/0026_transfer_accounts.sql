CREATE TABLE "transfer_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"family_id" text,
	"student_id" text,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"customer_code" text NOT NULL,
	"provider_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_accounts" ADD CONSTRAINT "transfer_accounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_accounts" ADD CONSTRAINT "transfer_accounts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_accounts" ADD CONSTRAINT "transfer_accounts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_accounts_family_idx" ON "transfer_accounts" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_accounts_student_idx" ON "transfer_accounts" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_accounts_number_idx" ON "transfer_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "transfer_accounts_customer_idx" ON "transfer_accounts" USING btree ("customer_code");