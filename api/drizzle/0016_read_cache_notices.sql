-- Names, at commit, every user whose sessions or account changed and every owner whose schools'
-- data changed, so each API process forgets what it kept of them (src/http/read-cache.ts). It
-- covers whatever statement writes, and only the tables the kept reads use: a session and its
-- user; the students and payments lists (students, their classes, terms and optional items;
-- payments and their kept sums; the schools).
CREATE FUNCTION "notify_owner_of_school"("school" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fees_cache', 'owner:' || "owner_id") FROM "schools" WHERE "id" = "school";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_owner_of_term"("term" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fees_cache', 'owner:' || s."owner_id")
  FROM "terms" t JOIN "schools" s ON s."id" = t."school_id" WHERE t."id" = "term";
END
$$;
--> statement-breakpoint
-- A row deleted with its school finds no school: the school's own notice names the owner.
CREATE FUNCTION "notify_school_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "notify_owner_of_school"(OLD."school_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."school_id" IS DISTINCT FROM OLD."school_id") THEN
    PERFORM "notify_owner_of_school"(NEW."school_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_term_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "notify_owner_of_term"(OLD."term_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."term_id" IS DISTINCT FROM OLD."term_id") THEN
    PERFORM "notify_owner_of_term"(NEW."term_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_schools_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('fees_cache', 'owner:' || OLD."owner_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('fees_cache', 'owner:' || NEW."owner_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fees_cache', 'user:' || OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fees_cache', 'user:' || OLD."user_id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_read_cache" AFTER UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_read_cache" AFTER DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
--> statement-breakpoint
CREATE TRIGGER "schools_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "schools"
FOR EACH ROW EXECUTE FUNCTION "notify_schools_changed"();
--> statement-breakpoint
CREATE TRIGGER "terms_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "terms"
FOR EACH ROW EXECUTE FUNCTION "notify_school_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "classrooms_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "classrooms"
FOR EACH ROW EXECUTE FUNCTION "notify_school_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "students_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "students"
FOR EACH ROW EXECUTE FUNCTION "notify_school_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "payments_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "payments"
FOR EACH ROW EXECUTE FUNCTION "notify_school_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_sums_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "payment_sums"
FOR EACH ROW EXECUTE FUNCTION "notify_school_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "fee_items_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "fee_items"
FOR EACH ROW EXECUTE FUNCTION "notify_term_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_optional_items_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "student_optional_items"
FOR EACH ROW EXECUTE FUNCTION "notify_term_rows_changed"();
