#!/usr/bin/env bash
# `make bench`: import speed of the release `trophies` against two baselines run in the same
# session on the same files — `xmllint --stream --noout` (libxml2's own streaming parse) and
# sax_floor (a C SAX2 reader that extracts only lat/lon/time/ele/hr; DESIGN.md's floor) —
# plus the time-zone lookup speed. Figures are best-of-N wall-clock seconds and ratios. Rows: 100 MB
# GPX and TCX, a folder of BENCH_FOLDER_FILES (1,000) one-hour recordings, the corpus; then peak
# RSS on the 100 MB files, 1 vs 2 cores on the folder, and issue 10's targets, met or not.
# FIT rows: a generated FIT file (BENCH_FIT_MB, default 60 MB) and the corpus's FIT files, read
# by `trophies inspect --json` against `gpsbabel -i garmin_fit` (Debian) and fitdecode (PyPI, in
# the bench's own virtualenv), plus trophies' in-process FIT decoding speed (trophies-bench fit).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${BENCH_RUNS:-3}
size=${BENCH_SIZE_MB:-100}
work=${BENCH_DIR:-/tmp/trophies-bench}
mkdir -p "$work"
if ! command -v xmllint >/dev/null; then
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null
  else echo "install libxml2-utils for xmllint" >&2; exit 1; fi
fi
if ! command -v gpsbabel >/dev/null; then
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq gpsbabel >/dev/null
  else echo "install gpsbabel for the FIT rows" >&2; exit 1; fi
fi
if [ ! -x "$work/venv/bin/python" ]; then
  python3 -m venv "$work/venv" && "$work/venv/bin/pip" install -q fitdecode==0.11.0
fi
gcc -O2 -o "$work/sax_floor" scripts/bench/sax_floor.c $(pkg-config --cflags --libs libxml-2.0)
[ -f "$work/bench.gpx" ] && [ -f "$work/bench.tcx" ] || python3 scripts/bench/make_big_files.py "$work" "$size"
[ -f "$work/bench.fit" ] || python3 scripts/bench/make_big_fit.py "$work" "${BENCH_FIT_MB:-60}"
files=${BENCH_FOLDER_FILES:-1000}
folder="$work/folder-$files"
[ -f "$folder/done" ] || { python3 scripts/bench/make_folder.py "$folder" "$files" && touch "$folder/done"; }
# The release flags of the Makefile (static Swift runtime on Linux), when run without make too.
flags=${RELEASE_FLAGS:--c release $([ "$(uname -s)" = Linux ] && echo --static-swift-stdlib)}
swift build $flags --product trophies >/dev/null
swift build $flags --product trophies-bench >/dev/null
bin=.build/release

best() { # best wall time in seconds of "$@" over $runs runs
  local best=""
  for _ in $(seq "$runs"); do
    local s e
    s=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s.%N)
    best=$(python3 -c "import sys; a=float(sys.argv[1]); b=sys.argv[2]; print(a if b=='' or a<float(b) else b)" "$(echo "$e - $s" | bc)" "$best")
  done
  echo "$best"
}

printf '%-34s %10s %10s %10s %12s %12s\n' file MB xmllint_s floor_s trophies_s 'trophies/xmllint'
ratios="$work/ratios.txt"
: >"$ratios"
report() { # label, then files; trophies reads $trophies_input when set (a folder), else the files
  local label=$1; shift
  local mb x f t
  mb=$(du -cb "$@" | tail -1 | awk '{printf "%.1f", $1/1e6}')
  x=$(best xmllint --stream --noout "$@")
  f=$(best "$work/sax_floor" "$@")
  if [ -n "${trophies_input:-}" ]; then
    t=$(best "$bin/trophies" inspect --json --home-timezone UTC "$trophies_input")
  else
    t=$(best "$bin/trophies" inspect --json --home-timezone UTC "$@")
  fi
  echo "$label|$x|$f|$t" >>"$ratios"
  python3 - "$label" "$mb" "$x" "$f" "$t" <<'PY'
import sys
label, mb, x, f, t = sys.argv[1], float(sys.argv[2]), *map(float, sys.argv[3:])
print(f"{label:<34} {mb:10.1f} {x:10.3f} {f:10.3f} {t:10.3f} {t/x:11.2f}x   floor {t/f:.2f}x  ({mb/t:.0f} MB/s trophies, {mb/f:.0f} MB/s floor)")
PY
}
report "synthetic GPX (Garmin style)" "$work/bench.gpx"
report "synthetic TCX (Garmin style)" "$work/bench.tcx"
# `inspect` skips the best-effort search and route sketches (it prints neither); the commands
# that use them pay for them: the same file through `achievements --json`, for reference.
records_s=$(best "$bin/trophies" achievements --json --home-timezone UTC "$work/bench.gpx")
python3 - "$records_s" "$(sed -n 1p "$ratios" | cut -d'|' -f2)" <<'PY'
import sys
t, x = map(float, sys.argv[1:])
print(f"{'  same GPX, achievements --json':<34} {'':>10} {'':>10} {'':>10} {t:10.3f} {t/x:11.2f}x   (best efforts searched; no target)")
PY
trophies_input="$folder" report "folder: $files one-hour GPX+TCX" "$folder"/hour-*
if [ -d ../shared/corpus/gpx ]; then
  report "largest corpus file (Strava GPX)" ../shared/corpus/gpx/strava-activity-hr-cad-atemp.gpx
  report "corpus gpx/ + tcx/ (56 files)" ../shared/corpus/gpx/*.gpx ../shared/corpus/tcx/*.tcx
fi

# FIT: one session, the same files for every tool; fitdecode once (it is slow), others best-of-N.
cat > "$work/fitdecode_all.py" <<'PY'
import sys, fitdecode
for path in sys.argv[1:]:
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED,
                             error_handling=fitdecode.ErrorHandling.IGNORE) as reader:
        for frame in reader:
            pass
PY
gpsbabel_all() { for f in "$@"; do gpsbabel -i garmin_fit -f "$f" -o unicsv -F /dev/null; done; }
echo
printf '%-34s %10s %11s %11s %11s  %s\n' file MB gpsbabel_s fitdecode_s trophies_s ratios
fit_report() {
  local label=$1; shift
  local mb g p t
  mb=$(du -cb "$@" | tail -1 | awk '{printf "%.1f", $1/1e6}')
  g=$(best gpsbabel_all "$@")
  p=$(runs=1 best "$work/venv/bin/python" "$work/fitdecode_all.py" "$@")
  t=$(best "$bin/trophies" inspect --json --home-timezone UTC "$@")
  python3 - "$label" "$mb" "$g" "$p" "$t" <<'PY'
import sys
label, mb, g, p, t = sys.argv[1], float(sys.argv[2]), *map(float, sys.argv[3:])
print(f"{label:<34} {mb:10.1f} {g:11.3f} {p:11.3f} {t:11.3f}  gpsbabel/trophies {g/t:.1f}x, fitdecode/trophies {p/t:.0f}x ({mb/t:.0f} MB/s trophies)")
PY
}
fit_report "synthetic FIT (Garmin style)" "$work/bench.fit"
if [ -d ../shared/corpus/fit ]; then
  fit_report "corpus fit/*.fit (28 files)" ../shared/corpus/fit/*.fit
fi
"$bin/trophies-bench" fit "$work/bench.fit"
echo
peak_kb() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }
rss_gpx=$(peak_kb "$bin/trophies" inspect --json --home-timezone UTC "$work/bench.gpx")
rss_tcx=$(peak_kb "$bin/trophies" inspect --json --home-timezone UTC "$work/bench.tcx")
one=$(best taskset -c 0 "$bin/trophies" inspect --json --home-timezone UTC "$folder")
two=$(best taskset -c 0,1 "$bin/trophies" inspect --json --home-timezone UTC "$folder")
python3 - "$ratios" "$rss_gpx" "$rss_tcx" "$one" "$two" <<'PY'
import sys
rows = [line.rstrip("\n").split("|") for line in open(sys.argv[1])]
rss_gpx, rss_tcx = int(sys.argv[2]) / 1000, int(sys.argv[3]) / 1000
one, two = float(sys.argv[4]), float(sys.argv[5])
print(f"peak RSS: 100 MB GPX {rss_gpx:.1f} MB, 100 MB TCX {rss_tcx:.1f} MB")
print(f"folder on 1 core {one:.3f} s, on 2 cores {two:.3f} s: speed-up {one / two:.2f}x")
print()
print("issue 10 targets")
def line(name, value, limit, ok):
    print(f"  {name:<48} {value:>8} target {limit:<8} {'met' if ok else 'NOT met'}")
for label, x, f, t in rows[:3]:
    x, f, t = float(x), float(f), float(t)
    line(f"{label}: trophies/xmllint", f"{t / x:.2f}x", "<= 0.85x", t / x <= 0.85)
    line(f"{label}: trophies/floor", f"{t / f:.2f}x", "<= 1.4x", t / f <= 1.4)
line("peak RSS, 100 MB GPX", f"{rss_gpx:.1f} MB", "<= 45 MB", rss_gpx <= 45)
line("peak RSS, 100 MB TCX", f"{rss_tcx:.1f} MB", "<= 45 MB", rss_tcx <= 45)
line("folder: 2 cores vs 1 core", f"{one / two:.2f}x", ">= 1.8x", one / two >= 1.8)
PY
echo
"$bin/trophies-bench" tz ${BENCH_GOLDEN:+--golden "$BENCH_GOLDEN"}
