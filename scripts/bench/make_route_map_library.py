#!/usr/bin/env python3
"""Writes COUNT GPX workouts with varied routes for measuring the cabinet's map of every route
(issue 15: the HTML must stay under 5 MB at 10,000 workouts): 80 % start within 4 km of a home
(Berlin), 12 % on holidays in the Alps (Innsbruck), 5 % on Mallorca, 3 % in one of eight cities
elsewhere; running, cycling (faster, longer), walking and hiking; from 2016 on, one about every
8.75 hours. Each is a smooth random walk of 60 to 240 points at 10 s (heading turning by up to
25 degrees a step), deterministic (seeded).
Usage: make_route_map_library.py OUT_DIR [COUNT]"""
import datetime
import math
import os
import random
import sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
rng = random.Random(15)
os.makedirs(out, exist_ok=True)
HOME = (52.52, 13.40)
ALPS = (47.27, 11.39)
MALLORCA = (39.57, 2.65)
CITIES = [(40.71, -74.0), (35.68, 139.69), (-33.87, 151.21), (48.86, 2.35), (41.39, 2.17),
          (-22.91, -43.17), (59.33, 18.07), (37.77, -122.42)]
SPORTS = [("running", 3.2, 0.5), ("cycling", 7.5, 0.3), ("walking", 1.4, 0.1), ("hiking", 1.2, 0.1)]
for i in range(count):
    roll = rng.random()
    centre = HOME if roll < 0.80 else ALPS if roll < 0.92 else MALLORCA if roll < 0.97 else rng.choice(CITIES)
    spread = 4000 if centre == HOME else 15000
    lat = centre[0] + rng.uniform(-spread, spread) / 111195
    lon = centre[1] + rng.uniform(-spread, spread) / (111195 * math.cos(math.radians(centre[0])))
    pick = rng.random()
    total = 0
    for sport, speed, share in SPORTS:
        total += share
        if pick < total:
            break
    points = rng.randint(60, 240)
    heading = rng.uniform(0, 2 * math.pi)
    start = 1451635200 + i * 31500  # 2016-01-01T08:00Z + i * 8.75 h
    rows = []
    for n in range(points):
        t = datetime.datetime.fromtimestamp(start + 10 * n, datetime.timezone.utc)
        rows.append('<trkpt lat="%.6f" lon="%.6f"><time>%s</time></trkpt>'
                    % (lat, lon, t.strftime("%Y-%m-%dT%H:%M:%SZ")))
        step = speed * 10 * rng.uniform(0.8, 1.2)
        heading += rng.uniform(-0.44, 0.44)
        lat += step * math.cos(heading) / 111195
        lon += step * math.sin(heading) / (111195 * math.cos(math.radians(lat)))
    with open(os.path.join(out, "w-%05d.gpx" % i), "w") as f:
        f.write('<gpx xmlns="http://www.topografix.com/GPX/1/1" creator="Map Bench">'
                '<trk><name>Workout %d</name><type>%s</type><trkseg>%s</trkseg></trk></gpx>\n'
                % (i, sport, "".join(rows)))
print(out, count, "files")
