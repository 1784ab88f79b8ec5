#!/usr/bin/env bash
# The one command that runs every test: unit suites, then end-to-end suites against the real stack.
# Ends with the line "N passed, M failed" and a non-zero exit when anything failed.
source "$(dirname "$0")/lib.sh"
cd "$SHOP_ROOT"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
# Every suite writes its report to this folder (deploy/local/test-results.js, from SHOP_DATA_DIR).
results="$(node -p "require('./deploy/local/test-results').resultsDir()")"

# The suites get databases and a Redis database of their own, so the demo shop that `npm start`
# serves (and its catalogue) never mixes with test data.
export MONGO_DB_PREFIX=test_ REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/1}"
# An unpaid card checkout is given up after 30 seconds instead of 35 minutes, so a suite can watch it happen.
export ORDER_PAYMENT_TIMEOUT_SECONDS=30 ORDER_SWEEP_INTERVAL_MS=2000
# Checkouts interrupted by a killed service (the fault suite) are recovered within seconds, not minutes.
export ORDER_RESERVING_TIMEOUT_SECONDS=8 ORDER_RESERVATION_SECONDS=15
export CATALOG_RESERVING_STALE_SECONDS=5 CATALOG_STOCK_SWEEP_INTERVAL_MS=1000

bash deploy/local/install.sh
bash deploy/local/chromium.sh
SHOP_WITH_K6=1 bash deploy/local/tools.sh
bash deploy/local/infra-up.sh
bash deploy/local/build.sh
rm -rf "$results" && mkdir -p "$results"

status=0
lint_failures=0
log "lint"
npx nx run-many -t lint --outputStyle=static || { status=1; lint_failures=1; }
# One layout for the whole repo (.prettierrc.json): a file not formatted with `npm run format` fails lint.
npx prettier --check . || { status=1; lint_failures=1; }

log "unit tests"
npx nx run-many -t test --outputStyle=static || status=1

log "end-to-end and integration tests against the running stack"
# Every run starts on empty test databases and an empty test Redis database (nothing left by earlier runs).
node deploy/local/clean-test-data.js
trap 'bash deploy/local/services.sh stop' EXIT
bash deploy/local/services.sh start
npx nx run-many -t e2e --parallel=1 --outputStyle=static || status=1

log "k6 smoke: every public route once, with thresholds on checks and errors (p95 printed)"
"$(tool_bin k6 "$K6_VERSION")" run --no-usage-report --quiet -e BASE_URL="http://127.0.0.1:$GATEWAY_PORT" \
  -e REPORT_FILE="$results/k6-smoke.json" deploy/k6/smoke.js || status=1

# Every project's test and e2e report, and the k6 smoke report: one missing counts as a failed suite.
node deploy/local/test-summary.js "$lint_failures" k6-smoke || status=1
exit $status
