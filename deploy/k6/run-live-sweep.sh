#!/usr/bin/env bash
# The live streams benchmark (run-live-bench.sh) at several checkout rates, one after another: how the
# time a price change takes to reach 10,000 streams grows with the orders the machine serves meanwhile.
# Each run appends its own tables to results/live-streams.md; then a summary table goes there too and a
# chart to results/live-streams-sweep.png. About three minutes per rate. Needs the stack up, started
# with the rate limits raised (see run-checkout-bench.sh). Not part of npm test.
# Env: RATES (the checkout rates to try, orders/s: "0 2 5 10 20"), and run-live-bench.sh's.
source "$(dirname "$0")/../local/lib.sh"

RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rates=(${RATES:-0 2 5 10 20})
for rate in "${rates[@]}"; do
  ORDERS_PER_SECOND=$rate LIVE_FIGURES="$work/$rate.json" BENCH_LABEL="sweep, checkout at $rate orders/s" \
    bash "$SHOP_ROOT/deploy/k6/run-live-bench.sh"
done
heading=$(results_heading "the sweep over checkout rates")
node "$SHOP_ROOT/deploy/k6/perf/live-sweep-report.mjs" "$heading" "$RESULTS_DIR/live-streams-sweep.png" \
  $(printf "$work/%s.json " "${rates[@]}") >>"$RESULTS_DIR/live-streams.md"
log "results in $RESULTS_DIR/live-streams.md (chart: live-streams-sweep.png)"
