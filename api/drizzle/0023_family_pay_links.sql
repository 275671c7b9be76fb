CREATE TABLE "family_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"family_id" text,
	"family_name" text NOT NULL,
	"depositor_name" text NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"expected_kobo" bigint NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"shares" jsonb,
	"reference_no" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_message" text DEFAULT '' NOT NULL,
	"transaction_no" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_links" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_links" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "family_payment_id" text;--> statement-breakpoint
ALTER TABLE "family_payments" ADD CONSTRAINT "family_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_payments" ADD CONSTRAINT "family_payments_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_payments_reference_no_key" ON "family_payments" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "family_payments_family_idx" ON "family_payments" USING btree ("family_id","status","created_at");--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_family_payment_id_family_payments_id_fk" FOREIGN KEY ("family_payment_id") REFERENCES "public"."family_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_links_family_id_idx" ON "pay_links" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "payments_family_payment_idx" ON "payments" USING btree ("family_payment_id") WHERE "payments"."family_payment_id" is not null;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_student_or_family" CHECK (("pay_links"."student_id" is null) <> ("pay_links"."family_id" is null));