#!/usr/bin/env bash
# Issue 19: libxml2's pull SAX against its push parser (256 KiB chunks, as the reader fed it
# before issue 19; XMLSAXParser.swift now pulls), with the same SAX handlers (pull_vs_push.c,
# sax_floor.c's), next to `xmllint --stream` and the release `trophies inspect`, all run in the same session.
# Two figures per row, because the machine is shared: instructions counted by callgrind on
# BENCH_CG_MB (default 10) MB files (user space only; exact and repeatable), and the best-of-N
# (BENCH_RUNS, default 3) wall time on the bench's BENCH_SIZE_MB (default 100) MB files.
# TROPHIES (default .build/release/trophies) may name another build to compare.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${BENCH_RUNS:-3}
size=${BENCH_SIZE_MB:-100}
small=${BENCH_CG_MB:-10}
work=${BENCH_DIR:-/tmp/trophies-bench}
trophies=${TROPHIES:-.build/release/trophies}
mkdir -p "$work/cg-$small"
command -v valgrind >/dev/null || { echo "install valgrind for the instruction counts" >&2; exit 1; }
gcc -O2 -o "$work/pull_vs_push" scripts/bench/pull_vs_push.c $(pkg-config --cflags --libs libxml-2.0)
[ -f "$work/bench.gpx" ] && [ -f "$work/bench.tcx" ] || python3 scripts/bench/make_big_files.py "$work" "$size"
[ -f "$work/cg-$small/bench.gpx" ] || python3 scripts/bench/make_big_files.py "$work/cg-$small" "$small" >/dev/null
# valgrind cannot read the static release binary's DWARF: count a copy without it.
strip --strip-debug -o "$work/trophies-nodebug" "$trophies"

instructions() { # instruction count of "$@" under callgrind
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
best() { # best wall time in seconds of "$@" over $runs runs
  python3 - "$runs" "$@" <<'PY'
import subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
best = None
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    best = elapsed if best is None or elapsed < best else best
print(f"{best:.3f}")
PY
}
printf '%-5s %-28s %16s %10s %14s\n' file reader "Ir ($small MB)" 'Ir/push' "wall s ($size MB)"
for kind in gpx tcx; do
  push_ir=""
  for reader in push pull-io pull-file xmllint trophies; do
    case $reader in
      xmllint) cmd=(xmllint --stream --noout); label="xmllint --stream" ;;
      trophies) cmd=("$work/trophies-nodebug" inspect --json --home-timezone UTC); label="trophies inspect --json" ;;
      *) cmd=("$work/pull_vs_push" "$reader"); label="C SAX, $reader" ;;
    esac
    ir=$(instructions "${cmd[@]}" "$work/cg-$small/bench.$kind")
    [ -z "$push_ir" ] && push_ir=$ir
    wall=$(best "${cmd[@]}" "$work/bench.$kind")
    printf '%-5s %-28s %16s %10s %14s\n' "$kind" "$label" "$ir" \
      "$(python3 -c "print(f'{$ir / $push_ir:.3f}')")" "$wall"
  done
done
