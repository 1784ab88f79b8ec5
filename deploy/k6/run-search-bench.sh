#!/usr/bin/env bash
# Benchmarks search (issue 22) through the local gateway at 8 connections (search-bench.mjs, autocannon):
# search-product (typed words; with filters and sorts) and suggestions. Appends a dated table to
# results/search-benchmark.md.
# Needs the stack up with the demo catalogue seeded. Usage: bash deploy/k6/run-search-bench.sh
source "$(dirname "$0")/../local/lib.sh"

BASE_URL="http://127.0.0.1:$GATEWAY_PORT"
RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
mkdir -p "$RESULTS_DIR"
port_open "$GATEWAY_PORT" || die "the gateway is not running on $BASE_URL"

SECONDS_PER_SCENARIO=${SECONDS_PER_SCENARIO:-20}
CONNECTIONS=${CONNECTIONS:-8}

log "search benchmark against $BASE_URL (about a minute)"
load_before=$(cut -d' ' -f1 /proc/loadavg)
table=$(GATEWAY_URL="$BASE_URL" CONNECTIONS="$CONNECTIONS" DURATION="$SECONDS_PER_SCENARIO" \
  node "$SHOP_ROOT/deploy/k6/search-bench.mjs")
load_after=$(cut -d' ' -f1 /proc/loadavg)

products=$(curl -fsS -X POST "$BASE_URL/api/product/get" -H 'content-type: application/json' -d '{"page":1,"limit":1}' |
  node -e "process.stdin.on('data', d => console.log(JSON.parse(d).totalCount))")
commit=$(git -C "$SHOP_ROOT" rev-parse --short HEAD)
cat >>"$RESULTS_DIR/search-benchmark.md" <<MD

## $(date -u +%Y-%m-%dT%H:%MZ), commit $commit, $products products

$CONNECTIONS connections, ${SECONDS_PER_SCENARIO} s per scenario, through $BASE_URL; $(nproc) cores; load average
$load_before before, $load_after after; FerretDB $FERRETDB_VERSION ($FERRETDB_HANDLER).

$table
MD
log "results in $RESULTS_DIR/search-benchmark.md"
