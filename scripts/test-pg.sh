#!/usr/bin/env bash
# `npm run test:pg`: the PostgreSQL half of the drift check, then the API test project, against a real PostgreSQL
# server and a real Redis server started here from Debian's packages on loopback (scripts/services.sh), stopped
# again afterwards unless they were already running. Extra arguments go to vitest (a test file, -t ...).
# With ISOKO_TEST_RESULTS=<folder> (CI) the drift check's result and vitest's JSON report are written there, as
# `npm test` writes its own, for scripts/test-summary.ts to count.
set -uo pipefail
cd "$(dirname "$0")/.."

already_running=0
bash scripts/services.sh status >/dev/null 2>&1 && already_running=1
urls=$(bash scripts/services.sh start) || exit 1
[ $already_running = 1 ] || trap 'bash scripts/services.sh stop' EXIT

export ISOKO_TEST_POSTGRES_URL=$(sed -n 's/^DATABASE_URL=//p' <<<"$urls")
export ISOKO_TEST_REDIS_URL=$(sed -n 's/^RATE_LIMIT_REDIS_URL=//p' <<<"$urls")
results=${ISOKO_TEST_RESULTS:-}
status=0

echo "── drift check with PostgreSQL migrations (on $ISOKO_TEST_POSTGRES_URL)"
if npx tsx scripts/check-drift.ts; then drift=true; else drift=false; status=1; fi
[ -n "$results" ] && mkdir -p "$results" && echo "{\"ok\":$drift}" > "$results/check-drift-postgresql.json"

echo "── API tests on $ISOKO_TEST_POSTGRES_URL and $ISOKO_TEST_REDIS_URL"
reporters=()
[ -n "$results" ] && reporters=(--reporter=default --reporter=json --outputFile.json="$results/vitest-postgresql.json")
npx vitest run --project api "${reporters[@]}" "$@" || status=1
exit $status
