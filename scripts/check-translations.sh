#!/usr/bin/env bash
# Fails when a translation of the desktop application is unfinished: a message marked type="unfinished" (what
# lupdate writes for a new or changed string) or an empty translation, in gui/translations/*.ts. Given a
# configured build directory (./saban.sh test gives build/test), also a message of the sources missing from the
# files: lupdate is run through the build (its update_translations target) on the files, which are put back after.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
shopt -s nullglob
files=(gui/translations/*.ts)
if [ ${#files[@]} -eq 0 ]; then
  echo "check-translations: no .ts file in gui/translations" >&2
  exit 1
fi
for ts in "${files[@]}"; do
  unfinished=$(grep -c 'type="unfinished"' "$ts" || true)
  empty=$(grep -c '<translation></translation>\|<translation/>' "$ts" || true)
  if [ "$unfinished" -gt 0 ] || [ "$empty" -gt 0 ]; then
    echo "check-translations: $ts has $unfinished unfinished and $empty empty translations:" >&2
    grep -B3 'type="unfinished"\|<translation></translation>\|<translation/>' "$ts" | grep '<source>' | sed 's/^ */  /' >&2
    status=1
  fi
done
if [ $status -eq 0 ] && [ $# -ge 1 ]; then
  saved=$(mktemp -d)
  cp "${files[@]}" "$saved"/
  restore() { cp "$saved"/*.ts gui/translations/ && rm -rf "$saved"; }
  trap restore EXIT
  if ! cmake --build "$1" --target update_translations >"$saved/lupdate.log" 2>&1; then
    echo "check-translations: lupdate failed:" >&2
    cat "$saved/lupdate.log" >&2
    exit 1
  fi
  for ts in "${files[@]}"; do
    if grep -q 'type="unfinished"' "$ts"; then
      echo "check-translations: messages of the sources missing from $ts (add them: cmake --build $1 --target update_translations, then translate):" >&2
      grep -A2 '<source>' "$ts" | grep -B1 'type="unfinished"' | grep '<source>' | sed 's/^ */  /' >&2
      status=1
    fi
  done
fi
[ $status -eq 0 ] && echo "check-translations: ${files[*]} complete"
exit $status
