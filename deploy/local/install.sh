#!/usr/bin/env bash
# Installs npm dependencies when node_modules is missing or older than the lock file.
source "$(dirname "$0")/lib.sh"
cd "$SHOP_ROOT"
stamp=node_modules/.shop-installed
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  log "installing npm dependencies"
  # Not `npm ci`: the lock written by this machine's npm lacks other platforms' optional binaries
  # (swc, nx), which npm ci reports as out of sync; npm install keeps the locked versions all the same.
  npm install --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
