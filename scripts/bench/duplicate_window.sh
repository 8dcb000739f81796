#!/usr/bin/env bash
# The duplicate rule's cost per file stored (issue 17 review: every anchor of the library was
# looked at for each file, O(library) per file): CPU seconds (user + sys) of importing a folder
# of N small GPX runs (make_many_workouts.py: 121 points each) into a library already holding
# M workouts (make_many_exports.py strava: M manual Strava rows), for each M of BENCH_M.
# Usage: scripts/bench/duplicate_window.sh [BIN] (default .build/release/trophies)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/release/trophies}
work=${BENCH_DIR:-/tmp/trophies-bench}/duplicate-window
files=${BENCH_N:-2000}
mkdir -p "$work"
runs="$work/runs-$files"
[ -f "$runs/done" ] || { python3 scripts/bench/make_many_workouts.py "$runs" "$files" && touch "$runs/done"; }
for m in ${BENCH_M:-0 20000 100000}; do
  held="$work/strava-$m"
  [ -f "$held/done" ] || { python3 scripts/bench/make_many_exports.py strava "$held" "$m" && touch "$held/done"; }
  lib="$work/library-$m.sqlite"
  rm -f "$lib" "$lib-wal" "$lib-shm"
  [ "$m" = 0 ] || "$bin" import "$held" --library "$lib" --quiet >/dev/null 2>&1 || true
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$bin" import "$runs" --library "$lib" --quiet \
    >/dev/null 2>&1 || true
  awk -v m="$m" -v n="$files" '{printf "M=%s N=%s: %.2f s CPU, %s s wall, %d MB peak\n", m, n, $2 + $3, $1, $4 / 1024}' "$work/time"
done
