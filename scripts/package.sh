#!/usr/bin/env bash
# Builds the Debian packages saban and saban-gui from a Release build and checks them.
#   bash scripts/package.sh [--install] [BUILD_DIR]      (BUILD_DIR defaults to build/pkg)
# Installs what is missing (scripts/setup.sh package: help2man, lintian, appstream, desktop-file-utils), builds
# BUILD_DIR (Release, hardening flags on, without tests and benchmarks, optimised with the profile of a training
# run: scripts/pgo-build.sh), runs cpack, then checks:
# lintian on both packages (fails on any error; warnings are shown), the AppStream metainfo (appstreamcli
# validate), the .desktop file (desktop-file-validate) and the MIME type XML (xmllint).
# --install (root) also installs both packages with dpkg -i, checks `saban --version`, `saban-gui --version` and
# `man saban`, and removes them again with dpkg -r.
set -euo pipefail
cd "$(dirname "$0")/.."

install=0
dir=build/pkg
for arg in "$@"; do
  case "$arg" in
    --install) install=1 ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "package.sh: unknown option $arg" >&2; exit 2 ;;
    *) dir=$arg ;;
  esac
done

bash scripts/setup.sh package
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
bash scripts/pgo-build.sh "$dir" -DSABAN_BUILD_TESTS=OFF -DSABAN_BUILD_BENCH=OFF -DSABAN_MAN_PAGES=ON \
  "${launcher[@]}"
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$dir/CMakeCache.txt")
rm -f "$dir"/saban*_"$version"_*.deb
(cd "$dir" && cpack -G DEB >/dev/null)
debs=("$dir"/saban_"$version"_*.deb "$dir"/saban-gui_"$version"_*.deb)
for deb in "${debs[@]}"; do
  echo "== $(basename "$deb")"
  dpkg-deb --field "$deb" Package Version Depends Recommends
done

echo "== lintian"
lintian --fail-on error --display-info "${debs[@]}"
echo "== appstreamcli, desktop-file-validate, xmllint"
appstreamcli validate --no-net gui/resources/*.metainfo.xml
desktop-file-validate gui/resources/saban-gui.desktop
xmllint --noout gui/resources/saban-records.xml

if [ "$install" = 1 ]; then
  echo "== dpkg -i, then dpkg -r"
  dpkg -i "${debs[@]}" >/dev/null
  trap 'dpkg -r saban-gui saban >/dev/null' EXIT
  [ "$(saban --version)" = "saban $version" ]
  [ "$(saban-gui --version)" = "saban-gui $version" ]
  man -w saban saban-gui
  MANWIDTH=80 man saban 2>/dev/null | head -n 5
fi
echo "package.sh: ${debs[*]} built and checked"
