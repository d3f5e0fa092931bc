#!/usr/bin/env bash
# Seed corpora for the fuzzers: make_corpus.sh OUT_DIR
#   OUT_DIR/record  every file under samples/ (recursively, samples/broken/ included), the encoding test files
#                   (tests/parser/data/encoding/), and the same files four at a time (several games in one input)
#   OUT_DIR/fen     every FEN met in samples/, tests/ and docs/ (FEN tags and quoted FEN strings), one a file
# Files are named by their SHA-1, so rerunning adds only what is new. Inputs over 64 KB are cut at a line
# end (the fuzzers skip longer inputs).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: make_corpus.sh OUT_DIR}
max=65536
mkdir -p "$out/record" "$out/fen"

add() {  # add DIR FILE: copy FILE (cut to $max bytes at a line end) into DIR under its hash
  local dir=$1 file=$2 tmp
  tmp=$(mktemp)
  if [ "$(stat -c %s "$file")" -gt "$max" ]; then
    head -c "$max" "$file" | sed '$d' >"$tmp"   # drop the last, partial line
  else
    cat "$file" >"$tmp"
  fi
  if [ -s "$tmp" ]; then
    mv "$tmp" "$dir/$(sha1sum "$tmp" | cut -c1-40)"
  else
    rm -f "$tmp"
  fi
}

files=()
if [ -d "$root/samples" ]; then
  while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$root/samples" -type f -print0 | sort -z)
fi
for f in "$root"/tests/parser/data/encoding/*; do [ -f "$f" ] && files+=("$f"); done
for f in "${files[@]}"; do add "$out/record" "$f"; done

# Several games in one input: the files concatenated in groups of four (one big file of all of them would be
# slow to run: the round trips cost about 1 s per 30 KB under the sanitizers).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
group=() n=0
for f in "${files[@]}"; do
  case "$f" in *.py) continue ;; esac
  group+=("$f")
  if [ ${#group[@]} -eq 4 ]; then
    cat "${group[@]}" >"$tmp/group$n"; add "$out/record" "$tmp/group$n"; n=$((n + 1)); group=()
  fi
done
if [ ${#group[@]} -gt 1 ]; then cat "${group[@]}" >"$tmp/group$n"; add "$out/record" "$tmp/group$n"; fi

# FENs: FEN tags of records, and quoted strings shaped like a FEN in the sources, tests and docs.
{
  [ -d "$root/samples" ] && grep -rhaoE '\[FEN "[^"]*"\]' "$root/samples" | sed -E 's/^\[FEN "(.*)"\]$/\1/'
  grep -rhoE '"[^"]*/[^"]*/[^"]*/[^"]* [rb] [^"]*"' "$root/rules" "$root/tests" "$root/docs" "$root/parser" \
    2>/dev/null | sed -E 's/^"(.*)"$/\1/'
  echo "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"
} 2>/dev/null | sort -u | while IFS= read -r fen; do
  [ -n "$fen" ] || continue
  printf '%s' "$fen" >"$tmp/fen"
  add "$out/fen" "$tmp/fen"
done

echo "corpus: $(ls "$out/record" | wc -l) record inputs, $(ls "$out/fen" | wc -l) FEN inputs in $out" >&2
