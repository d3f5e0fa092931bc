#!/usr/bin/env bash
# A Release build optimised with a profile of Saban's own work (GCC's profile-guided optimisation):
#   bash scripts/pgo-build.sh [BUILD_DIR] [cmake options...]      (BUILD_DIR defaults to build/release)
# 1. builds `saban` instrumented (-DSABAN_PGO=generate, cmake/Pgo.cmake);
# 2. runs it on the training set below: the engine's bench and perft of both games, and records of samples/
#    read, replayed and written in every notation;
# 3. builds everything in BUILD_DIR again with that profile (-DSABAN_PGO=use).
# With the profile, the engine's libraries (rules/, analysis/) are also optimised at link time (-flto; the root
# CMakeLists.txt). The search runs some 10 % faster than in the plain Release build (docs/performance.md,
# "Profile-guided builds"); the build takes about twice as long.
# `./saban.sh build` and scripts/package.sh build this way. Needs GCC.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=build/release
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
  dir=$1
  shift
fi
jobs=${SABAN_JOBS:-2}

echo "== pgo-build: instrumented saban in $dir"
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" -DSABAN_PGO=generate >/dev/null
profile=$(sed -n 's/^SABAN_PGO_DIR:PATH=//p' "$dir/CMakeCache.txt")
rm -rf "$profile"
cmake --build "$dir" -j "$jobs" --target saban

echo "== pgo-build: training run"
saban=$dir/cli/saban
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$saban" bench --depth 5 | head -n 1
"$saban" perft --depth 3 >/dev/null
"$saban" perft --profile cotulenh --depth 3 >/dev/null
"$saban" perft --game dongson --depth 4 >/dev/null
# Records: the rulebook notation read and replayed, written as SAN, read back and written in both letter sets.
"$saban" convert --to san -o "$work/games.pgn" samples/engine/selfplay-500.ctr samples/rulebook samples/san 2>/dev/null
"$saban" convert --to vi -o "$work/games-vi.ctr" "$work/games.pgn" 2>/dev/null
"$saban" convert --to en -o /dev/null "$work/games-vi.ctr" samples/engine/annotate-100.ctr 2>/dev/null
"$saban" convert --to san -o /dev/null samples/dong-son 2>/dev/null
"$saban" analyze samples/rulebook/mot-nuoc-co-hay.ctr --depth 4 >/dev/null
[ -n "$(find "$profile" -name '*.gcda' -print -quit)" ] || { echo "pgo-build: no profile written in $profile" >&2; exit 1; }

echo "== pgo-build: optimised build with the profile"
cmake -S . -B "$dir" -DSABAN_PGO=use >/dev/null
cmake --build "$dir" -j "$jobs"
echo "pgo-build: $dir built with the profile of $profile"
