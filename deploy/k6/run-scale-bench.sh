#!/usr/bin/env bash
# Data at scale (issue 21): for each data size, seeds the shop (npm run seed:scale), times `npm start`
# on it, measures the idle stack (idle-stack.mjs), times every shopper and admin read through the
# gateway (scale-reads.mjs) and runs the cash-on-delivery checkout (run-checkout-bench.sh); then
# appends a dated table of every figure against the sizes to results/scale-benchmark.md, with the raw
# figures beside it and a chart (results/scale-benchmark.png). Timings are recorded, never asserted.
#
# Needs the stack up (npm start); it is stopped and started again at each size. Usage:
#   bash deploy/k6/run-scale-bench.sh
# SIZES               orders:products per size ("10000:5000 100000:20000 1000000:50000"); users = orders / ORDERS_PER_USER (5)
# CONNECTIONS (4), SECONDS_PER_CALL (10), WARM_UP_SECONDS (2), DEEP_PAGE (500)   the reads
# CHECKOUT_SECONDS (60)   the checkout's load (100 shoppers)
# IDLE_SECONDS (300), IDLE_SETTLE_SECONDS (60)   the idle measurement, and the pause after the start before it
# RUN                 names the run (its UTC start, e.g. 2026-11-25T0940Z): a run stopped part-way is resumed
#                     with the same RUN, sizes already measured are not measured again, and a size whose
#                     seeding finished is not seeded again while its data is still stored
# SKIP_SEED=1         uses the orders already stored for every size (seeded earlier with the same figures) instead of seeding
# STATE               the seeded history's state file (seed-orders.mjs; $SHOP_DATA_DIR/orders-at-scale.json)
source "$(dirname "$0")/../local/lib.sh"

SIZES=${SIZES:-"10000:5000 100000:20000 1000000:50000"}
ORDERS_PER_USER=${ORDERS_PER_USER:-5}
CONNECTIONS=${CONNECTIONS:-4}
SECONDS_PER_CALL=${SECONDS_PER_CALL:-10}
WARM_UP_SECONDS=${WARM_UP_SECONDS:-2}
DEEP_PAGE=${DEEP_PAGE:-500}
CHECKOUT_SECONDS=${CHECKOUT_SECONDS:-60}
IDLE_SECONDS=${IDLE_SECONDS:-300}
IDLE_SETTLE_SECONDS=${IDLE_SETTLE_SECONDS:-60}
RUN=${RUN:-$(date -u +%Y-%m-%dT%H%MZ)}
RUN_DIR="$SHOP_DATA_DIR/scale-bench/$RUN"
RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
STATE=${STATE:-"$SHOP_DATA_DIR/orders-at-scale.json"}
SCALE="$SHOP_ROOT/deploy/scale"
# The checkout's shoppers order far faster, and more units of a product, than a shopper may
# (run-checkout-bench.sh): every start below raises both limits.
export ORDER_RATE_LIMIT_POINTS=${ORDER_RATE_LIMIT_POINTS:-1000000} MAX_UNITS_PER_PRODUCT=${MAX_UNITS_PER_PRODUCT:-1000000}

port_open "$GATEWAY_PORT" || die "the gateway is not running (npm start)"
[ "$FERRETDB_HANDLER" = postgresql ] || die "the stored counts need FerretDB on PostgreSQL (FERRETDB_HANDLER=postgresql)"
[ -f "$RUN_DIR/reported" ] && die "run $RUN is finished and reported already ($RESULTS_DIR/scale-benchmark.md)"
DATABASE=$(cat "$SHOP_DATA_DIR/ferretdb/postgresql-database")
export FERRETDB_POSTGRES_DATABASE=$DATABASE
psql_db() { psql "$POSTGRES_URL/$DATABASE" -v ON_ERROR_STOP=1 -qtA "$@"; }
mkdir -p "$RUN_DIR"
log "scale benchmark, run $RUN (resume it with RUN=$RUN; its files: $RUN_DIR)"

# What the run measured with and on, written when it starts (a resumed run keeps it).
if [ ! -f "$RUN_DIR/run.json" ]; then
  RUN_STARTED=$(date -u +%Y-%m-%dT%H:%M:%S)
  COMMIT=$(git -C "$SHOP_ROOT" rev-parse --short HEAD)
  DIRTY=$(git -C "$SHOP_ROOT" diff --quiet HEAD && echo false || echo true)
  POSTGRES_VERSION=$(psql_db -c 'show server_version' | cut -d' ' -f1)
  export RUN RUN_STARTED COMMIT DIRTY POSTGRES_VERSION FERRETDB_VERSION SIZES ORDERS_PER_USER DEEP_PAGE \
    CHECKOUT_SECONDS IDLE_SECONDS IDLE_SETTLE_SECONDS
  node -e '
    const os = require("node:os");
    const env = process.env;
    console.log(JSON.stringify({
      run: env.RUN, startedAt: env.RUN_STARTED, commit: env.COMMIT, dirty: env.DIRTY === "true",
      sizes: env.SIZES, ordersPerUser: Number(env.ORDERS_PER_USER), deepPage: Number(env.DEEP_PAGE),
      checkoutSeconds: Number(env.CHECKOUT_SECONDS), idleSeconds: Number(env.IDLE_SECONDS),
      idleSettleSeconds: Number(env.IDLE_SETTLE_SECONDS),
      machine: { cores: os.cpus().length, model: os.cpus()[0].model, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      ferretdb: env.FERRETDB_VERSION, postgres: env.POSTGRES_VERSION,
    }, null, 2));' >"$RUN_DIR/run.json"
fi
# Dependencies installed and the code built now, so that no timed start installs or builds them (after
# a pull that changed the lock or the code).
bash "$SHOP_ROOT/deploy/local/install.sh"
bash "$SHOP_ROOT/deploy/local/build.sh" >/dev/null

# step name command...: one step of the size being measured, its output also in <size dir>/<name>.log
# and its duration in phases.tsv.
step() {
  local name=$1 started=$SECONDS
  shift
  log "$orders orders: $name"
  "$@" 2>&1 | tee -a "$dir/$name.log"
  printf '%s\t%s\n' "$name" $((SECONDS - started)) >>"$dir/phases.tsv"
}

seeded_already() { # the orders of this size are stored (seed-orders.mjs's state) with these customers
  node "$SHOP_ROOT/deploy/k6/orders/seed-orders.mjs" --orders "$orders" --state "$STATE" --check &&
    [ "$(node -p "require('$STATE').customers")" = "$users" ]
}

seed() {
  if [ -n "${SKIP_SEED:-}" ] || { [ -f "$dir/seeded" ] && seeded_already; }; then
    seeded_already || die "$orders orders with $users customers are not stored: seed them (leave SKIP_SEED unset)"
    log "$orders orders: stored already, not seeded again"
  else
    npm run --silent seed:scale -- --reset --orders "$orders" --products "$products" --users "$users"
    touch "$dir/seeded"
  fi
  # Fresh planner statistics after the bulk load, as autovacuum would have them in a shop that grew.
  psql_db -c ANALYZE
}

# Rows in FerretDB's PostgreSQL table for a collection: table_rows <database> <collection> [where].
table_rows() {
  local table
  table=$(psql_db -c "select format('%I.%I', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = '${MONGO_DB_PREFIX:-}$1' and c.relname like '$2\_%' and c.relkind = 'r'")
  psql_db -c "select count(*) from $table ${3:-}"
}

stored_counts() {
  printf '{"orders": %s, "products": %s, "users": %s, "addresses": %s, "databaseSize": "%s"}\n' \
    "$(table_rows order orders)" "$(table_rows catalog products "where not _jsonb ? 'deletedAt'")" \
    "$(table_rows identity users)" "$(table_rows address addresses)" \
    "$(psql_db -c "select pg_size_pretty(pg_database_size('$DATABASE'))")" >"$dir/stored.json"
}

all_services_up() {
  curl -fsS "http://127.0.0.1:$GATEWAY_PORT/health" 2>/dev/null |
    node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () =>
      process.exit(Object.values(JSON.parse(s).data.services).every((state) => state === "up") ? 0 : 1))'
}

seconds_since() { awk "BEGIN { printf \"%.1f\", ($(date +%s%N) - $1) / 1e9 }"; }

cold_start() {
  bash "$SHOP_ROOT/deploy/local/stop.sh"
  local started returned
  started=$(date +%s%N)
  bash "$SHOP_ROOT/deploy/local/start.sh"
  returned=$(seconds_since "$started")
  until all_services_up; do
    [ $(($(date +%s%N) - started)) -lt 300000000000 ] || die "the services did not all report up within 300 s"
    sleep 0.2
  done
  printf '{"npmStartSeconds": %s, "allUpSeconds": %s}\n' "$returned" "$(seconds_since "$started")" >"$dir/start.json"
}

reads() {
  cut -d' ' -f1-3 /proc/loadavg >"$dir/loadavg-before-reads"
  STATE=$STATE CONNECTIONS=$CONNECTIONS SECONDS_PER_CALL=$SECONDS_PER_CALL WARM_UP_SECONDS=$WARM_UP_SECONDS \
    DEEP_PAGE=$DEEP_PAGE OUT="$dir/reads.json" node "$SCALE/scale-reads.mjs"
}

checkout() {
  # Exit code 99: a threshold of checkout.js (its own goals) was crossed; the figures are kept either way.
  local status=0
  CHECKOUT_TABLE="$dir/checkout.md" CHECKOUT_FIGURES="$dir/checkout.json" CHECKOUT_SECONDS=$CHECKOUT_SECONDS \
    bash "$SHOP_ROOT/deploy/k6/run-checkout-bench.sh" || status=$?
  echo "$status" >"$dir/checkout.status"
  cut -d' ' -f1-3 /proc/loadavg >"$dir/loadavg-after-checkout"
}

idle() { # before the reads: the checkout's orders keep the stack busy a while after it (their e-mails)
  sleep "$IDLE_SETTLE_SECONDS"
  SECONDS_IDLE=$IDLE_SECONDS OUT="$dir/idle.md" node "$SCALE/idle-stack.mjs"
}

for size in $SIZES; do
  orders=${size%%:*}
  products=${size##*:}
  users=$((orders / ORDERS_PER_USER))
  dir="$RUN_DIR/$orders"
  if [ -f "$dir/done" ]; then
    log "$orders orders: measured already in this run"
    continue
  fi
  mkdir -p "$dir"
  rm -f "$dir/phases.tsv" "$dir"/*.log
  printf '{"orders": %s, "products": %s, "users": %s}\n' "$orders" "$products" "$users" >"$dir/size.json"
  step seed seed
  stored_counts
  step restart cold_start
  step idle idle
  step reads reads
  step checkout checkout
  touch "$dir/done"
done

node "$SCALE/scale-report.mjs" "$RUN_DIR" "$RESULTS_DIR"
node "$SCALE/scale-chart.mjs" "$RESULTS_DIR/scale-benchmark-$RUN.json" "$RESULTS_DIR/scale-benchmark.png"
touch "$RUN_DIR/reported"
log "results in $RESULTS_DIR/scale-benchmark.md (chart: scale-benchmark.png)"
