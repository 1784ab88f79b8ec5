#!/usr/bin/env bash
# Orders at scale (issue 19): with ORDERS orders stored (1,000,000 unless told), times the fulfilment
# reads through the local gateway (admin list: first page, a status, searches by Order No, e-mail and
# pincode; admin summary; a shopper's order list and order details), shows how PostgreSQL ran each of
# their queries for FerretDB, and writes results/orders-at-scale.md. Seeds the history first when the
# database does not hold it yet (tens of minutes for a million on 2 cores; kept for later runs).
# Needs the stack up: npm start. Usage: bash deploy/k6/run-orders-bench.sh   (or npm run bench:orders -w @shop/deploy)
# ORDERS=10000 for a quick run; SECONDS_PER_CALL (15) and CONNECTIONS ("1 4") shape the load.
# PLANS=0 leaves out the auto_explain pass (it restarts FerretDB twice and sends each call twice more).
source "$(dirname "$0")/../local/lib.sh"

ORDERS=${ORDERS:-1000000}
SECONDS_PER_CALL=${SECONDS_PER_CALL:-15}
CONNECTIONS=${CONNECTIONS:-"1 4"}
HERE="$SHOP_ROOT/deploy/k6/orders"
RESULTS_DIR="$SHOP_ROOT/deploy/k6/results"
STATE="$SHOP_DATA_DIR/orders-at-scale.json"
PG_LOG=${PG_LOG:-$(ls /var/log/postgresql/postgresql-*-main.log 2>/dev/null | head -1)}
port_open "$GATEWAY_PORT" || die "the gateway is not running (npm start)"
[ "$FERRETDB_HANDLER" = postgresql ] || die "the query plans need FerretDB on PostgreSQL (FERRETDB_HANDLER=postgresql)"
DATABASE=$(cat "$SHOP_DATA_DIR/ferretdb/postgresql-database")
export FERRETDB_POSTGRES_DATABASE=$DATABASE STATE
psql_db() { psql "$POSTGRES_URL/$DATABASE" -v ON_ERROR_STOP=1 -qtA "$@"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The order service is stopped while orders are written straight into its database: nothing else
# writes them meanwhile, and its sweeps, which read history, do not compete with the inserts.
if ! node "$HERE/seed-orders.mjs" --orders "$ORDERS" --state "$STATE" --check; then
  log "seeding $ORDERS orders (the order service stopped meanwhile)"
  bash "$SHOP_ROOT/deploy/local/services.sh" stop order
  node "$HERE/seed-orders.mjs" --orders "$ORDERS" --state "$STATE" --reset
  bash "$SHOP_ROOT/deploy/local/services.sh" start order
fi

RESULTS_NAME=orders-at-scale
psql_db -c "ANALYZE" # fresh planner statistics after a bulk load (autovacuum would get there later)
log "what FerretDB and PostgreSQL make of each query shape the order service issues (explain, nothing read)"
OUT="$work/shapes.md" node "$HERE/query-shapes.mjs" >/dev/null

log "CPU of FerretDB, PostgreSQL and the order service with no request (60 s)"
OUT="$work/idle.md" node "$HERE/idle-cpu.mjs" >/dev/null
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
# A call that reads the whole history is sent once, not loaded, and FerretDB is restarted to end the
# work it would go on doing long after the gateway gave up (see order-reads.mjs).
# The order service is restarted too: once its driver stayed unable to reach the restarted FerretDB
# (MongoServerSelectionError: connection closed) for minutes.
export AFTER_RUNAWAY="bash -c 'source \"$SHOP_ROOT/deploy/local/lib.sh\"; stop_daemon ferretdb; bash \"$SHOP_ROOT/deploy/local/infra-up.sh\" >/dev/null 2>&1; bash \"$SHOP_ROOT/deploy/local/services.sh\" start order >/dev/null 2>&1'"
for connections in $CONNECTIONS; do
  log "timing each call: $connections client(s) at once, ${SECONDS_PER_CALL}s per call"
  CONNECTIONS=$connections SECONDS_PER_CALL=$SECONDS_PER_CALL OUT="$work/reads-$connections.md" \
    RUNAWAY_FROM=${first_run:-} node "$HERE/order-reads.mjs" >/dev/null
  cp "$work/reads-$connections.json" "$RESULTS_DIR/$RESULTS_NAME-$connections.json"
  first_run=${first_run:-$RESULTS_DIR/$RESULTS_NAME-$connections.json}
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# auto_explain logs the plan of every statement PostgreSQL runs for this checkout's database (only
# this one, only for new sessions: FerretDB is restarted to open them), while each call is sent once.
restart_ferretdb() { # and the order service, see AFTER_RUNAWAY
  stop_daemon ferretdb
  bash "$SHOP_ROOT/deploy/local/infra-up.sh" >/dev/null 2>&1
  bash "$SHOP_ROOT/deploy/local/services.sh" start order >/dev/null 2>&1
}
explain_settings() { # on|off
  local setting
  for setting in session_preload_libraries auto_explain.log_min_duration auto_explain.log_analyze \
    auto_explain.log_verbose auto_explain.log_format; do
    psql_db -c "ALTER DATABASE $DATABASE RESET $setting"
  done
  [ "$1" = on ] || return 0
  psql_db -c "ALTER DATABASE $DATABASE SET session_preload_libraries = 'auto_explain'" \
    -c "ALTER DATABASE $DATABASE SET auto_explain.log_min_duration = 0" \
    -c "ALTER DATABASE $DATABASE SET auto_explain.log_analyze = on" \
    -c "ALTER DATABASE $DATABASE SET auto_explain.log_verbose = on" \
    -c "ALTER DATABASE $DATABASE SET auto_explain.log_format = json"
}
if [ "${PLANS:-1}" = 0 ]; then
  echo "Not asked for this run (PLANS=0): see the shapes above." >"$work/plans.md"
elif [ -r "$PG_LOG" ]; then
  log "query plans: each call once with PostgreSQL's auto_explain on (FerretDB restarted twice)"
  explain_settings on
  trap 'explain_settings off; restart_ferretdb; rm -rf "$work"' EXIT
  restart_ferretdb
  # The services reconnect to the restarted FerretDB on their own; a first pass warms the connections.
  WINDOWS="$work/warm.json" RUNAWAY_FROM="$first_run" node "$HERE/order-reads.mjs"
  offset=$(stat -c %s "$PG_LOG")
  WINDOWS="$work/windows.json" RUNAWAY_FROM="$first_run" node "$HERE/order-reads.mjs"
  sleep 1
  node "$HERE/query-plans.mjs" "$PG_LOG" "$offset" "$DATABASE" "$work/windows.json" "$work/plans.md" >/dev/null
  explain_settings off
  restart_ferretdb
  trap 'rm -rf "$work"' EXIT
else
  echo "PostgreSQL's log ($PG_LOG) cannot be read here: no plans." >"$work/plans.md"
fi

state() { node -e "const s = require('$STATE'); console.log($1)"; }
postgres_version=$(psql_db -c 'show server_version' | cut -d' ' -f1)
table_size=$(psql_db -c "select pg_size_pretty(pg_total_relation_size(c.oid)) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = '${MONGO_DB_PREFIX:-}order' and c.relname like 'orders\_%' and c.relkind = 'r'")
cat >"$RESULTS_DIR/$RESULTS_NAME.md" <<MD
# Orders at scale: the fulfilment reads with $(state "s.orders.toLocaleString('en')") orders stored

Run $(date -u +%Y-%m-%dT%H:%MZ), commit $(git -C "$SHOP_ROOT" rev-parse --short HEAD)$(git -C "$SHOP_ROOT" diff --quiet HEAD || echo " with uncommitted changes"). Goal (issue 19): every call under 100 ms p95 through the gateway on this machine.

**Data:** $(state "s.orders.toLocaleString('en')") orders over the last 365 days (seeded $(state s.seededAt), seed $(state s.seed)), $(state s.customers) customers (order counts log-normal: most tens, some thousands), $(state "Object.entries(s.statuses).map(([k, v]) => k + ' ' + v).join(', ')"); the orders table takes $table_size in PostgreSQL with its indexes. Searched for: Order No $(state s.search.orderNo), a typical customer's e-mail ($(state "s.search.email.typical[1]") orders), the largest customer's ($(state "s.search.email.largest[1]")), a typical pincode ($(state "s.search.pincode.typical[1]") orders). Shoppers: $(state "s.shoppers.map((x) => x.role + ' ' + x.orders + ' orders').join(', ')"). Seeded at $(state s.insert.perSecond) orders/s (insertMany of $(state s.insert.batch), $(state s.insert.parallel) at once, through FerretDB).

**Machine:** $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), $(free -g | awk '/Mem:/ {print $2}') GB, shared: the whole stack, the load generator and other work run on it (load average $load_before before the timing, $load_after after; "machine busy" below is the share of both cores in use during each call, by anything). FerretDB $FERRETDB_VERSION on PostgreSQL $postgres_version. Through the gateway at http://127.0.0.1:$GATEWAY_PORT, autocannon, ${SECONDS_PER_CALL}s per call after a 2 s warm-up, each answer checked once first.

$(cat "$work/idle.md")

$(for connections in $CONNECTIONS; do
  echo "## $connections client(s) at once"
  echo
  cat "$work/reads-$connections.md"
  echo
done)

## What FerretDB hands PostgreSQL, query by query (FerretDB's explain)

Every query the order service issues for these calls and in the background, with the seeded values: the part of the filter FerretDB hands PostgreSQL and PostgreSQL's plan for it. "Every document": FerretDB reads the whole collection from PostgreSQL and decodes each order to filter it itself.

$(cat "$work/shapes.md")

## How PostgreSQL ran each call's queries for FerretDB

Each call sent once with auto_explain on (EXPLAIN ANALYZE of every statement). FerretDB 1.24 hands PostgreSQL only equalities of top-level fields (no dotted paths, ranges, \`\$in\`, sorts or limits with a filter); the rows PostgreSQL returns are decoded, filtered, sorted and paged in FerretDB. A sequential scan of \`orders\` reads every order of the shop. Statements of the order service's background work (its sweeper's reads by \`status\` and \`stockReleased\`) that ended while a call was in flight are listed with that call.

$(cat "$work/plans.md")

Raw timings: $RESULTS_NAME-<clients>.json. Analysis and suggested fixes: orders-at-scale-findings.md.
Re-run: \`bash deploy/k6/run-orders-bench.sh\` (the stack up; seeds once, then reuses the history).
MD
log "results in $RESULTS_DIR/$RESULTS_NAME.md"
