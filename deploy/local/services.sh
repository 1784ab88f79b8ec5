#!/usr/bin/env bash
# Starts (or stops) the built Node services and the gateway, then waits for each /health.
# Usage: services.sh start|stop
source "$(dirname "$0")/lib.sh"

# name:port, in start order (the gateway last). A service whose build is missing is an error.
SERVICES=(identity:$IDENTITY_PORT catalog:$CATALOG_PORT cart:$CART_PORT address:$ADDRESS_PORT order:$ORDER_PORT payment:$PAYMENT_PORT)

service_dir() { [ "$1" = gateway ] && echo "$SHOP_ROOT/gateway" || echo "$SHOP_ROOT/services/$1"; }

implemented() { [ -f "$(service_dir "$1")/src/main.ts" ]; }

start_all() {
  local entry name port
  for entry in "${SERVICES[@]}" "gateway:$GATEWAY_PORT"; do
    name=${entry%%:*}; port=${entry##*:}
    implemented "$name" || continue
    stop_daemon "$name"
    [ -f "$(service_dir "$name")/dist/main.js" ] || die "$name is not built; run: npx nx run-many -t build"
    PORT=$port start_daemon "$name" node --enable-source-maps "$(service_dir "$name")/dist/main.js"
  done
  for entry in "${SERVICES[@]}" "gateway:$GATEWAY_PORT"; do
    name=${entry%%:*}; port=${entry##*:}
    implemented "$name" || continue
    wait_for_http "$name" "http://127.0.0.1:$port/health" 90
  done
  log "services are up behind http://127.0.0.1:$GATEWAY_PORT"
}

stop_all() {
  local entry
  for entry in "gateway:$GATEWAY_PORT" "${SERVICES[@]}"; do stop_daemon "${entry%%:*}"; done
  log "services stopped"
}

case "${1:-}" in
  start) start_all ;;
  stop) stop_all ;;
  *) die "usage: services.sh start|stop" ;;
esac
