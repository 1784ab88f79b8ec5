#!/usr/bin/env bash
# Measures what the messaging and document-lock specs no longer assert with a clock (see
# perf/messaging-bench.mjs): a short retry beside a long one, a request refused by its caller against the
# caller's timeout, taking over a dead holder's lock against its lease, and lock-protected updates on one
# document against eight. About a minute. Appends a dated table to results/messaging-benchmark.md
# (newest last). Needs the broker and Redis of the local stack (npm start, or deploy/local/infra-up.sh)
# and the built library (deploy/local/build.sh); not part of npm test.
source "$(dirname "$0")/../local/lib.sh"

RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
[ -f "$SHOP_ROOT/services/common/dist/index.js" ] || die "build the shared library first: bash deploy/local/build.sh"

log "messaging and document-lock benchmark (about a minute)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
OUT="$work/table.md" RABBITMQ_URL="$RABBITMQ_URL" REDIS_URL="$REDIS_URL" \
  node "$SHOP_ROOT/deploy/k6/perf/messaging-bench.mjs" >/dev/null
# Read before the results file is opened for appending (that write would count as an uncommitted change).
heading=$(results_heading "${BENCH_LABEL:-}")
{
  echo
  echo "$heading"
  echo
  echo "$(nproc) cores, RabbitMQ and Redis of the local stack, the library's own classes in one process."
  echo
  cat "$work/table.md"
} >>"$RESULTS_DIR/messaging-benchmark.md"
log "results in $RESULTS_DIR/messaging-benchmark.md"
