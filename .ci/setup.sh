#!/usr/bin/env bash
# Prepares a machine that has only Node.js and npm: installs pnpm and the workspace's dependencies,
# and with --test also Debian's Chromium for the behaviour tests (screenshots use the browser the
# lockfile pins), PostgreSQL for the storage tests and Java for
# the HTML checks.
# Each prerequisite that cannot be installed stops the script with one line that names it.
set -uo pipefail
PNPM_VERSION=12.21.0
fail() { echo "setup: $*" >&2; exit 1; }
cd "$(dirname "$0")/.." || exit 1

node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 20 || (major === 20 && minor >= 19) ? 0 : 1)' ||
  fail "Node.js 20.19 or newer is required; this machine has $(node --version 2>/dev/null || echo none)."

if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install --global "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null ||
    fail "could not install pnpm $PNPM_VERSION from the npm registry."
fi

# The behaviour tests run in Debian's Chromium, kept at its current release as visitors' browsers
# are: the package list is refreshed first, so that a stale one never installs (or keeps) an old
# major. Screenshots do not use it: they run on the browser the lockfile pins (@sparticuz/chromium,
# unpacked by the tests themselves). CHROMIUM_PATH names another build and skips this.
if [ "${1:-}" = "--test" ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "setup: installing or updating Debian's chromium"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } ||
    fail "could not install or update Debian's chromium with apt-get (it needs root and Debian's package archive)."
fi

# The storage tests also run against PostgreSQL: each run starts a throwaway cluster of it on
# 127.0.0.1 in a temporary folder (or uses TEST_DATABASE_URL when set), so only the package is needed.
if [ "${1:-}" = "--test" ] && [ -z "${TEST_DATABASE_URL:-}" ] && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "setup: installing Debian's postgresql"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } ||
    fail "could not install Debian's postgresql with apt-get (it needs root and Debian's package archive)."
fi

# The end-to-end tests check the built HTML with the Nu Html Checker (the vnu-jar package), a Java program.
if [ "${1:-}" = "--test" ] && ! command -v java >/dev/null; then
  echo "setup: installing Debian's default-jre-headless"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null; } ||
    fail "could not install Debian's default-jre-headless with apt-get (it needs root and Debian's package archive)."
fi

# better-sqlite3 is compiled from source, against the headers of the running Node.js.
if [ -d /usr/include/node ]; then export npm_config_nodedir="${npm_config_nodedir:-/usr}"; fi
pnpm install --frozen-lockfile || fail "pnpm install failed (see the messages above)."
