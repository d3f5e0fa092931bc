#!/usr/bin/env bash
# The million-game benchmark database (docs/performance.md, "A million games"): generates the corpus with
# bench/corpus_gen, starts a PostgreSQL server of its own (scripts/test-db.sh in DATA/pg), imports the corpus into
# the database `saban_million` with `saban import`, and prints the import's wall and CPU times (the importer's and
# the server's) and the connection string. Then run the benchmark:
#   build/release/bench/million_bench "$(scripts/million-db.sh conninfo)" [--compact]
#
#   scripts/million-db.sh [build|import|conninfo|stop] [DATA]
#     build     (default) corpus if missing, server, fresh database, import
#     import    drop and import the database again (the corpus must exist)
#     conninfo  print the connection string of the database
#     stop      stop the server
# DATA defaults to /work/million-data. Environment: SABAN_BUILD_DIR (default build/release, else build) for the
# binaries; MILLION_GAMES (default 1000000); IMPORT_ARGS (default "--batch 25000": one batch a corpus file).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
action=build
case "${1:-}" in
  build|import|conninfo|stop) action=$1; shift ;;
  -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
data=${1:-/work/million-data}
games=${MILLION_GAMES:-1000000}
# One batch a corpus file (corpus_gen writes 25,000 games a file; a batch ends at its file's end): 40 batches, so
# 40 chunk rows a bucket, under the 64 above which the import's end merges them. With --batch 20000 each file was
# two batches (20,000 and 5,000): 80 rows a bucket, and the merge read, rewrote and left dead 3.8 GB of chunks
# (docs/performance.md, "Import, tenth step").
import_args=${IMPORT_ARGS:---batch 25000}
bin=${SABAN_BUILD_DIR:-}
if [ -z "$bin" ]; then
  bin=$repo/build/release
  [ -x "$bin/cli/saban" ] || bin=$repo/build
fi

say() { echo "million-db: $*" >&2; }

if [ "$action" = stop ]; then
  exec "$repo/scripts/test-db.sh" stop "$data/pg"
fi
mkdir -p "$data"
eval "$("$repo/scripts/test-db.sh" start "$data/pg")"
base=${SABAN_TEST_DB% dbname=*}
conninfo="$base dbname=saban_million"
if [ "$action" = conninfo ]; then
  echo "$conninfo"
  exit 0
fi

psql=(psql -X -q -v ON_ERROR_STOP=1 "$base dbname=postgres" -tA)
# A bigger server than the test suite's: 1 GB of shared buffers, WAL checkpoints far apart (the import writes GBs).
if [ "$("${psql[@]}" -c "SHOW shared_buffers")" != 1GB ]; then
  "${psql[@]}" -c "ALTER SYSTEM SET shared_buffers = '1GB'" -c "ALTER SYSTEM SET max_wal_size = '8GB'" \
    -c "ALTER SYSTEM SET maintenance_work_mem = '512MB'" -c "ALTER SYSTEM SET work_mem = '64MB'"
  "$repo/scripts/test-db.sh" stop "$data/pg"
  eval "$("$repo/scripts/test-db.sh" start "$data/pg")"
  say "server settings: shared_buffers 1GB, max_wal_size 8GB"
fi

if [ "$action" = build ]; then
  [ -x "$bin/bench/corpus_gen" ] || { say "build bench/corpus_gen first (cmake -DSABAN_BUILD_BENCH=ON)"; exit 1; }
  "$bin/bench/corpus_gen" "$data/corpus" "$games" >&2
fi
[ -d "$data/corpus" ] || { say "no corpus in $data/corpus: run '$0 build'"; exit 1; }

"${psql[@]}" -c "DROP DATABASE IF EXISTS saban_million WITH (FORCE)" -c "CREATE DATABASE saban_million"

# The server's CPU time in clock ticks: the postmaster, its live children, and its children that exited.
server_ticks() {
  local pm
  pm=$(head -1 "$data/pg/pgdata/postmaster.pid")
  {
    awk '{print $14 + $15 + $16 + $17}' "/proc/$pm/stat"
    # (a child that exits meanwhile is gone from /proc: skipped, not an error that ends the script)
    for c in $(cat "/proc/$pm/task/$pm/children" 2>/dev/null); do awk '{print $14 + $15}' "/proc/$c/stat" 2>/dev/null || true; done
  } | awk '{s += $1} END {print s}'
}
hz=$(getconf CLK_TCK)
before=$(server_ticks)
say "importing $data/corpus ($import_args) ..."
# shellcheck disable=SC2086
/usr/bin/time -f "importer: %e s wall, %U s user, %S s system, %M KB max resident" \
  "$bin/cli/saban" import --db "$conninfo" $import_args "$data/corpus" >"$data/import.log" 2>"$data/import.err" || {
  tail -5 "$data/import.err" >&2; exit 1; }
# The importer's backends exit after it: read once they have (their CPU is then the postmaster's cutime; read
# while one was exiting, its CPU was in neither sum).
sleep 2
after=$(server_ticks)
tail -3 "$data/import.log" >&2
tail -1 "$data/import.err" >&2
echo "server: $(awk -v t=$((after - before)) -v hz="$hz" 'BEGIN {printf "%.1f", t / hz}') s CPU" >&2
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
echo "$conninfo"
