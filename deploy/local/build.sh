#!/usr/bin/env bash
# Builds every project through Nx (cached, in dependency order).
source "$(dirname "$0")/lib.sh"
cd "$SHOP_ROOT"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
npx nx run-many -t build --outputStyle=static
