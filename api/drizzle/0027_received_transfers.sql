CREATE TABLE "received_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"sender_name" text NOT NULL,
	"sender_bank" text NOT NULL,
	"narration" text NOT NULL,
	"account_number" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"assigned_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "narration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "received_transfers" ADD CONSTRAINT "received_transfers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "received_transfers_reference_idx" ON "received_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "received_transfers_unmatched_idx" ON "received_transfers" USING btree ("school_id","status","received_at");