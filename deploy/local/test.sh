#!/usr/bin/env bash
# The one command that runs every test: unit suites, then end-to-end suites against the real stack.
# Ends with the line "N passed, M failed" and a non-zero exit when anything failed, even when a set-up
# step (the infrastructure, the build, a service that does not start) stops the run: the line names it.
source "$(dirname "$0")/lib.sh"
cd "$SHOP_ROOT"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
# Every suite writes its report to this folder (deploy/local/test-results.js, from SHOP_DATA_DIR).
results="$(node -p "require('./deploy/local/test-results').resultsDir()")"
rm -rf "$results" && mkdir -p "$results"
# Scripts that give up (lib.sh's die) write why here, for the summary line.
export SHOP_STOP_REASON_FILE="$results/stop-reason.txt"

# The suites get databases and a Redis database of their own, so the demo shop that `npm start`
# serves (and its catalogue) never mixes with test data.
export MONGO_DB_PREFIX=test_ REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/1}"
# An unpaid card checkout is given up after 30 seconds instead of 35 minutes, so a suite can watch it happen.
export ORDER_PAYMENT_TIMEOUT_SECONDS=30 ORDER_SWEEP_INTERVAL_MS=2000
# Checkouts interrupted by a killed service (the fault suite) are recovered within seconds, not minutes.
export ORDER_RESERVING_TIMEOUT_SECONDS=8 ORDER_RESERVATION_SECONDS=15
export CATALOG_RESERVING_STALE_SECONDS=5 CATALOG_STOCK_SWEEP_INTERVAL_MS=1000
export DELIVERY_SWEEP_INTERVAL_MS=1000 DELIVERY_BOOKING_STALE_SECONDS=5

status=0
lint_failed=()
contract=()
step=""             # the set-up step under way: a failure there stops the run (set -e), and the summary names it
services_started="" # set once services.sh start runs: they are stopped on the way out

# begin name: a set-up step starts; only what gives up in it explains a stop.
begin() {
  step=$1
  rm -f "$SHOP_STOP_REASON_FILE"
}

# On any exit: stop the services, then print the summary, always the last line.
finish() {
  local code=$? stopped=()
  if [ -n "$step" ]; then
    local why
    why=$(tail -n 1 "$SHOP_STOP_REASON_FILE" 2>/dev/null || true)
    stopped=(--stopped "$step${why:+: $why}")
  fi
  if [ -n "$services_started" ]; then bash deploy/local/services.sh stop || true; fi
  # Every project's test and e2e report (and MongoDB contract report, when it ran), and the k6 smoke report:
  # one missing counts as a failed suite.
  node deploy/local/test-summary.js "${lint_failed[@]}" "${stopped[@]}" "${contract[@]}" k6-smoke || code=1
  exit "$code"
}
trap finish EXIT

begin "installing what is missing"
bash deploy/local/install.sh
begin "installing Chromium"
bash deploy/local/chromium.sh
begin "building the tools"
SHOP_WITH_K6=1 bash deploy/local/tools.sh
begin "starting the infrastructure"
bash deploy/local/infra-up.sh
begin "building"
bash deploy/local/build.sh
step=""

log "lint"
npx nx run-many -t lint --outputStyle=static || { status=1; lint_failed=(--lint-failed); }
# The house as a drawing (.dependency-cruiser.cjs): no import circle, services apart, web features one way.
npm run lint:deps --silent || { status=1; lint_failed=(--lint-failed); }
# One layout for the whole repo (.prettierrc.json): a file not formatted with `npm run format` fails lint.
npx prettier --check . || { status=1; lint_failed=(--lint-failed); }

log "unit tests"
npx nx run-many -t test --outputStyle=static || status=1

# The MongoDB side of the storage seam, only when given a MongoDB server (none runs here): without one the
# summary notes "mongodb contract: not run, no server" above its last line.
if [ -n "${MONGODB_CONTRACT_URL:-}" ]; then
  log "MongoDB contract of the storage seam"
  contract=(--mongodb-contract)
  npx nx run-many -t mongodb-contract --outputStyle=static || status=1
fi

log "end-to-end and integration tests against the running stack"
# Every run starts on empty test databases and an empty test Redis database (nothing left by earlier runs).
begin "emptying the test databases"
node deploy/local/clean-test-data.js
begin "starting the services"
services_started=1
bash deploy/local/services.sh start
step=""
npx nx run-many -t e2e --parallel=1 --outputStyle=static || status=1

log "k6 smoke: every public route once, with thresholds on checks and errors (p95 printed)"
"$(tool_bin k6 "$K6_VERSION")" run --no-usage-report --quiet -e BASE_URL="http://127.0.0.1:$GATEWAY_PORT" \
  -e REPORT_FILE="$results/k6-smoke.json" deploy/k6/smoke.js || status=1

exit $status
