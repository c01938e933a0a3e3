#!/usr/bin/env bash
# Builds every client site in examples/ the way another client would build theirs: @renueva/ui packed
# into its tarball (`pnpm build` must have run), installed with npm into a copy of the site outside the
# workspace, so no workspace link or hoisted package can stand in for a missing export, file or
# dependency; then type-checked and bundled with the site's own toolchain. Output: examples/<site>/dist.
#
# `bash examples/build.sh --lock` refreshes each site's package-lock.json (after changing its
# dependencies or @renueva/ui's).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/renueva-examples.XXXXXX")"
trap 'rm -rf "$work"' EXIT

(cd "$root/packages/ui" && pnpm pack --out "$work/renueva-ui.tgz" > /dev/null)

# The lockfile pins every dependency but the tarball's bytes, which change with every build: with their
# integrity recorded, npm would install the copy in its cache, an older build of @renueva/ui.
unpin_tarball() {
  node -e '
    const fs = require("node:fs");
    const lock = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    delete lock.packages["node_modules/@renueva/ui"].integrity;
    fs.writeFileSync(process.argv[2], `${JSON.stringify(lock, null, 2)}\n`);
  ' "$1" "$2"
}

for example in "$root"/examples/*/; do
  example="${example%/}"
  # A client whose site is not assembled yet (only its content) has nothing to build.
  [[ -f "$example/package.json" ]] || continue
  name="$(basename "$example")"
  site="$work/$name"
  mkdir "$site"
  tar -C "$example" --exclude=node_modules --exclude=dist -cf - . | tar -C "$site" -xf -
  cd "$site"
  if [[ "${1:-}" == "--lock" ]]; then
    # Named again, so that npm reads the new tarball's version and dependencies into the lockfile.
    npm install --no-audit --no-fund "@renueva/ui@file:../renueva-ui.tgz"
    unpin_tarball package-lock.json "$example/package-lock.json"
  else
    unpin_tarball package-lock.json package-lock.json
    npm ci --no-audit --no-fund
  fi
  npm run build -- --outDir "$example/dist" --emptyOutDir
done
