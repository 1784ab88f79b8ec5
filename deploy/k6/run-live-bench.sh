#!/usr/bin/env bash
# Live streams benchmark (issue 23; perf/live-streams-bench.mjs): 10,000 event streams on one gateway,
# the memory each costs, how fast a price change reaches them while shoppers check out 20 cash orders/s,
# and the gateway's CPU per event it writes. About two minutes. Starts a gateway of its own (the built
# one, on GATEWAY_PORT+2, with the per-address stream cap and the sign-up and order rate limits lifted: every stream
# and shopper comes from loopback) beside the running stack (deploy/local/services.sh start), and appends
# a dated table to results/live-streams.md. Not part of npm test.
# Env: STREAMS (10000), CHANGES (10), ORDERS_PER_SECOND (20).
source "$(dirname "$0")/../local/lib.sh"

RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
[ -f "$SHOP_ROOT/gateway/dist/main.js" ] || die "build first: npx nx run-many -t build"
# One file descriptor per stream, in the client and in the gateway.
ulimit -n "$(ulimit -Hn)"

port=$((${GATEWAY_PORT:-8080} + 2))
metrics_port=$((${GATEWAY_METRICS_PORT:-9464} + 2))
work=$(mktemp -d)
GATEWAY_PORT=$port GATEWAY_METRICS_PORT=$metrics_port LIVE_STREAMS_PER_ADDRESS=100000 \
  ORDER_RATE_LIMIT_POINTS=1000000 RATE_LIMIT_POINTS=1000000 node "$SHOP_ROOT/gateway/dist/main.js" >"$work/gateway.log" 2>&1 &
gateway_pid=$!
trap 'kill $gateway_pid 2>/dev/null; rm -rf "$work"' EXIT
wait_for_port "bench gateway" "$port" 60

load=$(cut -d' ' -f1-3 /proc/loadavg)
log "live streams benchmark: ${STREAMS:-10000} streams (about two minutes)"
GATEWAY_URL="http://127.0.0.1:$port" GATEWAY_PID=$gateway_pid GATEWAY_METRICS_URL="http://127.0.0.1:$metrics_port" \
  OUT="$work/table.md" node "$SHOP_ROOT/deploy/k6/perf/live-streams-bench.mjs" >/dev/null
heading="## $(date -u +%Y-%m-%dT%H:%MZ), commit $(git -C "$SHOP_ROOT" rev-parse --short HEAD)$(git -C "$SHOP_ROOT" diff --quiet HEAD || echo " with uncommitted changes")${BENCH_LABEL:+: $BENCH_LABEL}"
{
  echo
  echo "$heading"
  echo
  echo "$(nproc) cores shared by the client (Node http, one process), the gateway and the whole stack; load average $load at the start."
  echo
  cat "$work/table.md"
} >>"$RESULTS_DIR/live-streams.md"
log "results in $RESULTS_DIR/live-streams.md"
