#!/bin/sh
# What `npm ci` would do for the image builds: install exactly the versions in package-lock.json, and fail
# when the lock does not match the package.json files.
#
# `npm ci` itself refuses this lock: it is written on Linux by npm, which leaves out other platforms'
# optional binaries (swc, nx, ...), and npm ci counts those as missing (see deploy/local/install.sh).
# `npm install` installs the locked versions all the same, but would quietly re-resolve anything the lock
# does not cover, so this fails the build when npm changed any package's version or integrity in the
# lock. (A byte-for-byte comparison would not do: npm versions spell the same lock differently.)
set -eu
cp package-lock.json /tmp/package-lock.before.json
npm install --no-audit --no-fund "$@"
node -e '
  const read = (file) => Object.entries(require(file).packages)
    .map(([path, entry]) => `${path} ${entry.version ?? ""} ${entry.integrity ?? ""}`).sort().join("\n");
  if (read(process.argv[1]) !== read(process.argv[2])) {
    console.error("package-lock.json does not match the package.json files: run `npm install` and commit the lock");
    process.exit(1);
  }' /tmp/package-lock.before.json "$PWD/package-lock.json"
rm /tmp/package-lock.before.json
