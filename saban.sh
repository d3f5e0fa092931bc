#!/usr/bin/env bash
# Saban's entry point for newcomers and CI.
#   ./saban.sh demo   installs what is missing, builds, and runs the main job on the bundled samples
#   ./saban.sh test   installs what is missing, builds, and runs the whole test suite
#                     (a normal build, then the same suite under AddressSanitizer + UBSan)
#   ./saban.sh build [--plain]  installs what is missing and builds build/release optimised with the profile of a
#                     training run (scripts/pgo-build.sh, as the packages are: the engine some 10 % faster, the
#                     build twice as long); --plain: one plain Release build (what demo and gui build)
#   ./saban.sh fuzz [S]  builds the libFuzzer targets (clang) and runs each for S seconds (default 60)
#   ./saban.sh gui    builds saban-gui and opens it on the demo database (samples/ imported when it is empty)
set -euo pipefail
cd "$(dirname "$0")"
jobs=${SABAN_JOBS:-2}

build() {  # build DIR [cmake options...]
  local dir=$1; shift
  cmake -S . -B "$dir" -G Ninja "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
}

cmd=${1:-demo}
case "$cmd" in
  build)
    bash scripts/setup.sh
    case "${2:-}" in
      "") bash scripts/pgo-build.sh build/release ;;
      --plain) build build/release -DCMAKE_BUILD_TYPE=Release -DSABAN_PGO= ;;
      *) echo "usage: ./saban.sh build [--plain]" >&2; exit 2 ;;
    esac
    ;;
  demo)
    bash scripts/setup.sh
    build build/release -DCMAKE_BUILD_TYPE=Release -DSABAN_BUILD_TESTS=OFF
    saban=build/release/cli/saban
    echo "== Importing samples/ into the database (Saban's private PostgreSQL cluster, started as needed)"
    "$saban" import samples
    "$saban" db status | head -n 3
    echo "== Statistics"
    "$saban" stats
    echo "== The opening tree of the start position (cotulenh games)"
    "$saban" tree --profile cotulenh
    echo "== Cờ Đông Sơn: the self-play games of samples/dong-son, imported beside them; their tree and endings"
    "$saban" tree --game dongson
    "$saban" stats --game dongson | sed -n '1,/^By rule options/p' | head -n -1
    echo "== The same game in five encodings, found by a player's name typed without accents"
    "$saban" search --player "nguyen van anh"
    echo "== The start position (official profile)"
    "$saban" show
    echo "== Legal first moves, cotulenh profile"
    "$saban" moves --profile cotulenh | tail -n 1
    echo "== perft 3 from the start, cotulenh profile, one piece per deploy (peer figure: 1578799)"
    "$saban" perft --profile cotulenh --deploy single --depth 3
    echo "== perft 3 from the start, official profile, full deploy turns"
    "$saban" perft --depth 3
    echo "== The engine judges the rulebook's worked example (Red's 4th move allowed the mate)"
    "$saban" analyze samples/rulebook/mot-nuoc-co-hay.ctr --depth 4 | grep -- '--\|Saban analysis'
    echo "== The same game analysed through the database's job queue by a worker"
    "$saban" analyze --db --event "Một nước cờ hay" --depth 3
    "$saban" worker --once
    "$saban" jobs
    echo "== bench (a fixed list of positions searched)"
    "$saban" bench
    ;;
  test)
    bash scripts/setup.sh
    # A real PostgreSQL server for the database tests, stopped again at the end.
    eval "$(bash scripts/test-db.sh start build/test-db)"
    trap 'bash scripts/test-db.sh stop build/test-db' EXIT
    bash scripts/check-translations.sh
    bash scripts/check-format.sh
    # -g1: line tables and function names (a crash's stack trace); full debug information made every object a third
    # slower to compile.
    build build/test -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
      -DSABAN_BUILD_BENCH=OFF -DSABAN_WERROR=ON
    bash scripts/check-translations.sh build/test  # every message of the sources is in the files
    ctest --test-dir build/test --output-on-failure -j "$jobs"
    # The desktop application is tested in the normal build only (Qt's own allocations trip LeakSanitizer).
    # fontconfig's lifetime caches (used by render/ through Qt) are not Saban's leaks: scripts/lsan.supp. Exported
    # before the build too, since test discovery runs the test programs.
    export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
    # -O1: AddressSanitizer's own advice for usable speed (the search-heavy tests ran 3-5x slower at -O0, most of
    # CI's time); warnings are checked with -Werror by the normal build above, so GCC's optimiser-dependent false
    # positives under the sanitizers cannot fail this stage. -g1: line tables and function names, all a sanitizer's
    # stack trace needs (full debug information made the build a quarter slower).
    build build/sanitize -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" -DSABAN_SANITIZE=ON \
      -DSABAN_BUILD_BENCH=OFF -DSABAN_BUILD_GUI=OFF
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      ctest --test-dir build/sanitize --output-on-failure -j "$jobs"
    ;;
  fuzz)
    bash scripts/fuzz.sh "${2:-60}"
    ;;
  gui)
    bash scripts/setup.sh
    build build/release -DCMAKE_BUILD_TYPE=Release -DSABAN_BUILD_TESTS=OFF -DSABAN_BUILD_BENCH=OFF
    saban=build/release/cli/saban
    # The demo database: Saban's private cluster (or $SABAN_DB), with the samples in it.
    case "$("$saban" stats 2>/dev/null | head -n 1)" in *" games: 0"*|"") "$saban" import samples ;; esac
    exec build/release/gui/saban-gui "${@:2}"
    ;;
  *)
    echo "usage: ./saban.sh [demo|test|build [--plain]|gui|fuzz [SECONDS]]" >&2
    exit 2
    ;;
esac
