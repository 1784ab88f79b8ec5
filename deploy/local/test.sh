#!/usr/bin/env bash
# The one command that runs every test: unit suites, then end-to-end suites against the real stack.
# Ends with the line "N passed, M failed" and a non-zero exit when anything failed.
source "$(dirname "$0")/lib.sh"
cd "$SHOP_ROOT"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
results="$SHOP_DATA_DIR/test-results"

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
