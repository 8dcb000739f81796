#!/usr/bin/env python3
"""Writes the benchmark's large inputs: a Garmin-Connect-style GPX and a Garmin TCX of about
SIZE_MB each (default 100), deterministic (fixed seed), into OUT_DIR. Usage: make_big_files.py OUT_DIR [SIZE_MB]"""
import math, os, random, sys

def stamp(t):
    d, s = divmod(t, 86400)
    # 2024-01-01 is day 19723 since the epoch
    day = d - 19723
    return "2024-%02d-%02dT%02d:%02d:%02d.000Z" % (1 + day // 28 % 12, 1 + day % 28, s // 3600, s % 3600 // 60, s % 60)

def gpx(path):
    with open(path, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<gpx creator="Garmin Connect" version="1.1" '
                'xmlns="http://www.topografix.com/GPX/1/1" '
                'xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n'
                ' <trk>\n  <name>Bench Run</name>\n  <type>running</type>\n  <trkseg>\n')
        t, lat, lon, n = 1704096000, 52.5, 13.4, 0
        while f.tell() < size * 1_000_000:
            lat += rng.uniform(-1e-4, 1e-4); lon += rng.uniform(-1e-4, 1e-4)
            f.write('   <trkpt lat="%.15f" lon="%.15f">\n    <ele>%.1f</ele>\n    <time>%s</time>\n'
                    '    <extensions>\n     <ns3:TrackPointExtension>\n      <ns3:hr>%d</ns3:hr>\n'
                    '      <ns3:cad>%d</ns3:cad>\n     </ns3:TrackPointExtension>\n    </extensions>\n   </trkpt>\n'
                    % (lat, lon, 40 + 10 * math.sin(n / 500), stamp(t), 120 + n % 50, 80 + n % 10))
            t += 1; n += 1
        f.write('  </trkseg>\n </trk>\n</gpx>\n')
    return n

def tcx(path):
    with open(path, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<TrainingCenterDatabase '
                'xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" '
                'xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">\n'
                ' <Activities>\n  <Activity Sport="Biking">\n   <Id>2024-01-01T08:00:00.000Z</Id>\n'
                '   <Lap StartTime="2024-01-01T08:00:00.000Z">\n    <TotalTimeSeconds>1</TotalTimeSeconds>\n'
                '    <DistanceMeters>1</DistanceMeters>\n    <Calories>1</Calories>\n    <Track>\n')
        t, lat, lon, n, dist = 1704096000, 52.5, 13.4, 0, 0.0
        while f.tell() < size * 1_000_000:
            lat += rng.uniform(-1e-4, 1e-4); lon += rng.uniform(-1e-4, 1e-4); dist += 7.5
            f.write('     <Trackpoint>\n      <Time>%s</Time>\n      <Position>\n'
                    '       <LatitudeDegrees>%.15f</LatitudeDegrees>\n       <LongitudeDegrees>%.15f</LongitudeDegrees>\n'
                    '      </Position>\n      <AltitudeMeters>%.1f</AltitudeMeters>\n      <DistanceMeters>%.1f</DistanceMeters>\n'
                    '      <HeartRateBpm>\n       <Value>%d</Value>\n      </HeartRateBpm>\n      <Cadence>%d</Cadence>\n'
                    '      <Extensions>\n       <ns3:TPX>\n        <ns3:Speed>7.5</ns3:Speed>\n        <ns3:Watts>%d</ns3:Watts>\n'
                    '       </ns3:TPX>\n      </Extensions>\n     </Trackpoint>\n'
                    % (stamp(t), lat, lon, 40 + 10 * math.sin(n / 500), dist, 120 + n % 50, 85 + n % 10, 180 + n % 60))
            t += 1; n += 1
        f.write('    </Track>\n   </Lap>\n  </Activity>\n </Activities>\n</TrainingCenterDatabase>\n')
    return n

if __name__ == "__main__":  # make_folder.py imports stamp() only
    out = sys.argv[1]
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    os.makedirs(out, exist_ok=True)
    rng = random.Random(42)
    print("bench.gpx", gpx(os.path.join(out, "bench.gpx")), "points")
    print("bench.tcx", tcx(os.path.join(out, "bench.tcx")), "points")
