#!/usr/bin/env bash
# Runs the load scenarios against the running stack (npm start: the demo catalogue must be loaded):
# browse-and-search, then the spike. Appends a dated table (machine, commit, figures, thresholds) to
# results/load-tests.md. The checkout scenario has its own command: run-checkout-bench.sh.
source "$(dirname "$0")/../local/lib.sh"

K6=$(tool_bin k6 "$K6_VERSION")
[ -x "$K6" ] || SHOP_WITH_K6=1 bash "$SHOP_ROOT/deploy/local/tools.sh"
RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
port_open "$GATEWAY_PORT" || die "the gateway is not running"

status=0
for scenario in browse spike; do
  log "k6 $scenario (about 70 seconds)"
  # Exit code 99 means a threshold was crossed: recorded in the table, and this command fails.
  "$K6" run --no-usage-report --quiet -e RESULTS_DIR="$RESULTS_DIR" -e BASE_URL="http://127.0.0.1:$GATEWAY_PORT" \
    "$SHOP_ROOT/deploy/k6/$scenario.js" || status=$?
done
{
  echo
  results_heading
  echo
  echo "$(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, the whole stack and k6 on this machine."
  echo
  echo "| scenario | requests | per second | p50 / p95 / p99 | failed | thresholds | result |"
  echo "|---|---:|---:|---:|---:|---|---|"
  cat "$RESULTS_DIR/browse-row.md"; echo
  cat "$RESULTS_DIR/spike-row.md"; echo
} >>"$RESULTS_DIR/load-tests.md"
rm -f "$RESULTS_DIR/browse-row.md" "$RESULTS_DIR/spike-row.md"
log "results in $RESULTS_DIR/load-tests.md"
exit "$status"
