#!/usr/bin/env bash
# Builds the libFuzzer targets (Tools/Fuzz/) with -sanitize=fuzzer,address and runs each for
# FUZZ_SECONDS (default 60) on its own corpus, seeded from the tests' fixtures and, when present,
# ../shared/corpus. Findings land in .build/fuzz/findings/TARGET/ and make the run fail.
# Usage: scripts/fuzz/run.sh [TARGET...]   (targets: gpx tcx pipeline strava garmin library archive; default all)
# Environment: FUZZ_SECONDS (per target), FUZZ_JOBS (parallel workers per target, default 1),
# FUZZ_MAX_LEN (bytes per input, default 16384).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
seconds=${FUZZ_SECONDS:-60}
jobs=${FUZZ_JOBS:-1}
max_len=${FUZZ_MAX_LEN:-16384}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(gpx tcx pipeline strava garmin library archive)
build=.build/fuzz
# SwiftPM builds the instrumented modules; swiftc links each target so that libFuzzer's own main
# is the program's (SwiftPM would point main at the executable module instead).
swift build -c release --build-path "$build" --target FuzzSupport \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
bin=$(swift build -c release --build-path "$build" --show-bin-path)
objects=()
for module in WorkoutModel WorkoutImport CTimeZoneData TimeZoneLookup Achievements TrophyReports \
  WorkoutLibrary TrophiesKit TrophiesCLI FuzzSupport; do
  for object in "$bin/$module.build"/*.o; do
    # A source file removed since an earlier build leaves its object behind: link only the
    # objects the module's current output file map names (C modules have no map).
    map="$bin/$module.build/output-file-map.json"
    if [ -f "$map" ] && ! grep -qF "\"$object\"" "$map"; then continue; fi
    objects+=("$object")
  done
done
for target in "${targets[@]}"; do
  case $target in gpx | tcx | pipeline | strava | garmin | library | archive) ;; *) echo "unknown fuzz target $target" >&2; exit 2 ;; esac
  swiftc -O -parse-as-library -sanitize=fuzzer,address -DFUZZING \
    -DFUZZ_$(echo "$target" | tr a-z A-Z) -I "$bin/Modules" \
    -Xcc -fmodule-map-file=Sources/Clibxml2/module.modulemap \
    -Xcc -fmodule-map-file=Sources/Czlib/module.modulemap -Xcc -I/usr/include/libxml2 \
    -Xcc -fmodule-map-file=Sources/Carchive/module.modulemap \
    -Xcc -fmodule-map-file=Sources/Cxxhash/module.modulemap \
    -Xcc -fmodule-map-file=Sources/Csqlite3/module.modulemap \
    -Xcc -fmodule-map-file="$bin/CTimeZoneData.build/module.modulemap" \
    Tools/Fuzz/FuzzEntry/FuzzEntry.swift "${objects[@]}" \
    -lxml2 -lz -larchive -lxxhash -lsqlite3 -o "$bin/trophies-fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
done
status=0
for target in "${targets[@]}"; do
  corpus=$build/corpus/$target
  findings=$build/findings/$target
  mkdir -p "$corpus" "$findings"
  scripts/fuzz/seed.sh "$target" "$corpus"
  echo "fuzz $target: ${seconds}s, corpus $(ls "$corpus" | wc -l) inputs" >&2
  log=$build/$target.log
  rm -f "$build"/fuzz-*.log
  # Run inside the build folder: with -jobs, libFuzzer writes fuzz-N.log into the working folder.
  if ! (cd "$build" && "$bin/trophies-fuzz-$target" "$root/$corpus" \
    -dict="$root/scripts/fuzz/xml.dict" -max_total_time="$seconds" -max_len="$max_len" \
    -timeout=10 -rss_limit_mb=2048 -jobs="$jobs" -workers="$jobs" \
    -artifact_prefix="$root/$findings/" -print_final_stats=1) >"$log" 2>&1; then
    status=1
  fi
  grep -hE "^stat::number_of_executed_units|^stat::peak_rss_mb|^(INFO|==).*(ERROR|SUMMARY)" "$log" \
    "$build"/fuzz-*.log 2>/dev/null | sort -u | sed "s/^/  $target: /" >&2 || true
  if ls "$findings" | grep -q .; then
    echo "fuzz $target: findings in $findings (see scripts/fuzz/README.md)" >&2
    status=1
  fi
done
exit $status
