#!/usr/bin/env bash
# Prepares a directory from which scripts/platform-ai/cti-adapter.mts runs the cotulenh platform's own AI
# (docs/analysis.md, "Against the cotulenh platform's AI"). Nothing of the platform enters this repository:
#
#   bash scripts/platform-ai/setup.sh DIR [SOURCE]
#
# SOURCE is a clone of mnoyd/cotulenh-monorepo (a path or URL; default https://github.com/mnoyd/cotulenh-monorepo).
# DIR gets: cotulenh-monorepo/ (the platform's sources, TypeScript run as it is, no build), node_modules/ with tsx
# (runs TypeScript under Node.js), the platform's outside dependencies (quick-lru, js-yaml) from the npm registry,
# and @cotulenh/{core,common,combine-piece} as small packages pointing at the checkout's sources (the platform's
# own workspace needs pnpm and a build). Needs git, node (20) and npm.
set -euo pipefail
dir=${1:?usage: setup.sh DIR [SOURCE]}
source=${2:-https://github.com/mnoyd/cotulenh-monorepo}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
if [ ! -d "$dir/cotulenh-monorepo" ]; then
  git clone --quiet "$source" "$dir/cotulenh-monorepo"
fi
echo "platform at $(git -C "$dir/cotulenh-monorepo" log -1 --format='%h %cs %s')"
cd "$dir"
[ -f package.json ] || npm init -y >/dev/null
npm install --no-audit --no-fund tsx quick-lru@7 js-yaml@4 >/dev/null
packages=$dir/cotulenh-monorepo/packages/cotulenh
for entry in core:core/src/cotulenh.ts common:common/src/index.ts combine-piece:combine-piece/src/index.ts; do
  name=${entry%%:*}
  mkdir -p "node_modules/@cotulenh/$name"
  printf '{"name":"@cotulenh/%s","type":"module","exports":"./index.ts"}\n' "$name" \
    >"node_modules/@cotulenh/$name/package.json"
  printf "export * from '%s/%s';\n" "$packages" "${entry#*:}" >"node_modules/@cotulenh/$name/index.ts"
done
adapter=$(cd "$(dirname "$0")" && pwd)/cti-adapter.mts
printf 'cti\nposition startpos\ngo\nquit\n' | "$dir/node_modules/.bin/tsx" "$adapter" --dir "$dir" --difficulty medium |
  grep -q '^bestmove ' || { echo "setup.sh: the adapter does not answer" >&2; exit 1; }
echo "ready: saban match --profile cotulenh --engine-b \"$dir/node_modules/.bin/tsx $adapter --dir $dir\""
