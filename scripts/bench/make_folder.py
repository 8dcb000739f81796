#!/usr/bin/env python3
"""Writes the benchmark's folder input: COUNT one-hour recordings (3,600 points at 1 s), half
Garmin-Connect-style GPX with full-precision semicircle coordinates (30 digits, as Garmin
writes them), half Garmin TCX, deterministic (fixed seed), into OUT_DIR.
Usage: make_folder.py OUT_DIR [COUNT]"""
import math, os, random, struct, sys
from decimal import Decimal

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_big_files import stamp  # noqa: E402  (the same timestamps as the big files)

rng = random.Random(7)


def degrees(semicircles):
    """The exact decimal value of semicircles × 180 / 2^31, as Garmin Connect writes it."""
    return format(Decimal(semicircles * 45) / Decimal(2**29), "f")


def float32(value):
    """The exact decimal value of the float32 nearest to value, as Garmin writes elevations."""
    return format(Decimal(struct.unpack("f", struct.pack("f", round(value, 1)))[0]), "f")


def gpx(path, start):
    lat, lon = int(52.5 / 180 * 2**31), int(13.4 / 180 * 2**31)
    with open(path, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<gpx creator="Garmin Connect" version="1.1" '
                'xmlns="http://www.topografix.com/GPX/1/1" '
                'xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n'
                ' <trk>\n  <name>Hour Run</name>\n  <type>running</type>\n  <trkseg>\n')
        for n in range(3600):
            lat += rng.randint(-600, 600); lon += rng.randint(-600, 600)
            f.write('   <trkpt lat="%s" lon="%s">\n    <ele>%s</ele>\n    <time>%s</time>\n'
                    '    <extensions>\n     <ns3:TrackPointExtension>\n      <ns3:hr>%d</ns3:hr>\n'
                    '      <ns3:cad>%d</ns3:cad>\n     </ns3:TrackPointExtension>\n    </extensions>\n   </trkpt>\n'
                    % (degrees(lat), degrees(lon), float32(40 + 10 * math.sin(n / 500)),
                       stamp(start + n), 120 + n % 50, 80 + n % 10))
        f.write('  </trkseg>\n </trk>\n</gpx>\n')


def tcx(path, start):
    lat, lon, dist = 52.5, 13.4, 0.0
    with open(path, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<TrainingCenterDatabase '
                'xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" '
                'xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">\n'
                ' <Activities>\n  <Activity Sport="Biking">\n   <Id>%s</Id>\n'
                '   <Lap StartTime="%s">\n    <TotalTimeSeconds>3600</TotalTimeSeconds>\n'
                '    <DistanceMeters>27000</DistanceMeters>\n    <Calories>700</Calories>\n    <Track>\n'
                % (stamp(start), stamp(start)))
        for n in range(3600):
            lat += rng.uniform(-1e-4, 1e-4); lon += rng.uniform(-1e-4, 1e-4); dist += 7.5
            f.write('     <Trackpoint>\n      <Time>%s</Time>\n      <Position>\n'
                    '       <LatitudeDegrees>%.7f</LatitudeDegrees>\n       <LongitudeDegrees>%.7f</LongitudeDegrees>\n'
                    '      </Position>\n      <AltitudeMeters>%.1f</AltitudeMeters>\n      <DistanceMeters>%.1f</DistanceMeters>\n'
                    '      <HeartRateBpm>\n       <Value>%d</Value>\n      </HeartRateBpm>\n      <Cadence>%d</Cadence>\n'
                    '      <Extensions>\n       <ns3:TPX>\n        <ns3:Speed>7.5</ns3:Speed>\n        <ns3:Watts>%d</ns3:Watts>\n'
                    '       </ns3:TPX>\n      </Extensions>\n     </Trackpoint>\n'
                    % (stamp(start + n), lat, lon, 40 + 10 * math.sin(n / 500), dist, 120 + n % 50, 85 + n % 10, 180 + n % 60))
        f.write('    </Track>\n   </Lap>\n  </Activity>\n </Activities>\n</TrainingCenterDatabase>\n')


if __name__ == "__main__":  # make_strava_export.py imports gpx() and tcx()
    out, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    os.makedirs(out, exist_ok=True)
    for i in range(count):
        start = 1704096000 + i * 86400 // 2  # two workouts a day, never overlapping
        if i % 2 == 0:
            gpx(os.path.join(out, "hour-%04d.gpx" % i), start)
        else:
            tcx(os.path.join(out, "hour-%04d.tcx" % i), start)
    print(out, count, "files")
