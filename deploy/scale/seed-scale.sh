#!/usr/bin/env bash
# A shop with history (issue 21): the demo catalogue at PRODUCTS products, a year of ORDERS orders in
# every status, and their USERS customers as shoppers who can log in, with their addresses (1 to 3 each).
# Written straight into the services' databases in bulk (insertMany), with progress and rates; each
# collection indexed as its service declares. Needs the stack up (npm start): the orders seeder reads
# the catalogue and registers the benchmark's shoppers through the gateway.
#
# npm run seed:scale -- [--orders 1000000] [--products 50000] [--users 200000] [--reset]
# A database that already holds other data is refused unless --reset (which replaces the catalogue,
# the orders, the seeded customers and every address; other accounts stay). A run with the same figures repeats the
# same shop (the generators are seeded).
source "$(dirname "$0")/../local/lib.sh"

ORDERS=1000000
PRODUCTS=50000
USERS=200000
RESET=
while [ $# -gt 0 ]; do
  case "$1" in
    --orders) ORDERS=$2; shift 2 ;;
    --products) PRODUCTS=$2; shift 2 ;;
    --users) USERS=$2; shift 2 ;;
    --reset) RESET=--reset; shift ;;
    *) die "unknown option $1 (--orders N --products N --users N --reset)" ;;
  esac
done
port_open "$GATEWAY_PORT" || die "the gateway is not running (npm start)"
started=$(date +%s)

mongo_eval() { # a script run with `db` the named service's database
  node -e "
    const { MongoClient } = require('mongoose').mongo;
    MongoClient.connect(process.env.MONGO_URL).then(async (client) => {
      const db = client.db((process.env.MONGO_DB_PREFIX ?? '') + '$1');
      try { $2 } finally { await client.close(); }
    });"
}
products_now=$(mongo_eval catalog 'console.log(await db.collection("products").countDocuments({ deletedAt: { $exists: false } }));')
if [ "$products_now" != "$PRODUCTS" ]; then
  [ -n "$RESET" ] || die "the catalogue holds $products_now products, not $PRODUCTS: --reset replaces it"
  log "catalogue: $products_now products, replacing it with $PRODUCTS (the catalog service stopped meanwhile)"
  bash "$SHOP_ROOT/deploy/local/services.sh" stop catalog
  mongo_eval catalog 'for (const name of ["categories", "subcategories", "products"]) await db.collection(name).drop().catch(() => {});'
  node "$SHOP_ROOT/services/catalog/dist/seed/main.js" "$PRODUCTS"
  bash "$SHOP_ROOT/deploy/local/services.sh" start catalog
fi

people=$(mktemp)
trap 'rm -f "$people"' EXIT
log "orders: $ORDERS over a year, by $USERS customers (the order service stopped meanwhile)"
bash "$SHOP_ROOT/deploy/local/services.sh" stop order
node "$SHOP_ROOT/deploy/k6/orders/seed-orders.mjs" --orders "$ORDERS" --customers "$USERS" ${RESET:+--reset} \
  --people-out "$people" --state "$SHOP_DATA_DIR/orders-at-scale.json" || {
  bash "$SHOP_ROOT/deploy/local/services.sh" start order
  die "orders not seeded"
}
bash "$SHOP_ROOT/deploy/local/services.sh" start order

log "shoppers and addresses of those customers"
node "$SHOP_ROOT/deploy/scale/seed-people.mjs" --from "$people" $RESET || die "shoppers not seeded"
log "a shop of $PRODUCTS products, $ORDERS orders and $USERS shoppers, seeded in $(($(date +%s) - started)) s"
