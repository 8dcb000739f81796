#!/usr/bin/env python3
"""Writes a synthetic Strava-style bulk export FOLDER for `make bench`: COUNT one-hour
recordings (3,600 points at 1 s, the generators of make_folder.py), half `.gpx.gz`, half
`.tcx.gz`, under OUT_DIR/activities/, plus OUT_DIR/activities.csv in Strava's layout (repeated
column names, quoted fields, English UTC dates, `Filename` column `activities/NNN.gpx.gz`).
With `zip` on PATH it also writes OUT_DIR.zip (the export as Strava hands it out).
Usage: make_strava_export.py OUT_DIR [COUNT]"""
import csv, datetime, gzip, os, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_folder  # noqa: E402  (gpx(), tcx(): deterministic one-hour recordings)

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
os.makedirs(os.path.join(out, "activities"), exist_ok=True)
rows = []
with tempfile.TemporaryDirectory() as scratch:
    for i in range(count):
        start = 1577872800 + i * 86400 // 2  # from 2020-01-01T10:00Z, two a day, never overlapping
        ext = "gpx" if i % 2 == 0 else "tcx"
        plain = os.path.join(scratch, "a.%s" % ext)
        (make_folder.gpx if ext == "gpx" else make_folder.tcx)(plain, start)
        name = "activities/%d.%s.gz" % (10_000_000 + i, ext)
        with open(plain, "rb") as src, gzip.open(os.path.join(out, name), "wb", compresslevel=6) as dst:
            shutil.copyfileobj(src, dst)
        when = datetime.datetime.fromtimestamp(start, datetime.timezone.utc)
        rows.append([10_000_000 + i, when.strftime("%b %-d, %Y, %-I:%M:%S %p"),
                     "Morning Run" if ext == "gpx" else "Lunch Ride, \"easy\"",
                     "Run" if ext == "gpx" else "Ride", "", 3600, "10.2" if ext == "gpx" else "27.0",
                     "", 3600, 3600, name])
with open(os.path.join(out, "activities.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["Activity ID", "Activity Date", "Activity Name", "Activity Type",
                "Activity Description", "Elapsed Time", "Distance", "Commute", "Elapsed Time",
                "Moving Time", "Filename"])
    w.writerows(rows)
if shutil.which("zip"):
    target = os.path.abspath(out.rstrip("/") + ".zip")
    if os.path.exists(target):
        os.remove(target)
    subprocess.run(["zip", "-q", "-0", "-r", target, "."], cwd=out, check=True)
print(out, count, "activities")
