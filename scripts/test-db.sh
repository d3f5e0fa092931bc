#!/usr/bin/env bash
# A throwaway PostgreSQL server for the test suite, in its own directory, reachable only through a Unix socket
# there (no TCP; port 5434 only names the socket, so a server of the Debian package on 5432 does not matter).
#
#   eval "$(scripts/test-db.sh [start] [DIR])"   init if needed, start if not running, create database saban_test,
#                                                 and print: export SABAN_TEST_DB='host=DIR port=5434 ...'
#   scripts/test-db.sh stop [DIR]                 stop it (nothing if it is not running)
#   scripts/test-db.sh status [DIR]               say whether it runs (exit status 0 when it does, 3 when not)
#
# DIR defaults to build/test-db in the repository. Idempotent. Messages go to standard error; standard output
# carries only the export line. PostgreSQL refuses to run as root: as root, the server runs as the `postgres`
# user and its files belong to it; if that user cannot reach DIR (say, a checkout under /root), the server lives
# in /tmp/saban-test-db-<checksum of DIR> instead, which is said on standard error.
# Settings favour speed over durability (fsync off): the data is disposable.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
port=5434
action=start
case "${1:-}" in
  start|stop|status) action=$1; shift ;;
  -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
[ $# -le 1 ] || { echo "usage: $0 [start|stop|status] [DIR]" >&2; exit 2; }
dir=${1:-$repo/build/test-db}

say() { echo "test-db: $*" >&2; }
die() { say "$*"; exit 1; }

as=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 ||
    die "running as root, but there is no 'postgres' user to run the server as (PostgreSQL refuses root); run scripts/setup.sh"
  as=(runuser -u postgres --)
fi

if [ "$action" = start ]; then
  mkdir -p "$dir"
fi
if [ -d "$dir" ]; then dir=$(cd "$dir" && pwd -P); else dir=$(realpath -m "$dir"); fi
if [ ${#as[@]} -gt 0 ] && ! "${as[@]}" test -x "$dir" 2>/dev/null; then
  fallback=/tmp/saban-test-db-$(printf '%s' "$dir" | cksum | cut -d' ' -f1)
  if [ "$action" = start ]; then
    say "the postgres user cannot reach $dir; using $fallback"
    mkdir -p "$fallback"
  fi
  dir=$fallback
fi
data=$dir/pgdata
log=$dir/server.log

# initdb and pg_ctl: the cluster's own major version if installed, else pg_config --bindir, else the highest
# /usr/lib/postgresql/*/bin.
bindir=
if [ -f "$data/PG_VERSION" ] && [ -x "/usr/lib/postgresql/$(cat "$data/PG_VERSION")/bin/pg_ctl" ]; then
  bindir=/usr/lib/postgresql/$(cat "$data/PG_VERSION")/bin
elif command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/initdb" ]; then
  bindir=$(pg_config --bindir)
else
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n); do
    [ -x "$d/initdb" ] && bindir=$d
  done
fi
[ -n "$bindir" ] || die "PostgreSQL server programs (initdb, pg_ctl) not found; run scripts/setup.sh"

# Runs a server program as the server's user, from a directory that user can enter.
as_server() { (cd "$dir" && "${as[@]}" "$@"); }
running() { [ -f "$data/PG_VERSION" ] && as_server "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1; }

case "$action" in
  stop)
    if running; then
      as_server "$bindir/pg_ctl" -D "$data" -m fast -w -t 60 stop >/dev/null || die "could not stop the server in $dir"
      say "stopped the server in $dir"
    else
      say "no server running in $dir"
    fi
    exit 0
    ;;
  status)
    if running; then say "running in $dir (socket $dir/.s.PGSQL.$port)"; exit 0; fi
    say "not running in $dir"
    exit 3
    ;;
esac

socket=$dir/.s.PGSQL.$port
[ ${#socket} -lt 108 ] || die "socket path $socket is too long for a Unix socket (${#socket} bytes, limit 107); give a shorter DIR"
case "$dir" in *,*) die "the directory $dir holds a comma, which PostgreSQL cannot take as a socket directory" ;; esac

# One caller at a time sets the server up.
exec 9>"$dir/test-db.lock"
flock 9

chmod 700 "$dir"
[ ${#as[@]} -eq 0 ] || chown postgres:postgres "$dir"

if [ ! -f "$data/PG_VERSION" ]; then
  locale=(--locale=C)
  locale -a 2>/dev/null | grep -qix 'c\.utf-\?8' && locale=(--locale=C.UTF-8 --lc-collate=C)
  rm -rf "$data"
  if ! as_server "$bindir/initdb" -D "$data" -U saban --auth=trust -E UTF8 "${locale[@]}" --no-sync \
      >"$dir/initdb.log" 2>&1; then
    tail -n 20 "$dir/initdb.log" >&2
    die "initdb failed in $data"
  fi
  {
    echo "# Written by scripts/test-db.sh: a throwaway test server, reachable only through its Unix socket."
    echo "listen_addresses = ''"
    echo "unix_socket_directories = '${dir//\'/\'\'}'"
    echo "unix_socket_permissions = 0700"
    echo "port = $port"
    echo "fsync = off"
    echo "synchronous_commit = off"
    echo "full_page_writes = off"
    echo "shared_buffers = 128MB"
  } >"$data/saban.conf"
  printf '\n# scripts/test-db.sh\ninclude '\''saban.conf'\''\n' >>"$data/postgresql.conf"
  [ ${#as[@]} -eq 0 ] || chown postgres:postgres "$data/saban.conf"
  say "initialised $data"
fi

if ! running; then
  # 9>&-: the server must not inherit (and keep) the lock.
  if ! as_server "$bindir/pg_ctl" -D "$data" -l "$log" -w -t 60 start >/dev/null 2>&1 9>&-; then
    [ -f "$log" ] && tail -n 20 "$log" >&2
    die "the server in $dir did not start (log: $log)"
  fi
  say "started the server in $dir (socket $socket)"
fi

psql=("$bindir/psql" -X -q -v ON_ERROR_STOP=1 -h "$dir" -p "$port" -U saban -d postgres -tA)
if [ "$(as_server "${psql[@]}" -c "SELECT 1 FROM pg_database WHERE datname = 'saban_test'")" != 1 ]; then
  as_server "${psql[@]}" -c 'CREATE DATABASE saban_test' >/dev/null || die "could not create database saban_test"
  say "created database saban_test"
fi

host=$dir
case "$host" in *[[:space:]\'\\]*) host="'$(printf '%s' "$host" | sed "s/[\\\\']/\\\\&/g")'" ;; esac
conninfo="host=$host port=$port user=saban dbname=saban_test"
printf "export SABAN_TEST_DB='%s'\n" "${conninfo//\'/\'\\\'\'}"
