#!/usr/bin/env bash
# `npm run test:pg`: the API test project against a real PostgreSQL server and a real Redis server, both started
# here from Debian's packages on loopback (scripts/services.sh), and stopped again afterwards unless they were
# already running. Extra arguments go to vitest (a test file, -t ...).
set -uo pipefail
cd "$(dirname "$0")/.."

already_running=0
bash scripts/services.sh status >/dev/null 2>&1 && already_running=1
urls=$(bash scripts/services.sh start) || exit 1
[ $already_running = 1 ] || trap 'bash scripts/services.sh stop' EXIT

export ISOKO_TEST_POSTGRES_URL=$(sed -n 's/^DATABASE_URL=//p' <<<"$urls")
export ISOKO_TEST_REDIS_URL=$(sed -n 's/^RATE_LIMIT_REDIS_URL=//p' <<<"$urls")
echo "── API tests on $ISOKO_TEST_POSTGRES_URL and $ISOKO_TEST_REDIS_URL"
npx vitest run --project api "$@"
