#!/usr/bin/env bash
# Seed corpora for the fuzzers: make_corpus.sh OUT_DIR
#   OUT_DIR/record  every file under samples/ (recursively, samples/broken/ included), the encoding test files
#                   (tests/parser/data/encoding/), and the same files four at a time (several games in one input)
#   OUT_DIR/fen     every FEN met in samples/, tests/ and docs/ (FEN tags and quoted FEN strings), one a file
# Files are named by their SHA-1, so rerunning adds only what is new. A sample is cut at a line end after 8 KB
# (a group's files after 2 KB each), the hostile inputs made here after 64 KB (the fuzzers skip longer inputs):
# the round trips cost about 1 s per 30 KB under the sanitizers, and libFuzzer runs every seed before it
# mutates one, so 92 samples of 64 KB took the whole minute CI gives the fuzzer (stop 31).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: make_corpus.sh OUT_DIR}
max=65536
mkdir -p "$out/record" "$out/fen"

sample_max=8192
member_max=2048

cut_to() {  # cut_to MAX FILE: FILE's first MAX bytes at most, cut at a line end, on stdout
  if [ "$(stat -c %s "$2")" -gt "$1" ]; then
    head -c "$1" "$2" | sed '$d'   # drop the last, partial line
  else
    cat "$2"
  fi
}

add() {  # add DIR FILE [MAX]: copy FILE (cut to MAX bytes, default $max, at a line end) into DIR under its hash
  local dir=$1 file=$2 limit=${3:-$max} tmp
  tmp=$(mktemp)
  if [ "$(stat -c %s "$file")" -gt "$limit" ]; then
    cut_to "$limit" "$file" >"$tmp"
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
for f in "${files[@]}"; do add "$out/record" "$f" "$sample_max"; done

# Several games in one input: the files concatenated in groups of four (one big file of all of them would be
# slow to run: the round trips cost about 1 s per 30 KB under the sanitizers).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
group=() n=0
for f in "${files[@]}"; do
  case "$f" in *.py) continue ;; esac
  group+=("$f")
  if [ ${#group[@]} -eq 4 ]; then
    for g in "${group[@]}"; do cut_to "$member_max" "$g"; done >"$tmp/group$n"
    add "$out/record" "$tmp/group$n"; n=$((n + 1)); group=()
  fi
done
if [ ${#group[@]} -gt 1 ]; then
  for g in "${group[@]}"; do cut_to "$member_max" "$g"; done >"$tmp/group$n"
  add "$out/record" "$tmp/group$n"
fi

# Hostile inputs, made here (deep nesting and size: the stack overflowed at 5,000 nested variations once).
# Written as they are (at most 64 KB), and in record_fuzzer's grown form (PREFIX \0 N A \0 B \0 SUFFIX, its last
# byte with bit 2 set: '\f' or '\r'), which reads as PREFIX + A * (1 + 40 N) + B * (1 + 40 N) + SUFFIX.
rep() { awk -v s="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'; }
head_san='[Event "deep"]\n[Notation "san"]\n[Profile "official"]\n\n'
head_vi='[Event "deep"]\n[Notation "vi"]\n\n'
{ printf "$head_san"; printf '1. Ge3'; rep ' (1. Ge3' 255; rep ')' 255; printf ' *\n'; } >"$tmp/h1"
{ printf "$head_san"; printf '1. Ge3'; rep ' (1. Ge3' 257; rep ')' 257; printf ' *\n'; } >"$tmp/h2"
{ printf "$head_san"; printf '1. Ge3'; rep '\n(1. Ge3' 7000; printf ' *\n'; } >"$tmp/h3"
{ printf "$head_san"; rep '(' 60000; printf '\n'; } >"$tmp/h4"
{ printf "$head_san"; printf '1. Ge3 {'; rep 'comment ' 7000; printf '} Ad9 *\n'; } >"$tmp/h5"
{ rep '[Tag "value"]\n' 3000; printf '\n1. Ge3 *\n'; } >"$tmp/h6"
{ rep '[Notation "san"]\n\n1. Ge3 Ad9 2. Ce1 Fh8 (2... Fi8 3. Sg2) 3. Sg2 $1 {c} *\n\n' 60; } >"$tmp/h7"
{ printf "$head_san"; printf '1. '; rep '(' 3000; printf 'NF)b6 *\n'; } >"$tmp/h8"
{ printf "$head_san"; printf '1. Ge3 '; rep '; line comment\n' 3000; printf '*\n'; } >"$tmp/h9"
{ printf "$head_vi"; printf '1. P9,3_8,3'; rep ' (1. P9,3_8,3' 300; rep ')' 300; printf ' *\n'; } >"$tmp/h10"
# Grown: 241 (under the limit) and 10,201 variations deep (closed), 10,201 open, a 200 KB comment, 201 games.
{ printf "$head_san"; printf '1. Ge3\0'; printf '\006'; printf ' (1. Ge3\0)\0 *\n\f'; } >"$tmp/g1"
{ printf "$head_san"; printf '1. Ge3\0'; printf '\377'; printf ' (1. Ge3\0)\0 *\n\f'; } >"$tmp/g2"
{ printf "$head_san"; printf '1. Ge3\0'; printf '\377'; printf '\n(1. Ge3\0\0 *\n\r'; } >"$tmp/g3"
{ printf "$head_san"; printf '1. Ge3 {\0'; printf '\175'; printf 'forty bytes of a comment, over and over.\0\0} *\n\f'; } >"$tmp/g4"
{ printf '\0\005[Notation "san"]\n\n1. Ge3 Ad9 (1... Ad10) *\n\n\0\0\f'; } >"$tmp/g5"
for f in "$tmp"/h* "$tmp"/g*; do add "$out/record" "$f"; done

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
