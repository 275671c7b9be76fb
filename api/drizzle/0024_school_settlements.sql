CREATE TABLE "school_settlements" (
	"school_id" text PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"subaccount_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_payments" ADD COLUMN "subaccount_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subaccount_code" text;--> statement-breakpoint
ALTER TABLE "school_settlements" ADD CONSTRAINT "school_settlements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;