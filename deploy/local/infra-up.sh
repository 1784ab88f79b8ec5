#!/usr/bin/env bash
# Starts the local infrastructure (idempotent): Redis, RabbitMQ, PostgreSQL and FerretDB, MinIO,
# stripe-mock, MailDev.
# Anything already listening on its port is left as it is; anything missing is installed first.
source "$(dirname "$0")/lib.sh"
mkdir -p "$SHOP_DATA_DIR"/{ferretdb,minio,logs,pids}

# reuse name port: true when something already listens on the port, saying so when this checkout did
# not start it (another clone's instance keeps serving its own data folder).
reuse() {
  port_open "$2" || return 1
  [ -f "$SHOP_DATA_DIR/pids/$1.pid" ] || log "$1: using what already listens on port $2 (not started by this checkout)"
  return 0
}

apt_install() {
  log "installing $* from Debian packages"
  [ -n "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' 2>/dev/null | head -1)" ] || apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_redis() {
  port_open 6379 && return
  command -v redis-server >/dev/null || apt_install redis-server
  log "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /var/lib/redis \
    --logfile "$SHOP_DATA_DIR/logs/redis.log"
  wait_for_port redis 6379 30
}

ensure_rabbitmq() {
  port_open 5672 && return
  command -v rabbitmq-server >/dev/null || apt_install rabbitmq-server
  log "starting RabbitMQ"
  rabbitmq-server -detached >/dev/null 2>&1 || true
  wait_for_port rabbitmq 5672 120
}

ensure_postgresql() {
  port_open "$POSTGRES_PORT" && return
  command -v pg_ctlcluster >/dev/null || apt_install postgresql
  log "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  wait_for_port postgresql "$POSTGRES_PORT" 60
}

psql_admin() { psql "$POSTGRES_URL/postgres" -v ON_ERROR_STOP=1 -qtA "$@"; }

# The PostgreSQL database behind this checkout's FerretDB, made once per data folder: a fresh clone
# starts empty, and two clones on one machine never share documents.
ferretdb_database() {
  local marker="$SHOP_DATA_DIR/ferretdb/postgresql-database" name
  [ -s "$marker" ] || echo "shop_$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')" >"$marker"
  name=$(cat "$marker")
  [ "$(psql_admin -c "select count(*) from pg_database where datname = '$name'")" = 1 ] || psql_admin -c "create database $name" >/dev/null
  echo "$name"
}

# FerretDB stores its documents in PostgreSQL (FERRETDB_HANDLER=sqlite: in SQLite files under the data
# folder instead). Measured with deploy/k6/run-checkout-bench.sh: under 100 concurrent checkouts the
# SQLite files lock out concurrent writers (SQLITE_BUSY) and most orders time out; on PostgreSQL none do.
ensure_ferretdb() {
  local backend database
  if [ "$FERRETDB_HANDLER" = postgresql ]; then
    ensure_postgresql
    database=$(ferretdb_database)
    psql "$POSTGRES_URL/$database" -v ON_ERROR_STOP=1 -q -f "$SHOP_ROOT/deploy/local/ferretdb-equality-indexes.sql"
  fi
  reuse ferretdb "$MONGO_PORT" && return
  if [ "$FERRETDB_HANDLER" = postgresql ]; then
    backend=(--handler=postgresql --postgresql-url="$POSTGRES_URL/$database?pool_max_conns=$FERRETDB_POSTGRESQL_CONNECTIONS")
  else
    backend=(--handler=sqlite --sqlite-url="file:$SHOP_DATA_DIR/ferretdb/")
  fi
  log "starting FerretDB on $MONGO_PORT (${FERRETDB_HANDLER})"
  start_daemon ferretdb "$(tool_bin ferretdb "$FERRETDB_VERSION")" "${backend[@]}" --listen-addr="127.0.0.1:$MONGO_PORT" \
    --state-dir="$SHOP_DATA_DIR/ferretdb" --telemetry=disable --debug-addr=- --log-level=warn
  wait_for_port ferretdb "$MONGO_PORT" 60
}

ensure_minio() {
  reuse minio "$MINIO_PORT" && return
  log "starting MinIO on $MINIO_PORT (console $MINIO_CONSOLE_PORT)"
  MINIO_BROWSER=off start_daemon minio "$(tool_bin minio "$MINIO_VERSION")" server "$SHOP_DATA_DIR/minio" \
    --address "127.0.0.1:$MINIO_PORT" --console-address "127.0.0.1:$MINIO_CONSOLE_PORT" --quiet
  wait_for_http minio "http://127.0.0.1:$MINIO_PORT/minio/health/live" 60
}

ensure_stripe_mock() {
  reuse stripe-mock "$STRIPE_MOCK_PORT" && return
  log "starting stripe-mock on $STRIPE_MOCK_PORT"
  start_daemon stripe-mock "$(tool_bin stripe-mock "$STRIPE_MOCK_VERSION")" \
    -http-addr "127.0.0.1:$STRIPE_MOCK_PORT" -https-addr "127.0.0.1:$STRIPE_MOCK_HTTPS_PORT"
  wait_for_port stripe-mock "$STRIPE_MOCK_PORT" 30
}

ensure_maildev() {
  reuse maildev "$SMTP_PORT" && return
  log "starting MailDev (SMTP $SMTP_PORT, web http://127.0.0.1:$MAIL_UI_PORT)"
  start_daemon maildev "$SHOP_ROOT/node_modules/.bin/maildev" --ip 127.0.0.1 --smtp "$SMTP_PORT" --web "$MAIL_UI_PORT"
  wait_for_port maildev "$MAIL_UI_PORT" 30
}

bash "$SHOP_ROOT/deploy/local/tools.sh"
ensure_redis
ensure_rabbitmq
ensure_ferretdb
ensure_minio
ensure_stripe_mock
ensure_maildev
log "infrastructure is up (data in $SHOP_DATA_DIR)"
