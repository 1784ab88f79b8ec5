#!/usr/bin/env bash
# Starts (or stops) the built Node services and the gateway, then waits for each /health.
# Usage: services.sh start|stop [name...]   (no names: every service and the gateway)
source "$(dirname "$0")/lib.sh"

# name:port, in start order (the gateway last). A service whose build is missing is an error.
SERVICES=(identity:$IDENTITY_PORT catalog:$CATALOG_PORT cart:$CART_PORT address:$ADDRESS_PORT order:$ORDER_PORT payment:$PAYMENT_PORT delivery:$DELIVERY_PORT)

service_dir() { [ "$1" = gateway ] && echo "$SHOP_ROOT/gateway" || echo "$SHOP_ROOT/services/$1"; }

implemented() { [ -f "$(service_dir "$1")/src/main.ts" ]; }

ALL=("${SERVICES[@]}" "gateway:$GATEWAY_PORT")

selected() { # entries named on the command line, or all
  local entry name
  for entry in "${ALL[@]}"; do
    name=${entry%%:*}
    if [ $# -eq 0 ] || [[ " $* " == *" $name "* ]]; then echo "$entry"; fi
  done
}

start_all() {
  local entry name port
  mapfile -t chosen < <(selected "$@")
  for entry in "${chosen[@]}"; do
    name=${entry%%:*}; port=${entry##*:}
    implemented "$name" || continue
    stop_daemon "$name"
    [ -f "$(service_dir "$name")/dist/main.js" ] || die "$name is not built; run: npx nx run-many -t build"
    PORT=$port start_daemon "$name" node --enable-source-maps "$(service_dir "$name")/dist/main.js"
  done
  for entry in "${chosen[@]}"; do
    name=${entry%%:*}; port=${entry##*:}
    implemented "$name" || continue
    # The gateway's own /health reports every service, so only its port tells that it is up.
    if [ "$name" = gateway ]; then wait_for_port gateway "$port" 60; else wait_for_http "$name" "http://127.0.0.1:$port/health" 90; fi
  done
  log "up: ${chosen[*]%%:*}"
}

stop_all() {
  local entry
  for entry in $(selected "$@"); do stop_daemon "${entry%%:*}"; done
}

command=${1:-}
shift || true
case "$command" in
  start) start_all "$@" ;;
  stop) stop_all "$@" ;;
  *) die "usage: services.sh start|stop" ;;
esac
