#!/usr/bin/env python3
"""Writes COUNT small GPX runs for the library bench (report from a 10,000-workout library): one
a day from 1996-01-01 (27 years for 10,000), each 121 points at 10 s (20 minutes, ~4 km
going north at 3.3 m/s), deterministic.
Usage: make_many_workouts.py OUT_DIR [COUNT]"""
import datetime, os, sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
os.makedirs(out, exist_ok=True)
for i in range(count):
    start = 820483200 + i * 86400 + 6 * 3600  # 1996-01-01T06:00Z + i days
    points = []
    for n in range(121):
        t = datetime.datetime.fromtimestamp(start + 10 * n, datetime.timezone.utc)
        points.append('<trkpt lat="%.6f" lon="13.400000"><ele>40</ele><time>%s</time></trkpt>'
                      % (52.5 + n * 33.0 / 111195, t.strftime("%Y-%m-%dT%H:%M:%SZ")))
    with open(os.path.join(out, "run-%05d.gpx" % i), "w") as f:
        f.write('<gpx xmlns="http://www.topografix.com/GPX/1/1" creator="Bench Watch %d">'
                '<trk><name>Run %d</name><type>running</type><trkseg>%s</trkseg></trk></gpx>\n'
                % (i % 4, i, "".join(points)))
print(out, count, "files")
