CREATE TABLE "school_members" (
	"school_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_members_school_id_user_id_pk" PRIMARY KEY("school_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_members_user_idx" ON "school_members" USING btree ("user_id","school_id");--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_role_check"
  CHECK ("role" IN ('owner', 'bursar', 'viewer'));
--> statement-breakpoint
-- Every school has been its owner's alone until now.
INSERT INTO "school_members" ("school_id", "user_id", "role", "created_at")
SELECT "id", "owner_id", 'owner', "created_at" FROM "schools";
--> statement-breakpoint
-- The read cache (src/http/read-cache.ts) keeps pages per reader: a change to a school's data now
-- names every member of it, and a membership that starts, changes or ends names its member.
CREATE OR REPLACE FUNCTION "notify_owner_of_school"("school" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fees_cache', 'member:' || "user_id") FROM "school_members" WHERE "school_id" = "school";
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_owner_of_term"("term" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fees_cache', 'member:' || m."user_id")
  FROM "terms" t JOIN "school_members" m ON m."school_id" = t."school_id" WHERE t."id" = "term";
END
$$;
--> statement-breakpoint
-- A school's own row: its members (a new school has none yet; its owner's membership names them).
CREATE OR REPLACE FUNCTION "notify_schools_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "notify_owner_of_school"(OLD."id");
    PERFORM pg_notify('fees_cache', 'member:' || OLD."owner_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('fees_cache', 'member:' || NEW."owner_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_membership_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('fees_cache', 'member:' || OLD."user_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('fees_cache', 'member:' || NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "school_members_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "school_members"
FOR EACH ROW EXECUTE FUNCTION "notify_membership_changed"();
