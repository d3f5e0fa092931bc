#!/usr/bin/env bash
# Makes samples/publication/: the rulebook's worked example and two annotated games as PDF and HTML, with PNG
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
pdf mot-nuoc-co-hay --lang vi "$out/mot-nuoc-co-hay-annotated.ctr"
pdf game-1 --lang vi --diagrams judged "$out/game-1.ctr"
pdf game-2-en-a5 --lang en --paper a5 --diagrams every:15 "$out/game-2.ctr"
pdf collection-2col --lang vi --columns 2 --diagrams swings:3 --title "Tuyển tập ván mẫu" \
    "$out/mot-nuoc-co-hay-annotated.ctr" "$out/game-1.ctr" "$out/game-2.ctr"

"$saban" export --format html -o "$out/mot-nuoc-co-hay.html" "$out/mot-nuoc-co-hay-annotated.ctr"
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
