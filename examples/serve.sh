#!/usr/bin/env bash
# `pnpm example:serve <site>` (or, on a machine with only Node.js and npm, `npm run example:serve --
# <site>`): installs what is missing (.ci/setup.sh), builds @renueva/ui and @renueva/assistant, builds
# the client site from their tarballs as a client would (build.sh), and starts its server, which
# serves the site and its assistant's POST /api/chat. PORT (3100), HOST (127.0.0.1) and
# CHAT_RATE_LIMIT (20 questions a minute per client; 0 switches it off) are read from the environment.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
name="${1:-}"
if [[ -z "$name" || ! -f "$root/examples/$name/server/main.ts" ]]; then
  echo "example:serve takes a client site with a server: $(cd "$root/examples" && ls -d */server 2>/dev/null | cut -d/ -f1 | tr '\n' ' ')" >&2
  exit 2
fi
bash "$root/.ci/setup.sh"
pnpm --filter @renueva/ui --filter @renueva/assistant build
bash "$root/examples/build.sh" "$name"
exec node "$root/examples/$name/dist-server/main.js"
