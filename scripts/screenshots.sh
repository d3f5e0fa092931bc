#!/usr/bin/env bash
# Renders each main view of saban-gui (the database list, a game with its analysis and graph, the explorer, the
# statistics, the export dialog, the position editor, a Cờ Đông Sơn game in the game window when the database holds
# one; the game and the statistics in the dark theme too) at 1280×800 on Qt's offscreen platform, in English,
# Vietnamese and Arabic, as PNG files in OUTDIR, each with the texts it shows beside it (NAME-LANG.txt).
#   scripts/screenshots.sh OUTDIR [CONNINFO]
# Uses $SABAN_GUI when set, else build/release/gui/saban-gui, build/gui/saban-gui or build/test/gui/saban-gui.
# The database: CONNINFO, else $SABAN_DB, else Saban's private cluster (with samples/ imported by ./saban.sh demo
# or `saban import samples`).
set -euo pipefail
out=${1:?usage: scripts/screenshots.sh OUTDIR [CONNINFO]}
conninfo=${2:-${SABAN_DB:-}}
root="$(cd "$(dirname "$0")/.." && pwd)"
gui=${SABAN_GUI:-}
if [ -z "$gui" ]; then
  for candidate in build/release/gui/saban-gui build/gui/saban-gui build/test/gui/saban-gui; do
    if [ -x "$root/$candidate" ]; then gui="$root/$candidate"; break; fi
  done
fi
if [ -z "$gui" ] || [ ! -x "$gui" ]; then
  echo "screenshots: no saban-gui binary (build it, or set SABAN_GUI)" >&2
  exit 1
fi
mkdir -p "$out"
args=(--screenshots "$out")
[ -n "$conninfo" ] && args+=(--db "$conninfo")
# A settings file of its own, so that the user's choices (theme, notation) do not change the pictures.
export XDG_CONFIG_HOME
XDG_CONFIG_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
QT_QPA_PLATFORM=offscreen QT_ENABLE_HIGHDPI_SCALING=0 timeout 400 "$gui" "${args[@]}" 2> >(grep -v propagateSizeHints >&2)
ls "$out"/*.png
