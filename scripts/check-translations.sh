#!/usr/bin/env bash
# Fails when a translation of the desktop application is unfinished: a message marked type="unfinished" (what
# lupdate writes for a new or changed string) or an empty translation, in gui/translations/*.ts.
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
[ $status -eq 0 ] && echo "check-translations: ${files[*]} complete"
exit $status
