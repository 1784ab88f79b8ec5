#!/usr/bin/env bash
# Benchmarks the catalog's hot reads (product list, search, product details; cached and uncached)
# through the local gateway with k6, and writes results/catalog-benchmark.md and the raw summary.
# Needs the stack up with the demo catalogue seeded. Usage: bash deploy/k6/run-catalog-bench.sh
source "$(dirname "$0")/../local/lib.sh"

K6=$(tool_bin k6 "$K6_VERSION")
[ -x "$K6" ] || SHOP_WITH_K6=1 bash "$SHOP_ROOT/deploy/local/tools.sh"
[ -x "$K6" ] || die "k6 was not built"

BASE_URL="http://127.0.0.1:$GATEWAY_PORT"
RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
mkdir -p "$RESULTS_DIR"
port_open "$GATEWAY_PORT" || die "the gateway is not running on $BASE_URL"

SCENARIO_SECONDS=${SCENARIO_SECONDS:-20}

# Scenarios run one after another, SCENARIO_SECONDS each with 2 s between them; the uncached ones are
# the 2nd, 4th and 6th. During those, bump the catalogue cache version so reads miss the cache.
invalidate_during_uncached() {
  local started=$SECONDS slot elapsed
  while :; do
    elapsed=$((SECONDS - started)); slot=$((elapsed / (SCENARIO_SECONDS + 2)))
    [ "$slot" -ge 6 ] && return
    if [ $((slot % 2)) -eq 1 ]; then redis-cli -u "$REDIS_URL" INCR catalog:cache:version >/dev/null; fi
    sleep 0.02
  done
}

log "k6 catalog benchmark against $BASE_URL (about 2.5 minutes)"
invalidate_during_uncached &
invalidator=$!
trap 'kill $invalidator 2>/dev/null' EXIT
"$K6" run --no-usage-report --quiet \
  -e BASE_URL="$BASE_URL" -e RESULTS_DIR="$RESULTS_DIR" \
  -e SCENARIO_SECONDS="$SCENARIO_SECONDS" -e VUS="${VUS:-8}" \
  "$SHOP_ROOT/deploy/k6/catalog.js"
log "results in $RESULTS_DIR/catalog-benchmark.md"
