#!/usr/bin/env python3
"""Writes a synthetic Strava-style bulk export FOLDER for `make bench`: COUNT one-hour
recordings (3,600 points at 1 s: one GPX and one TCX written by make_folder.py's generators, then
re-dated for each activity, two a day from 2020-01-01T10:00Z), half `.gpx.gz`, half `.tcx.gz`,
under OUT_DIR/activities/, plus OUT_DIR/activities.csv in Strava's layout (repeated column
names, quoted fields, English UTC dates, `Filename` column `activities/NNN.gpx.gz`).
It also writes OUT_DIR.zip (the export as Strava hands it out: the CSV deflated, the `.gz`
members stored), with Python's zipfile.
Usage: make_strava_export.py OUT_DIR [COUNT]"""
import csv, datetime, gzip, os, re, shutil, subprocess, sys, tempfile, zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_folder  # noqa: E402  (gpx(), tcx(): deterministic one-hour recordings)

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
os.makedirs(os.path.join(out, "activities"), exist_ok=True)
# One template per format, written at 2024-01-01T00:00Z (make_big_files.stamp's day 0), split
# at its timestamps; each activity joins the pieces with its own times.
STAMP = re.compile(r"(2024-01-01T(\d\d):(\d\d):(\d\d)\.000Z)")
templates = {}
with tempfile.TemporaryDirectory() as scratch:
    for ext, write in (("gpx", make_folder.gpx), ("tcx", make_folder.tcx)):
        path = os.path.join(scratch, "t." + ext)
        write(path, 19723 * 86400)
        parts = STAMP.split(open(path).read())
        texts = parts[0::5]
        offsets = [int(h) * 3600 + int(m) * 60 + int(s) for h, m, s in zip(parts[2::5], parts[3::5], parts[4::5])]
        templates[ext] = (texts, offsets)
rows = []
for i in range(count):
    start = 1577872800 + i * 86400 // 2  # from 2020-01-01T10:00Z, two a day, never overlapping
    ext = "gpx" if i % 2 == 0 else "tcx"
    texts, offsets = templates[ext]
    base = datetime.datetime.fromtimestamp(start, datetime.timezone.utc)
    pieces = [texts[0]]
    for offset, text in zip(offsets, texts[1:]):
        pieces.append((base + datetime.timedelta(seconds=offset)).strftime("%Y-%m-%dT%H:%M:%S.000Z"))
        pieces.append(text)
    name = "activities/%d.%s.gz" % (10_000_000 + i, ext)
    with gzip.open(os.path.join(out, name), "wb", compresslevel=6) as dst:
        dst.write("".join(pieces).encode())
    rows.append([10_000_000 + i, base.strftime("%b %-d, %Y, %-I:%M:%S %p"),
                 "Morning Run" if ext == "gpx" else "Lunch Ride, \"easy\"",
                 "Run" if ext == "gpx" else "Ride", "", 3600, "10.2" if ext == "gpx" else "27.0",
                 "", 3600, 3600, name])
with open(os.path.join(out, "activities.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["Activity ID", "Activity Date", "Activity Name", "Activity Type",
                "Activity Description", "Elapsed Time", "Distance", "Commute", "Elapsed Time",
                "Moving Time", "Filename"])
    w.writerows(rows)
target = os.path.abspath(out.rstrip("/") + ".zip")
with zipfile.ZipFile(target, "w") as archive:
    for folder, _, names in sorted(os.walk(out)):
        for name in sorted(names):
            path = os.path.join(folder, name)
            member = os.path.relpath(path, out)
            if member == "done":
                continue
            kind = zipfile.ZIP_STORED if name.endswith(".gz") else zipfile.ZIP_DEFLATED
            archive.write(path, member, compress_type=kind)
print(out, count, "activities")
