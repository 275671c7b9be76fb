ALTER TABLE "schools" ADD COLUMN "sibling_second" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "sibling_later" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "sibling_order" text DEFAULT 'age' NOT NULL;