#!/usr/bin/env bash
# Builds every client site in examples/ the way another client would build theirs: @renueva/ui and
# @renueva/assistant packed into their tarballs (`pnpm build` must have run), installed with npm into a
# copy of the site outside the workspace, so no workspace link or hoisted package can stand in for a
# missing export, file or dependency; then type-checked and bundled with the site's own toolchain.
# Output: examples/<site>/dist, and examples/<site>/dist-server for a site with a server.
#
# `bash examples/build.sh --lock` refreshes each site's package-lock.json (after changing its
# dependencies or a package's); `bash examples/build.sh <site>` builds that site alone.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/renueva-examples.XXXXXX")"
trap 'rm -rf "$work"' EXIT

lock=false
only=""
for argument in "$@"; do
  if [[ "$argument" == "--lock" ]]; then lock=true; else only="$argument"; fi
done
if [[ -n "$only" && ! -f "$root/examples/$only/package.json" ]]; then
  echo "examples/$only is not a client site (no package.json)" >&2
  exit 2
fi

for package in ui assistant; do
  (cd "$root/packages/$package" && pnpm pack --out "$work/renueva-$package.tgz" > /dev/null)
done

# The lockfile pins every dependency but the tarballs' bytes, which change with every build: with their
# integrity recorded, npm would install the copy in its cache, an older build of the package.
unpin_tarball() {
  node -e '
    const fs = require("node:fs");
    const lock = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    for (const name of ["@renueva/ui", "@renueva/assistant"])
      delete lock.packages[`node_modules/${name}`]?.integrity;
    fs.writeFileSync(process.argv[2], `${JSON.stringify(lock, null, 2)}\n`);
  ' "$1" "$2"
}

for example in "$root"/examples/*/; do
  example="${example%/}"
  # A client whose site is not assembled yet (only its content) has nothing to build.
  [[ -f "$example/package.json" ]] || continue
  name="$(basename "$example")"
  [[ -z "$only" || "$name" == "$only" ]] || continue
  site="$work/$name"
  mkdir "$site"
  tar -C "$example" --exclude=node_modules --exclude=dist --exclude=dist-server -cf - . | tar -C "$site" -xf -
  cd "$site"
  if $lock; then
    # Named again, so that npm reads the new tarballs' versions and dependencies into the lockfile.
    tarballs=()
    for package in ui assistant; do
      grep -q "renueva-$package.tgz" package.json && tarballs+=("@renueva/$package@file:../renueva-$package.tgz")
    done
    npm install --no-audit --no-fund "${tarballs[@]}"
    unpin_tarball package-lock.json "$example/package-lock.json"
  else
    unpin_tarball package-lock.json package-lock.json
    npm ci --no-audit --no-fund
  fi
  npm run build
  rm -rf "$example/dist" "$example/dist-server"
  cp -r dist "$example/dist"
  if [[ -d dist-server ]]; then cp -r dist-server "$example/dist-server"; fi
done
