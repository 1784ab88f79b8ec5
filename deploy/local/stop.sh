#!/usr/bin/env bash
# Stops the services and the local infrastructure started by start.sh.
source "$(dirname "$0")/lib.sh"
bash "$SHOP_ROOT/deploy/local/services.sh" stop
bash "$SHOP_ROOT/deploy/local/infra-down.sh"
