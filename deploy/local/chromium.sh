#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a browser downloaded by a test tool): install it
# from the Debian archive when it is missing.
source "$(dirname "$0")/lib.sh"
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0
log "installing Debian's chromium for the browser tests"
as_root=""
[ "$(id -u)" -eq 0 ] || as_root="sudo"
$as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || die "chromium did not install at $CHROMIUM"
