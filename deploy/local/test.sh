#!/usr/bin/env bash
# The one command that runs every test: unit suites, then end-to-end suites against the real stack.
# Ends with the line "N passed, M failed" and a non-zero exit when anything failed.
source "$(dirname "$0")/lib.sh"
cd "$SHOP_ROOT"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
results="$SHOP_DATA_DIR/test-results"

# The suites get databases and a Redis database of their own, so the demo shop that `npm start`
# serves (and its catalogue) never mixes with test data.
export MONGO_DB_PREFIX=test_ REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/1}"

bash deploy/local/install.sh
bash deploy/local/infra-up.sh
bash deploy/local/build.sh
rm -rf "$results" && mkdir -p "$results"

status=0
lint_failures=0
log "lint"
npx nx run-many -t lint --outputStyle=static || { status=1; lint_failures=1; }

log "unit tests"
npx nx run-many -t test --outputStyle=static || status=1

log "end-to-end tests against the running stack"
trap 'bash deploy/local/services.sh stop' EXIT
bash deploy/local/services.sh start
npx nx run-many -t e2e --parallel=1 --outputStyle=static || status=1

node deploy/local/test-summary.js "$results" "$lint_failures" || status=1
exit $status
