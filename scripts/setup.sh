#!/usr/bin/env bash
# Installs every Debian package Saban needs to build, test and run (compilers, CMake, Qt 6, libpq and
# the PostgreSQL server, Boost, CLI11, GoogleTest, Google Benchmark, Xvfb, the Noto fonts
# compiled into render/, the poppler tools the PDF tests read their output with, help2man for the man pages).
# Idempotent: packages that are already present are not downloaded again. Needs root (or sudo) the first time.
#   bash scripts/setup.sh package    also the tools scripts/package.sh checks the Debian packages with
set -euo pipefail

packages=(
  build-essential g++ clang clang-format cmake ninja-build pkg-config git
  libclang-rt-14-dev
  libboost-dev libcli11-dev nlohmann-json3-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libpq-dev postgresql postgresql-contrib
  qt6-base-dev libqt6sql6-psql qt6-charts-dev qt6-svg-dev
  qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools libqt6opengl6-dev qt6-translations-l10n
  fonts-noto-core poppler-utils
  xvfb xauth help2man
)
if [ "${1:-}" = package ]; then
  packages+=(lintian appstream desktop-file-utils libxml2-utils)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}" >&2
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
