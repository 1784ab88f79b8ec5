#!/usr/bin/env bash
# Measures what the gateway costs: cached catalogue reads sent to the catalog directly and through the
# gateway, 8 virtual users, 15 s each. Appends a dated table to results/gateway-benchmark.md (newest
# last, so before/after pairs stay side by side). Needs the stack up: npm start.
source "$(dirname "$0")/../local/lib.sh"

K6=$(tool_bin k6 "$K6_VERSION")
[ -x "$K6" ] || SHOP_WITH_K6=1 bash "$SHOP_ROOT/deploy/local/tools.sh"
RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
port_open "$GATEWAY_PORT" || die "the gateway is not running"

log "k6 gateway benchmark (about 70 seconds)"
"$K6" run --no-usage-report --quiet -e RESULTS_DIR="$RESULTS_DIR" \
  -e CATALOG_URL="http://127.0.0.1:$CATALOG_PORT" -e GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" "$SHOP_ROOT/deploy/k6/gateway.js"
{
  echo
  echo "## $(date -u +%Y-%m-%dT%H:%MZ), commit $(git -C "$SHOP_ROOT" rev-parse --short HEAD)${BENCH_LABEL:+: $BENCH_LABEL}"
  echo
  echo "$(nproc) cores, the whole stack running, 8 virtual users, 15 s per row, one row after another."
  echo
  cat "$RESULTS_DIR/gateway-table.md"
  echo
} >>"$RESULTS_DIR/gateway-benchmark.md"
rm "$RESULTS_DIR/gateway-table.md"
log "results in $RESULTS_DIR/gateway-benchmark.md"
