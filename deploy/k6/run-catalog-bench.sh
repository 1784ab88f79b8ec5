#!/usr/bin/env bash
# Benchmarks the catalog's reads (product list, search, product details) through the local gateway with
# k6 while its cache is being emptied, and writes results/catalog-benchmark.md and the raw summaries.
# Cached reads are measured by run-performance-bench.sh.
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
VUS=${VUS:-8}

run_k6() { # mode; exit code 99 only means a threshold (failed requests) was crossed: still reported
  "$K6" run --no-usage-report --quiet -e MODE="$1" \
    -e BASE_URL="$BASE_URL" -e RESULTS_DIR="$RESULTS_DIR" -e SCENARIO_SECONDS="$SCENARIO_SECONDS" -e VUS="$VUS" \
    "$SHOP_ROOT/deploy/k6/catalog.js" || [ $? -eq 99 ]
}

# Every 20 ms, bumps the given cache versions: catalog:cache:version drops cached pages (as every
# catalogue write does), catalog:cache:taxonomy-version also drops the cached product documents.
invalidate_continuously() {
  while :; do
    for key in "$@"; do redis-cli -u "$REDIS_URL" INCR "$key" >/dev/null; done
    sleep 0.02
  done
}

run_invalidating() { # mode key...
  local mode=$1; shift
  invalidate_continuously "$@" &
  local invalidator=$!
  # Already gone when the run ended normally; under set -e a failing kill here made the script exit 1.
  trap "kill $invalidator 2>/dev/null || true" EXIT
  run_k6 "$mode"
  kill "$invalidator"
}

log "k6 catalog benchmark against $BASE_URL (about 3 minutes)"
run_invalidating after-writes catalog:cache:version
run_invalidating uncached catalog:cache:version catalog:cache:taxonomy-version

products=$(curl -fsS -X POST "$BASE_URL/api/product/get" -H 'content-type: application/json' -d '{"page":1,"limit":1}' |
  node -e "process.stdin.on('data', d => console.log(JSON.parse(d).totalCount))")
cat >"$RESULTS_DIR/catalog-benchmark.md" <<MD
# Catalog read benchmark

k6 through the gateway at $BASE_URL, $VUS virtual users per scenario, ${SCENARIO_SECONDS}s each, one
scenario after another. Run $(date -u +%Y-%m-%dT%H:%MZ) on a $(nproc)-core machine running the whole stack,
with $products products in the catalogue on FerretDB $FERRETDB_VERSION ($FERRETDB_HANDLER).

Cached reads: see performance-benchmark.md (run-performance-bench.sh).

## After writes (cached pages dropped every 20 ms, as any catalogue write drops them; product documents stay cached)

$(cat "$RESULTS_DIR/catalog-after-writes.md")

## Uncached (worst case: pages and product documents dropped every 20 ms, nearly every read goes to the database, and each drop also makes the catalog rescan its product index)

$(cat "$RESULTS_DIR/catalog-uncached.md")

Raw k6 summaries: catalog-summary-{after-writes,uncached}.json.
Re-run: \`bash deploy/k6/run-catalog-bench.sh\` (the stack up with the demo catalogue).
MD
rm "$RESULTS_DIR"/catalog-{after-writes,uncached}.md
log "results in $RESULTS_DIR/catalog-benchmark.md"
