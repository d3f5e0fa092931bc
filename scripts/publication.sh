#!/usr/bin/env bash
# Makes samples/publication/: the rulebook's worked example, two annotated games (vi, en), a Cờ Đông Sơn game
# and a 40-game tournament book (key, contents, players index) as PDF, the first three also as HTML, with PNG
# renders of every PDF page (pdftoppm) to look at, and a few single diagrams as SVG and PNG.
#   scripts/publication.sh [path/to/saban]      (default: build/cli/saban)
# The two games are played by the engine against itself (saban selfplay, fixed seeds), annotated by saban
# analyze (engine words in Vietnamese, lines in the rulebook notation) and given invented Vietnamese players so
# that the output shows the diacritics; every step is deterministic, so running it again gives the same files.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
saban="${1:-$here/build/cli/saban}"
out="$here/samples/publication"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

# Two engine games of about 60 moves, annotated
make_game() {  # seed, red, blue, round, output
  "$saban" selfplay -n 1 --seed "$1" --max-plies 120 --nodes 4000 --to vi -o "$tmp/play-$1.ctr" 2>/dev/null
  sed -e "s/^\[Red .*/[Red \"$2\"]/" -e "s/^\[Blue .*/[Blue \"$3\"]/" -e "s/^\[Round .*/[Round \"$4\"]/" \
      -e "s/^\[Event .*/[Event \"Ván mẫu của Saban: máy tự đánh, tên kỳ thủ đặt ra\"]/" \
      -e "s/^\[Site .*/[Site \"Hà Nội\"]/" "$tmp/play-$1.ctr" > "$tmp/named-$1.ctr"
  "$saban" analyze --depth 5 -o "$5" "$tmp/named-$1.ctr" 2>/dev/null
}
make_game 11 "Nguyễn Thị Ngọc Ánh" "Trần Quốc Việt" 1 "$out/game-1.ctr"
make_game 23 "Phạm Đức Thắng" "Lê Hoàng Yến" 2 "$out/game-2.ctr"

pdf() {  # name, pdf options..., input files
  local name="$1"; shift
  "$saban" export --format pdf -o "$out/$name.pdf" "$@"
  rm -f "$out/$name"-page-*.png
  pdftoppm -r 70 -png "$out/$name.pdf" "$out/$name-page"
}
# The Vietnamese books read the Vietnamese copies of the English records (the same moves and marks, the
# annotator's comments and headers translated): the exporter never rewrites an annotator's words
pdf mot-nuoc-co-hay --lang vi "$out/mot-nuoc-co-hay-annotated-vi.ctr"
pdf game-1 --lang vi --diagrams judged "$out/game-1.ctr"
pdf game-2-en-a5 --lang en --paper a5 --diagrams every:15 "$out/game-2.ctr"
pdf collection-2col --lang vi --columns 2 --diagrams swings:3 --title "Tuyển tập ván mẫu" \
    "$out/mot-nuoc-co-hay-annotated-vi.ctr" "$out/game-1.ctr" "$out/game-2.ctr"

# A Cờ Đông Sơn game as a book of its own (its key page names Thủy and Sơn), from the Vietnamese copy of
# samples/dong-son/selfplay-depth3-annotated.pgn (-vi.pgn: its event and players' names translated)
pdf dongson-game --lang vi --key --diagrams swings:2 "$here/samples/dong-son/selfplay-depth3-annotated-vi.pgn"

# A 40-game tournament book: eight invented players, ten rounds of four boards (a round robin by the circle
# method, rounds 8-10 repeating 1-3 with the colours reversed), engine games annotated at depth 3, with the key,
# the contents and the players index
"$saban" selfplay -n 40 --seed 2026 --max-plies 160 --nodes 1500 --decisive --to vi -o "$tmp/tour.ctr" 2>/dev/null
awk -v names="Nguyễn Thị Ngọc Ánh|Trần Quốc Việt|Phạm Đức Thắng|Lê Hoàng Yến|Đặng Minh Khôi|Võ Thị Thu Hà|Huỳnh Tấn Phát|Đỗ Gia Bảo" '
  BEGIN { split(names, p, "|") }
  /^\[Event / { g++; r = int((g - 1) / 4); b = (g - 1) % 4; k = r % 7
                 if (b == 0) { x = 7; y = k } else { x = (k + b) % 7; y = (k - b + 7) % 7 }
                 if ((b + r) % 2 == 1) { t = x; x = y; y = t }
                 if (r >= 7) { t = x; x = y; y = t }
                 print "[Event \"Giải mẫu Saban 2026 (máy tự đánh, tên kỳ thủ đặt ra)\"]"; next }
  /^\[Site / { print "[Site \"Đà Nẵng\"]"; next }
  /^\[Date / { printf "[Date \"2026.03.%02d\"]\n", 10 + r; next }
  /^\[Round / { printf "[Round \"%d.%d\"]\n", r + 1, b + 1; next }
  /^\[Red / { print "[Red \"" p[x + 1] "\"]"; next }
  /^\[Blue / { print "[Blue \"" p[y + 1] "\"]"; next }
  { print }' "$tmp/tour.ctr" > "$tmp/tour-named.ctr"
"$saban" analyze --depth 3 -o "$out/tournament-40.ctr" "$tmp/tour-named.ctr" 2>/dev/null
pdf tournament-40 --lang vi --key --title "Giải mẫu Saban 2026" --author "Saban" --diagrams swings:2 \
    "$out/tournament-40.ctr"

"$saban" export --format html -o "$out/mot-nuoc-co-hay.html" "$out/mot-nuoc-co-hay-annotated-vi.ctr"
"$saban" export --format html --diagrams swings:4 -o "$out/game-1.html" "$out/game-1.ctr"
"$saban" export --format html --lang en --diagrams every:15 -o "$out/game-2.html" "$out/game-2.ctr"

# Single diagrams: the start position in both styles, and the worked example's final position with its marks
start="6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"
"$saban" export --format svg --fen "$start" -o "$out/start-colour.svg"
"$saban" export --format png --fen "$start" --size 600 -o "$out/start-colour.png"
"$saban" export --format png --fen "$start" --style print --size 600 --air-defence blue -o "$out/start-print-air-defence.png"
"$saban" export --format png --coordinates rulebook --size 600 -o "$out/mot-nuoc-co-hay-final.png" \
    "$out/mot-nuoc-co-hay-annotated.ctr"
# A Cờ Đông Sơn game's position after 30 plies, in both styles
"$saban" export --format png --ply 30 --size 600 -o "$out/dongson-ply30-colour.png" \
    "$here/samples/dong-son/selfplay-depth3-annotated.pgn"
"$saban" export --format svg --ply 30 --style print -o "$out/dongson-ply30-print.svg" \
    "$here/samples/dong-son/selfplay-depth3-annotated.pgn"
echo "publication: wrote $(ls "$out" | wc -l) files to $out" >&2
