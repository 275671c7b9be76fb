#!/bin/sh
# Runs a command against a throwaway PostgreSQL cluster:
#   sh scripts/with-postgres.sh node scripts/run-tests.mjs
# TEST_DATABASE_URL points the command at it; see with-postgres.ts.
exec node --import tsx "$(dirname "$0")/with-postgres.ts" "$@"
