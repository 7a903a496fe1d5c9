#!/usr/bin/env bash
# PostgreSQL and Redis for the scale-out tests (`npm run test:pg`), from Debian's packages, on loopback only.
#   scripts/services.sh start   start both (idempotent: a running one is kept), then print their URLs
#   scripts/services.sh stop    stop both and keep their data (the next start is quick)
#   scripts/services.sh clean   stop both and delete their data
#   scripts/services.sh status  print the URLs of what runs, fail if either is down
# Everything lives in var/services (data, unix sockets, logs, pid files), so nothing outside the checkout
# changes but the packages. ISOKO_PG_PORT / ISOKO_REDIS_PORT choose other ports (defaults 55432, 56379); a default
# port another program holds (another checkout's servers on a shared machine) is passed over for the next free one,
# and the ports chosen are kept in var/services/ports for status and stop.
set -euo pipefail
cd "$(dirname "$0")/.."

ROOT=$(pwd)/var/services
mkdir -p "$ROOT"
PORTS_FILE=$ROOT/ports
SAVED_PG_PORT=55432
SAVED_REDIS_PORT=56379
# shellcheck disable=SC1090
[ -f "$PORTS_FILE" ] && . "$PORTS_FILE"
PG_PORT=${ISOKO_PG_PORT:-$SAVED_PG_PORT}
REDIS_PORT=${ISOKO_REDIS_PORT:-$SAVED_REDIS_PORT}
# PostgreSQL's files live in var/services too, unless the `postgres` account (see as_pg) cannot reach that folder
# (a checkout under /root): then in a folder of /tmp named after this checkout, so runs of one checkout share it.
PG_ROOT=$ROOT
if [ "$(id -u)" = 0 ] && id postgres >/dev/null 2>&1 && ! runuser -u postgres -- test -x "$ROOT" 2>/dev/null; then
  PG_ROOT=/tmp/isoko-services-$(printf '%s' "$ROOT" | md5sum | cut -c1-12)
fi
PG_DATA=$PG_ROOT/postgresql
PG_SOCKETS=$PG_ROOT/postgresql-sockets
PG_LOG=$PG_ROOT/postgresql.log
REDIS_DIR=$ROOT/redis
PG_USER=isoko

# True when nothing listens on the loopback port.
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The port to start on: the one asked for when free, else (unless it was set by ISOKO_*) the next free one after it.
free_port() {
  local port=$1 fixed=$2
  if port_free "$port" || [ -n "$fixed" ]; then echo "$port"; return; fi
  while ! port_free "$port"; do port=$((port + 1)); done
  echo "$port"
}

save_ports() { printf 'SAVED_PG_PORT=%s\nSAVED_REDIS_PORT=%s\n' "$PG_PORT" "$REDIS_PORT" >"$PORTS_FILE"; }

pg_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$found" ] && [ -x "$found/pg_ctl" ] && echo "$found"
}

# PostgreSQL refuses to run as root (CI runs as root): then its files belong to, and it runs as, the
# `postgres` account the Debian package creates.
as_pg() {
  # From /, which the account can always enter (the checkout may be closed to it).
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

install_missing() {
  local packages=()
  pg_bin >/dev/null || packages+=(postgresql postgresql-contrib)
  command -v redis-server >/dev/null 2>&1 || packages+=(redis-server)
  [ ${#packages[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    echo "missing Debian packages: ${packages[*]} (install them with apt-get as root)" >&2
    exit 1
  fi
  echo "installing Debian's ${packages[*]}" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}") \
    >"${TMPDIR:-/tmp}/isoko-services-apt.log" 2>&1 || { tail -20 "${TMPDIR:-/tmp}/isoko-services-apt.log" >&2; exit 1; }
  # Debian starts a system-wide Redis and PostgreSQL cluster on their usual ports; this script never uses them.
}

pg_running() {
  local bin; bin=$(pg_bin) || return 1
  [ -f "$PG_DATA/PG_VERSION" ] && as_pg "$bin/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1
}

# Ours only: a Redis of another checkout answering on the port is neither used nor stopped.
redis_running() {
  [ -f "$REDIS_DIR/redis.pid" ] && kill -0 "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null \
    && command -v redis-cli >/dev/null 2>&1 && [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]
}

start_pg() {
  local bin; bin=$(pg_bin)
  mkdir -p "$PG_ROOT" "$PG_SOCKETS"
  chmod 755 "$PG_ROOT"
  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    rm -rf "$PG_DATA"
    mkdir -p "$PG_DATA"
    [ "$(id -u)" = 0 ] && chown postgres: "$PG_DATA" "$PG_SOCKETS"
    # Trust on loopback only: the server listens on 127.0.0.1 and a socket inside var/, for tests on this machine.
    as_pg "$bin/initdb" -D "$PG_DATA" -U "$PG_USER" --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$ROOT/initdb.log" 2>&1 \
      || { cat "$ROOT/initdb.log" >&2; exit 1; }
  fi
  [ "$(id -u)" = 0 ] && chown postgres: "$PG_SOCKETS" && touch "$PG_LOG" && chown postgres: "$PG_LOG"
  # fsync off: a test server's data is thrown away, and a crash of the shop's process (the kill -9 test) never
  # depends on it (commits are still acknowledged only once PostgreSQL has them). max_connections: each test
  # file runs its own pool beside the template's.
  as_pg "$bin/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -w -t 60 start -o \
    "-p $PG_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$PG_SOCKETS -c max_connections=300 -c fsync=off -c full_page_writes=off" \
    >/dev/null
}

start_redis() {
  mkdir -p "$REDIS_DIR"
  # No persistence: the counters it holds (rate limits) live a minute or an hour, and tests start from nothing.
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$REDIS_DIR" --daemonize yes \
    --pidfile "$REDIS_DIR/redis.pid" --logfile "$REDIS_DIR/redis.log" --save '' --appendonly no >/dev/null
  for _ in $(seq 1 50); do redis_running && return 0; sleep 0.1; done
  return 1
}

# Runs start_pg or start_redis ($1) on the port in the variable named $3, its log $2. A port nothing listens on can
# still be taken (another program's outgoing connection from that local port, or a server starting at the same
# moment): then the next free one, unless the port was chosen ($4, from ISOKO_*).
start_on_free_port() {
  local start=$1 log=$2 port_var=$3 fixed=$4 tries=0
  until "$start"; do
    if [ -z "$fixed" ] && [ $tries -lt 10 ] && tail -5 "$log" | grep -q 'Address already in use'; then
      tries=$((tries + 1))
      printf -v "$port_var" '%s' "$(free_port $((${!port_var} + 1)) '')"
      save_ports
      continue
    fi
    tail -20 "$log" >&2
    exit 1
  done
}

stop_all() {
  if pg_running; then as_pg "$(pg_bin)/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null; fi
  if redis_running; then redis-cli -h 127.0.0.1 -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true; fi
  # redis answers shutdown before it has exited: wait for its pid file's process to go.
  if [ -f "$REDIS_DIR/redis.pid" ]; then
    local pid; pid=$(cat "$REDIS_DIR/redis.pid")
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    rm -f "$REDIS_DIR/redis.pid"
  fi
}

print_urls() {
  echo "DATABASE_URL=postgresql://$PG_USER@127.0.0.1:$PG_PORT/postgres"
  echo "RATE_LIMIT_REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
}

case "${1:-}" in
  start)
    install_missing
    pg_running || { PG_PORT=$(free_port "$PG_PORT" "${ISOKO_PG_PORT:-}"); save_ports; start_on_free_port start_pg "$PG_LOG" PG_PORT "${ISOKO_PG_PORT:-}"; }
    redis_running || { REDIS_PORT=$(free_port "$REDIS_PORT" "${ISOKO_REDIS_PORT:-}"); save_ports; start_on_free_port start_redis "$REDIS_DIR/redis.log" REDIS_PORT "${ISOKO_REDIS_PORT:-}"; }
    print_urls
    ;;
  stop) stop_all ;;
  clean) stop_all; rm -rf "$ROOT" "$PG_ROOT" ;;
  status)
    ok=0
    pg_running || { echo "PostgreSQL is not running" >&2; ok=1; }
    redis_running || { echo "Redis is not running" >&2; ok=1; }
    [ $ok = 0 ] && print_urls
    exit $ok
    ;;
  *) echo "usage: scripts/services.sh start|stop|clean|status" >&2; exit 2 ;;
esac
