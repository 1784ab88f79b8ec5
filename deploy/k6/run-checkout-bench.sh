#!/usr/bin/env bash
# Measures checkout: one cash-on-delivery order at a time on an idle stack, then 100 shoppers ordering
# for 60 s over 10 products, with the stock taken checked against the orders placed. Appends a dated
# table to results/checkout-benchmark.md (newest last), or, with CHECKOUT_TABLE set, writes the table
# there instead (run-performance-bench.sh puts it in its own results); with CHECKOUT_FIGURES set, the
# figures as JSON go to that file too (run-scale-bench.sh keeps them). Needs the stack up: npm start.
# Each shopper orders far faster, and holds far more units of a product, than a shopper may (the
# gateway's ORDER_RATE_LIMIT_POINTS, the order service's MAX_UNITS_PER_PRODUCT): start the stack for it
# with both raised, e.g. `ORDER_RATE_LIMIT_POINTS=1000000 MAX_UNITS_PER_PRODUCT=1000000 npm start`.
# CHECKOUT_SLOTS=1 books every order in a delivery slot (issue 37's A/B: the same run with and without).
source "$(dirname "$0")/../local/lib.sh"

K6=$(tool_bin k6 "$K6_VERSION")
[ -x "$K6" ] || SHOP_WITH_K6=1 bash "$SHOP_ROOT/deploy/local/tools.sh"
RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
port_open "$GATEWAY_PORT" || die "the gateway is not running"

gauge=$(syscall_gauge)
log "k6 checkout benchmark (setup, then about 2 minutes)"
# Exit code 99 means a threshold (a goal) was crossed: the table says which, and this command fails.
# Every process's CPU is sampled meanwhile; the load scenario's window of it becomes a second table:
# where each order's time goes.
work=$(mktemp -d)
node "$SHOP_ROOT/deploy/k6/perf/cpu-sampler.mjs" "$SHOP_DATA_DIR/pids" "$work/cpu-samples" &
sampler=$!
# The sampler is gone when the run ended normally; under set -e a failing kill here replaced the exit code.
trap 'kill "$sampler" 2>/dev/null || true; rm -rf "$work"' EXIT
status=0
"$K6" run --no-usage-report --quiet -e RESULTS_DIR="$RESULTS_DIR" \
  -e SECONDS="${CHECKOUT_SECONDS:-60}" -e SLOTS="${CHECKOUT_SLOTS:-}" -e FIGURES_FILE="${CHECKOUT_FIGURES:-}" -e BASE_URL="http://127.0.0.1:$GATEWAY_PORT" "$SHOP_ROOT/deploy/k6/checkout.js" 2> >(tee "$work/k6.log" >&2) || status=$?
kill "$sampler"
wait "$sampler" 2>/dev/null || true
read -r from to < <(sed -n 's/.*load window \([0-9]*\) \([0-9]*\).*/\1 \2/p' "$work/k6.log")
orders=$(cat "$RESULTS_DIR/checkout-load-orders")
rm "$RESULTS_DIR/checkout-load-orders"
if [ -n "${from:-}" ] && [ "${orders:-0}" -gt 0 ]; then
  node "$SHOP_ROOT/deploy/k6/perf/cpu-window.mjs" "$work/cpu-samples" "$from" "$to" "$orders" order "$work/cpu.md" >/dev/null
  printf '\n' >>"$RESULTS_DIR/checkout-table.md"
  cat "$work/cpu.md" >>"$RESULTS_DIR/checkout-table.md"
fi
if [ -n "${CHECKOUT_TABLE:-}" ]; then
  mv "$RESULTS_DIR/checkout-table.md" "$CHECKOUT_TABLE"
else
  {
    echo
    results_heading "${BENCH_LABEL:-}"
    echo
    echo "$(nproc) cores, the whole stack running, k6 on the same machine; a read and a write system call took $gauge (syscall_gauge)."
    echo
    cat "$RESULTS_DIR/checkout-table.md"
    echo
  } >>"$RESULTS_DIR/checkout-benchmark.md"
  rm "$RESULTS_DIR/checkout-table.md"
  log "results in $RESULTS_DIR/checkout-benchmark.md"
fi
exit "$status"
