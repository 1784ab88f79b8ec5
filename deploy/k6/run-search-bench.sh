#!/usr/bin/env bash
# Benchmarks search (issue 22) through the local gateway with k6 at 8 virtual users: search-product
# (typed words; with filters and sorts) and suggestions. Writes results/search-benchmark.md and the raw
# summary. Needs the stack up with the demo catalogue seeded. Usage: bash deploy/k6/run-search-bench.sh
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

log "k6 search benchmark against $BASE_URL (about a minute)"
# Exit code 99 only means a threshold (failed requests) was crossed: still reported.
"$K6" run --no-usage-report --quiet -e BASE_URL="$BASE_URL" -e RESULTS_DIR="$RESULTS_DIR" \
  -e SCENARIO_SECONDS="$SCENARIO_SECONDS" -e VUS="$VUS" "$SHOP_ROOT/deploy/k6/search.js" || [ $? -eq 99 ]

products=$(curl -fsS -X POST "$BASE_URL/api/product/get" -H 'content-type: application/json' -d '{"page":1,"limit":1}' |
  node -e "process.stdin.on('data', d => console.log(JSON.parse(d).totalCount))")
cat >"$RESULTS_DIR/search-benchmark.md" <<MD
# Search benchmark

k6 through the gateway at $BASE_URL, $VUS virtual users per scenario, ${SCENARIO_SECONDS}s each, one
scenario after another. Run $(date -u +%Y-%m-%dT%H:%MZ) on a $(nproc)-core machine running the whole stack
(load average $(cut -d' ' -f1-3 /proc/loadavg) when it ended), with $products products in the catalogue
on FerretDB $FERRETDB_VERSION ($FERRETDB_HANDLER). Goals of issue 22 (not asserted): search-product p95
under 20 ms at 5,000 products, suggestions under 50 ms.

$(cat "$RESULTS_DIR/search-table.md")

Raw k6 summary: search-summary.json. Re-run: \`bash deploy/k6/run-search-bench.sh\` (the stack up with the demo catalogue).
MD
rm "$RESULTS_DIR/search-table.md"
log "results in $RESULTS_DIR/search-benchmark.md"
