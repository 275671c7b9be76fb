#!/bin/sh
# Runs a command against a throwaway PostgreSQL cluster:
#   sh scripts/with-postgres.sh node scripts/run-tests.mjs
# The cluster lives in a temp folder, listens on a free loopback port, and is always stopped and
# removed afterwards. TEST_DATABASE_URL points the command at it. As root, the cluster is owned by
# the `postgres` user (initdb refuses to run as root).
set -eu

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries found (set PG_BIN)" >&2
  exit 1
fi

if [ "$(id -u)" = "0" ]; then
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/fees-pg-XXXXXX")"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
[ "$(id -u)" = "0" ] && chown postgres "$DIR"
chmod 700 "$DIR"

cleanup() {
  status=$?
  trap - EXIT INT TERM
  if [ -f "$DIR/data/postmaster.pid" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }
as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }

echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export TEST_DATABASE_URL
set +e
"$@"
status=$?
set -e
exit "$status"
