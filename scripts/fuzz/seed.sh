#!/usr/bin/env bash
# Copies seed inputs for fuzz target $1 (gpx, tcx, pipeline) into folder $2: the tests' fixtures
# and ../shared/corpus when present, each under 1 MiB (libFuzzer truncates to -max_len).
set -euo pipefail
target=$1
corpus=$2
case $target in
  library)
    # Stored workout blobs and rows (Tests/WorkoutLibraryTests/Fixtures/codec: seeds and findings).
    for file in Tests/WorkoutLibraryTests/Fixtures/codec/*; do
      [ -f "$file" ] && cp -n "$file" "$corpus/seed-$(sha1sum <"$file" | cut -c1-16)"
    done
    exit 0
    ;;
  gpx) pattern='*.gpx' ;;
  tcx) pattern='*.tcx' ;;
  strava) pattern='*.csv' ;;
  garmin) pattern='*.json' ;;
  archive) pattern='*.[zt][ia][pr]*' ;;
  *) pattern='*.[gt][pc]x' ;;
esac
for root in Tests ../shared/corpus; do
  [ -d "$root" ] || continue
  find "$root" -type f -name "$pattern" -size -1024k -print0 |
    while IFS= read -r -d '' file; do
      cp -n "$file" "$corpus/seed-$(sha1sum <"$file" | cut -c1-16)" 2>/dev/null || true
    done
done
