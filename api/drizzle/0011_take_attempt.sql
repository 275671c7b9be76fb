-- Counts and records a try under every key in one call (auth/attempts-repository.ts, takeAttempt).
-- Each statement of a volatile function reads afresh, so the counts see every try recorded before
-- the keys' locks were granted; and the locks are held only while the database works, never across
-- a round trip to a busy API process. Returns the recorded tries' ids, or else the first key whose
-- budget is spent.
CREATE FUNCTION "take_attempt"("keys" text[], "sinces" timestamptz[], "maxes" integer[])
RETURNS TABLE ("attempt_id" text, "spent_key" text)
LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(hashtext(k)) FROM unnest(keys) AS k;
  WITH "spent" AS (
    SELECT b.key, b.n
    FROM unnest(keys, sinces, maxes) WITH ORDINALITY AS b(key, since, max, n)
    WHERE (SELECT count(*) FROM "attempts" a WHERE a."key" = b.key AND a."created_at" > b.since) >= b.max
  ), "recorded" AS (
    INSERT INTO "attempts" ("id", "key", "created_at")
    SELECT gen_random_uuid()::text, k, now() FROM unnest(keys) AS k
    WHERE NOT EXISTS (SELECT 1 FROM "spent")
    RETURNING "id"
  )
  SELECT "id", NULL::text FROM "recorded"
  UNION ALL
  (SELECT NULL::text, "key" FROM "spent" ORDER BY n LIMIT 1)
$$;
