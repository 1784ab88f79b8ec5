#!/usr/bin/env bash
# The one command that brings the whole shop up on this machine.
source "$(dirname "$0")/lib.sh"
started=$SECONDS
bash "$SHOP_ROOT/deploy/local/install.sh"
bash "$SHOP_ROOT/deploy/local/infra-up.sh"
bash "$SHOP_ROOT/deploy/local/build.sh"
# The demo catalogue loads only into an empty catalogue (quick on every later start), and before the
# services start, so the catalog indexes it from the first request on.
node "$SHOP_ROOT/services/catalog/dist/seed/main.js"
bash "$SHOP_ROOT/deploy/local/services.sh" start
cat <<MSG

  The shop is up in $((SECONDS - started))s.
    Shop and API     http://127.0.0.1:$GATEWAY_PORT   (health: /health)
    Mail catcher     http://127.0.0.1:$MAIL_UI_PORT
    Demo admin       $ADMIN_EMAIL / $ADMIN_PASSWORD
  Stop it with: npm stop   (logs: $SHOP_DATA_DIR/logs)

MSG
