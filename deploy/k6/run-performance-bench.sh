#!/usr/bin/env bash
# The performance benchmark of issue 12, in one go on the running stack (npm start): cached catalogue
# reads against a bare Node server sending the same bytes (the ceiling), the catalog directly and the
# gateway (perf/reads-bench.mjs, autocannon), then the checkout scenario (checkout.js, k6). Appends a
# dated table with the ratios, the machine and the commit to results/performance-benchmark.md.
# The checkout scenario needs the per-user order limits raised (see run-checkout-bench.sh).
# Usage: [BENCH_LABEL=before] [SECONDS_PER_ROW=15] [CHECKOUT=0] bash deploy/k6/run-performance-bench.sh
source "$(dirname "$0")/../local/lib.sh"

RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
RESULTS="$RESULTS_DIR/performance-benchmark.md"
port_open "$GATEWAY_PORT" || die "the gateway is not running on port $GATEWAY_PORT (npm start)"
port_open "$CATALOG_PORT" || die "the catalog is not running on port $CATALOG_PORT (npm start)"
[ -d "$SHOP_ROOT/node_modules/autocannon" ] || bash "$SHOP_ROOT/deploy/local/install.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pid_of() { cat "$SHOP_DATA_DIR/pids/$1.pid" 2>/dev/null || true; }

started=$(date -u +%Y-%m-%dT%H:%MZ)
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
commit="$(git -C "$SHOP_ROOT" rev-parse --short HEAD)$(git -C "$SHOP_ROOT" diff --quiet HEAD -- . ':!deploy/k6/results' || echo ' with uncommitted changes')"

log "cached reads: ceiling, catalog directly, through the gateway (about $(( 9 * (${SECONDS_PER_ROW:-15} + 2) / 60 + 1 )) minutes)"
OUT="$work/reads.md" GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" CATALOG_URL="http://127.0.0.1:$CATALOG_PORT" \
  CATALOG_PID=$(pid_of catalog) GATEWAY_PID=$(pid_of gateway) REDIS_PID=$(pgrep -x redis-server | head -1 || true) \
  node "$SHOP_ROOT/deploy/k6/perf/reads-bench.mjs"

if [ "${CHECKOUT:-1}" = 1 ]; then
  CHECKOUT_TABLE="$work/checkout.md" bash "$SHOP_ROOT/deploy/k6/run-checkout-bench.sh" || [ -s "$work/checkout.md" ] ||
    die "the checkout scenario did not run"
else
  echo "Not run this time (CHECKOUT=0)." >"$work/checkout.md"
fi

[ -f "$RESULTS" ] || printf '# Performance benchmark (issue 12)\n\n`bash deploy/k6/run-performance-bench.sh` on the running stack (`npm start`). Newest last.\n' >"$RESULTS"
{
  echo
  echo "## $started, commit $commit${BENCH_LABEL:+: $BENCH_LABEL}"
  echo
  echo "$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), $(free -g | awk '/Mem:/ {print $2}') GiB, Node $(node --version)," \
    "the whole stack and the load generators on this machine; load average $load_before at the start (other work on the machine shows there)."
  echo "Reads: autocannon, ${CONNECTIONS:-8} connections, ${SECONDS_PER_ROW:-15} s per row after 2 s of warm-up, the three rows of a call back to back."
  echo
  cat "$work/reads.md"
  echo
  echo "Checkout (k6, checkout.js): cash-on-delivery orders through the gateway."
  echo
  cat "$work/checkout.md"
  echo
} >>"$RESULTS"
log "results in $RESULTS"
