#!/usr/bin/env bash
# Fuzzes the FIT reader with libFuzzer + AddressSanitizer, seeded from the shared FIT corpus.
# Usage: scripts/fuzz/fit.sh [SECONDS] [extra libFuzzer flags...]   (default 600 s)
# Findings (crash-*, timeout-*, oom-*) land in $FUZZ_DIR/findings; turn each into a test.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-600}; shift || true
work=${FUZZ_DIR:-/tmp/trophies-fuzz-fit}
mkdir -p "$work/build" "$work/corpus" "$work/findings"
# Seeds: every FIT file of the shared corpus (inflated when gzip-compressed), once.
if [ -d ../shared/corpus/fit ] && [ -z "$(ls -A "$work/corpus")" ]; then
  find ../shared/corpus/fit -name '*.fit' -size +0 -exec cp {} "$work/corpus/" \;
  for gz in ../shared/corpus/fit/*.fit.gz; do
    [ -e "$gz" ] && gzip -dc "$gz" > "$work/corpus/$(basename "$gz" .gz)"
  done
fi
san=(-sanitize=fuzzer,address -O -g)
xml_flags=$(pkg-config --cflags libxml-2.0 | sed 's/-I/-Xcc -I/g')
swiftc -module-name WorkoutModel -parse-as-library -emit-module -emit-module-path "$work/build/WorkoutModel.swiftmodule" \
  -emit-library -static -o "$work/build/libWorkoutModel.a" -sanitize=address -O -g \
  Sources/WorkoutModel/*.swift
# shellcheck disable=SC2086
swiftc -module-name FITFuzz -parse-as-library "${san[@]}" -I "$work/build" -L "$work/build" \
  -I Sources/Clibxml2 -I Sources/Czlib -I Sources/Carchive -I Sources/Cxxhash $xml_flags \
  $(find Sources/WorkoutImport -name '*.swift' | sort) \
  Tools/Fuzz/FITDecoder/FuzzEntry.swift -lWorkoutModel -lxml2 -lz -larchive -lxxhash \
  -o "$work/fit-fuzzer"
cd "$work/findings"
exec nice -n 10 "$work/fit-fuzzer" -max_total_time="$seconds" -max_len=${FUZZ_MAX_LEN:-16384} -timeout=10 \
  -rss_limit_mb=2048 "$@" "$work/corpus"
