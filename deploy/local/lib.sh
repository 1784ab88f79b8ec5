# Shared helpers for the local stack scripts. Source it; it sets SHOP_ROOT and loads config.env.
set -euo pipefail
SHOP_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export SHOP_ROOT
# shellcheck source=config.env
source "$SHOP_ROOT/deploy/local/config.env"
export PATH="$PATH:/usr/local/go/bin"

log() { printf '\033[1;34m[shop]\033[0m %s\n' "$*" >&2; }
die() {
  printf '\033[1;31m[shop]\033[0m %s\n' "$*" >&2
  # test.sh names in its summary line why a step gave up (the component that did not start).
  if [ -n "${SHOP_STOP_REASON_FILE:-}" ]; then printf '%s\n' "$*" >>"$SHOP_STOP_REASON_FILE"; fi
  exit 1
}

# die_with_log name message: stops with the message and the end of that component's log.
die_with_log() {
  local logfile="$SHOP_DATA_DIR/logs/$1.log"
  [ -f "$logfile" ] && { echo "--- last lines of $logfile:" >&2; tail -n 20 "$logfile" >&2; }
  die "$2"
}

port_open() { timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null; }

wait_for_port() { # name port [seconds]
  local name=$1 port=$2 limit=${3:-60} waited=0
  until port_open "$port"; do
    sleep 1; waited=$((waited + 1))
    if [ "$waited" -ge "$limit" ]; then die_with_log "$name" "$name did not open port $port within ${limit}s"; fi
  done
}

wait_for_http() { # name url [seconds]
  local name=$1 url=$2 limit=${3:-60} waited=0
  until curl -fsS -o /dev/null "$url" 2>/dev/null; do
    if ! still_running "$name"; then die_with_log "$name" "$name exited during start-up"; fi
    sleep 1; waited=$((waited + 1))
    if [ "$waited" -ge "$limit" ]; then die_with_log "$name" "$name did not answer $url within ${limit}s"; fi
  done
}

# start_daemon name command...: runs the command in the background with its log and pid under the data dir.
start_daemon() {
  local name=$1; shift
  mkdir -p "$SHOP_DATA_DIR/logs" "$SHOP_DATA_DIR/pids"
  nohup setsid "$@" >"$SHOP_DATA_DIR/logs/$name.log" 2>&1 </dev/null &
  echo $! >"$SHOP_DATA_DIR/pids/$name.pid"
}

stop_daemon() {
  local pidfile="$SHOP_DATA_DIR/pids/$1.pid"
  [ -f "$pidfile" ] || return 0
  local pid; pid=$(cat "$pidfile")
  if kill -0 "$pid" 2>/dev/null; then
    kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 -- "-$pid" 2>/dev/null || true
  fi
  rm -f "$pidfile"
}

# still_running name: false only when we started it and its process is gone.
still_running() {
  local pidfile="$SHOP_DATA_DIR/pids/$1.pid"
  [ ! -f "$pidfile" ] || kill -0 "$(cat "$pidfile")" 2>/dev/null
}

tool_bin() { echo "$SHOP_TOOLS_DIR/$1-$2/$1"; }

# results_heading [label]: a benchmark's results section heading: when, at which commit (and whether
# the tree held changes), and what the run was.
results_heading() {
  local dirty=""
  git -C "$SHOP_ROOT" diff --quiet HEAD || dirty=" with uncommitted changes"
  echo "## $(date -u +%Y-%m-%dT%H:%MZ), commit $(git -C "$SHOP_ROOT" rev-parse --short HEAD)$dirty${1:+: $1}"
}

# syscall_gauge: the time of one read and one write system call here (dd copying byte by byte), said
# beside benchmark results to compare runs across machines: every request makes many small system
# calls (sockets to the gateway, the services, the broker, FerretDB and PostgreSQL). On the machine of
# 2026-11-28, with the kernel's page-table isolation on, a pair took 2.7 µs.
syscall_gauge() {
  local seconds
  seconds=$(dd if=/dev/zero of=/dev/null bs=1 count=200000 2>&1 | sed -n 's/.*copied, \([0-9.]*\) s.*/\1/p')
  awk "BEGIN { printf \"%.1f µs\", $seconds * 1e6 / 200000 }"
}
