#!/usr/bin/env bash
# Live streams benchmark (issue 23; perf/live-streams-bench.mjs): 10,000 event streams on one gateway,
# the memory each costs, how fast a price change reaches them while shoppers check out 20 cash orders/s,
# and the gateway's CPU per event it writes. About two minutes. Starts a gateway of its own (the built
# one, on GATEWAY_PORT+2, with the per-address stream cap and the sign-up and order rate limits lifted: every stream
# and shopper comes from loopback) beside the running stack (deploy/local/services.sh start), and appends
# a dated table to results/live-streams.md. Not part of npm test.
# Env: STREAMS (10000), CHANGES (10), ORDERS_PER_SECOND (20), LIVE_FIGURES (a file for the figures as
# JSON: run-live-sweep.sh), BENCH_LABEL (said in the heading).
source "$(dirname "$0")/../local/lib.sh"

RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
[ -f "$SHOP_ROOT/gateway/dist/main.js" ] || die "build first: npx nx run-many -t build"
# One file descriptor per stream, in the client and in the gateway.
ulimit -n "$(ulimit -Hn)"

port=$((${GATEWAY_PORT:-8080} + 2))
metrics_port=$((${GATEWAY_METRICS_PORT:-9464} + 2))
port_open "$port" && die "port $port is taken (a bench gateway still running?)"
work=$(mktemp -d)
# Kept with the stack's logs (the work folder goes with the run), for a run that fails.
gateway_log="$SHOP_DATA_DIR/logs/live-bench-gateway.log"
GATEWAY_PORT=$port GATEWAY_METRICS_PORT=$metrics_port LIVE_STREAMS_PER_ADDRESS=100000 \
  ORDER_RATE_LIMIT_POINTS=1000000 RATE_LIMIT_POINTS=1000000 node "$SHOP_ROOT/gateway/dist/main.js" >"$gateway_log" 2>&1 &
gateway_pid=$!
# Waited for, so that a run right after this one (run-live-sweep.sh) finds the port free.
trap 'kill $gateway_pid 2>/dev/null; wait $gateway_pid 2>/dev/null || true; rm -rf "$work"' EXIT
wait_for_port "bench gateway" "$port" 60

load=$(cut -d' ' -f1-3 /proc/loadavg)
gauge=$(syscall_gauge)
log "live streams benchmark: ${STREAMS:-10000} streams (about two minutes)"
GATEWAY_URL="http://127.0.0.1:$port" GATEWAY_PID=$gateway_pid GATEWAY_METRICS_URL="http://127.0.0.1:$metrics_port" \
  OUT="$work/table.md" FIGURES_OUT="${LIVE_FIGURES:-}" WINDOW_OUT="$work/window" node "$SHOP_ROOT/deploy/k6/perf/live-streams-bench.mjs" >/dev/null &
client_pid=$!
# CPU of every process while the price changes run: the stack's, the bench gateway's and the client's.
mkdir "$work/pids"
cp "$SHOP_DATA_DIR"/pids/*.pid "$work/pids/"
rm -f "$work/pids/gateway.pid"
echo "$gateway_pid" >"$work/pids/bench-gateway.pid"
echo "$client_pid" >"$work/pids/bench-client.pid"
node "$SHOP_ROOT/deploy/k6/perf/cpu-sampler.mjs" "$work/pids" "$work/cpu-samples" &
sampler_pid=$!
wait $client_pid || die "the benchmark failed (gateway log: $gateway_log)"
kill $sampler_pid && wait $sampler_pid
read -r window_from window_to _ <"$work/window"
window_seconds=$(awk "BEGIN { printf \"%.1f\", ($window_to - $window_from) / 1000 }")
node "$SHOP_ROOT/deploy/k6/perf/cpu-window.mjs" "$work/cpu-samples" "$window_from" "$window_to" "$window_seconds" "second" "$work/cpu.md"
heading=$(results_heading "${BENCH_LABEL:-}")
{
  echo
  echo "$heading"
  echo
  echo "$(nproc) cores shared by the client (Node raw sockets, one process), the gateway and the whole stack; load average $load at the start; a read and a write system call took $gauge (syscall_gauge)."
  echo
  cat "$work/table.md"
  echo
  echo "While the price changes ran (per second of that window: 1,000 ms is one core):"
  echo
  cat "$work/cpu.md"
} >>"$RESULTS_DIR/live-streams.md"
log "results in $RESULTS_DIR/live-streams.md"
