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

log "k6 catalog benchmark against $BASE_URL (about 2.5 minutes)"
"$K6" run --no-usage-report --quiet \
  -e BASE_URL="$BASE_URL" -e RESULTS_DIR="$RESULTS_DIR" \
  -e SCENARIO_SECONDS="${SCENARIO_SECONDS:-20}" -e VUS="${VUS:-8}" \
  "$SHOP_ROOT/deploy/k6/catalog.js"
log "results in $RESULTS_DIR/catalog-benchmark.md"
