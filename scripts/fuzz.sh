#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/) and runs each for a bounded time.
#   scripts/fuzz.sh [SECONDS] [TARGET...]   SECONDS per target (default 60); targets: record_fuzzer fen_fuzzer
# Build: build/fuzz (clang, ASan + UBSan + libFuzzer). Seed corpus: fuzz/make_corpus.sh, from samples/ and
# tests/parser/data/encoding/, into build/fuzz/corpus/<target>/ (new inputs found are kept there, so later runs
# start from them). Crashes, leaks and timeouts are written to build/fuzz/crashes/, logs to build/fuzz/logs/.
# Exits non-zero if any target crashed, leaked, timed out or ran out of memory.
#
# SABAN_FUZZ_TIMEOUT=S: seconds one input may take before it counts as a finding (default 10; a machine shared by
# many builds runs the sanitized code several times slower, so raise it there).
#
# Reproduce a finding: build/fuzz/fuzz/record_fuzzer build/fuzz/crashes/crash-<sha1>
# Skip findings already reported (so fuzzing goes past them): SABAN_FUZZ_KNOWN=name,name (names in the
# fuzzers' sources; today: tag-name-non-ascii, duplicate-tags). SABAN_FUZZ_KEEP_GOING=1 runs libFuzzer in fork
# mode, going on after a crash to find more (the exit status is still non-zero if any crash was written).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(record_fuzzer fen_fuzzer)
case "$seconds" in ''|*[!0-9]*) echo "usage: scripts/fuzz.sh [SECONDS] [record_fuzzer|fen_fuzzer ...]" >&2; exit 2 ;; esac
jobs=${SABAN_JOBS:-2}
dir=build/fuzz

bash scripts/setup.sh
CC=clang CXX=clang++ cmake -S . -B "$dir" -G Ninja -DSABAN_FUZZ=ON -DSABAN_BUILD_TESTS=OFF -DSABAN_BUILD_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$dir" -j "$jobs" --target "${targets[@]}"

mkdir -p "$dir/corpus" "$dir/crashes" "$dir/logs"
bash fuzz/make_corpus.sh "$dir/corpus/seeds"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
status=0
for t in "${targets[@]}"; do
  case "$t" in
    record_fuzzer) seeds=record dict=fuzz/record.dict ;;
    fen_fuzzer) seeds=fen dict=fuzz/fen.dict ;;
    *) echo "fuzz.sh: unknown target $t" >&2; exit 2 ;;
  esac
  corpus="$dir/corpus/$t"
  mkdir -p "$corpus"
  log="$dir/logs/$t.log"
  echo "== $t: ${seconds}s, corpus $corpus ($(ls "$corpus" | wc -l) inputs) + seeds ($(ls "$dir/corpus/seeds/$seeds" | wc -l)), log $log"
  rc=0
  extra=()
  [ "${SABAN_FUZZ_KEEP_GOING:-0}" = 1 ] && extra=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  before=$(ls "$dir/crashes" | grep -c "^$t-" || true)
  "$dir/fuzz/$t" "$corpus" "$dir/corpus/seeds/$seeds" -dict="$dict" -max_total_time="$seconds" -max_len=65536 \
    -timeout="${SABAN_FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 -artifact_prefix="$dir/crashes/$t-" -print_final_stats=1 "${extra[@]}" \
    >"$log" 2>&1 || rc=$?
  after=$(ls "$dir/crashes" | grep -c "^$t-" || true)
  [ "$rc" -ne 0 ] || [ "$after" -eq "$before" ] || rc=1  # fork mode: crashes written, yet exit 0
  grep -E '^#[0-9]+ +(INITED|DONE)|^stat::|Done [0-9]+ runs' "$log" || true
  grep -E '^#[0-9]+: cov:' "$log" | tail -n 1 || true  # fork mode
  echo "   corpus now $(ls "$corpus" | wc -l) inputs"
  if [ "$rc" -ne 0 ]; then
    status=1
    echo "!! $t FAILED (exit $rc): see $log" >&2
    grep -E -A3 '^==== |ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|SUMMARY:' "$log" | head -40 >&2 || true
    grep -E 'Test unit written to|artifact_prefix' "$log" >&2 || true
  fi
done
exit "$status"
