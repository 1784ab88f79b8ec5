#!/usr/bin/env bash
# Builds the Go-based tools the local stack needs (FerretDB, MinIO, stripe-mock, k6) once per machine,
# into $SHOP_TOOLS_DIR keyed by version, so fresh clones on the same machine reuse them.
source "$(dirname "$0")/lib.sh"

# Go prints one line per package it builds; every 25th shows the build is moving, and the whole
# output stays in <tools>/<name>-build.log for when it fails.
show_progress() {
  mkdir -p "$SHOP_TOOLS_DIR"
  tee "$SHOP_TOOLS_DIR/$1-build.log" | sed -u "s/^/  [$1] /" | awk 'NR % 25 == 1 { print; fflush() }' >&2
}

go_install() { # name module version
  local name=$1 module=$2 version=$3 dir="$SHOP_TOOLS_DIR/$1-$3"
  [ -x "$dir/$name" ] && return 0
  command -v go >/dev/null || die "Go is required to build $name"
  log "building $name $version (first time on this machine; takes a few minutes)"
  mkdir -p "$dir"
  GOBIN="$dir" CGO_ENABLED=0 go install -v "$module@$version" 2>&1 | show_progress "$name" ||
    die "building $name failed (see $SHOP_TOOLS_DIR/$name-build.log)"
  local built; built=$(basename "${module%%@*}")
  [ "$built" = "$name" ] || mv "$dir/$built" "$dir/$name"
  [ -x "$dir/$name" ] || die "building $name failed (see $SHOP_TOOLS_DIR/$name-build.log)"
}

# FerretDB's version file is generated at release time and missing from the module, so a plain
# `go install` builds a binary that panics at start; build from a writable copy of the module instead.
build_ferretdb() {
  local dir="$SHOP_TOOLS_DIR/ferretdb-$FERRETDB_VERSION"
  [ -x "$dir/ferretdb" ] && return 0
  log "building FerretDB $FERRETDB_VERSION (first time on this machine; takes a few minutes)"
  local src work
  src=$(cd /tmp && GOFLAGS=-mod=mod go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
  [ -n "$src" ] || die "could not download the FerretDB module"
  work=$(mktemp -d)
  cp -r "$src/." "$work/" && chmod -R u+w "$work"
  echo "$FERRETDB_VERSION" >"$work/build/version/version.txt"
  mkdir -p "$dir"
  (cd "$work" && CGO_ENABLED=0 go build -v -o "$dir/ferretdb" ./cmd/ferretdb 2>&1 | show_progress ferretdb) || die "building FerretDB failed (see $SHOP_TOOLS_DIR/ferretdb-build.log)"
  rm -rf "$work"
}

build_ferretdb
go_install minio github.com/minio/minio "$MINIO_VERSION"
go_install stripe-mock github.com/stripe/stripe-mock "$STRIPE_MOCK_VERSION"
[ "${SHOP_WITH_K6:-0}" = 1 ] && go_install k6 go.k6.io/k6 "$K6_VERSION"
log "tools ready in $SHOP_TOOLS_DIR"
