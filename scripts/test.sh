#!/usr/bin/env bash
# `npm test`: every check and test — type check, lint, import cycles between module folders, generated-file drift,
# unit + API (vitest), browser (Playwright) — then one closing line "N passed, N failed" counted from the runners'
# JSON reports.
set -u
cd "$(dirname "$0")/.."
results=var/test-results
rm -rf "$results" && mkdir -p "$results"
status=0

check() {
  local name=$1; shift
  echo "── $name: $*"
  if "$@"; then echo '{"ok":true}' > "$results/check-$name.json"; else echo '{"ok":false}' > "$results/check-$name.json"; status=1; fi
}

check types npx tsc --noEmit
check client-types npx tsc --noEmit -p client
check bench-app-types npx tsc --noEmit -p bench/web-app/stack-floor
check lint npx eslint .
check module-cycles npx depcruise server/modules --config .dependency-cruiser.json --output-type err
check drift npx tsx scripts/check-drift.ts
check client-drift npx tsx scripts/check-client-drift.ts
check test-graphql npx tsx scripts/check-test-graphql.ts

echo "── unit and API tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=1

echo "── browser tests (Playwright, Debian's Chromium)"
npx playwright test || status=1

npx tsx scripts/test-summary.ts "$results" || status=1
exit $status
