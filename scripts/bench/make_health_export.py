#!/usr/bin/env python3
"""Writes a synthetic Apple Health export.xml for reading benchmarks (invented data).

Usage: make_health_export.py OUT.xml [RECORDS] [WORKOUTS]   (defaults 5,000,000 and 2,000)

Shape of a real export (shared/notes/exports.md): an internal DTD subset, then `HealthData` with
`Record`s (the bulk: heart rate, steps, energy, each ~240 bytes, one in 20 with a
`MetadataEntry` child) and `Workout`s spread evenly among them, each with HKTimeZone metadata,
`WorkoutStatistics` and, every other one, a `WorkoutRoute/FileReference`. 5 M records + 2,000
workouts make about 1.3 GB.
"""
import sys
from datetime import datetime, timedelta, timezone

out = sys.argv[1]
records = int(sys.argv[2]) if len(sys.argv) > 2 else 5_000_000
workouts = int(sys.argv[3]) if len(sys.argv) > 3 else 2_000
zone = timezone(timedelta(hours=1))
start = datetime(2019, 1, 1, 6, 0, 0, tzinfo=zone)
types = [("HKQuantityTypeIdentifierHeartRate", "count/min", "72"),
         ("HKQuantityTypeIdentifierStepCount", "count", "143"),
         ("HKQuantityTypeIdentifierActiveEnergyBurned", "Cal", "0.341")]
kinds = ["Running", "Walking", "Cycling", "Swimming", "Yoga", "HighIntensityIntervalTraining"]


def stamp(moment):
    return moment.strftime("%Y-%m-%d %H:%M:%S %z")


with open(out, "w", buffering=1 << 20) as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n'
            '<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>\n'
            '<!ATTLIST HealthData\n  locale CDATA #REQUIRED\n>\n'
            '<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>\n'
            '<!ATTLIST Record\n  type CDATA #REQUIRED\n  unit CDATA #IMPLIED\n'
            '  value CDATA #IMPLIED\n  sourceName CDATA #REQUIRED\n  startDate CDATA #REQUIRED\n'
            '  endDate CDATA #REQUIRED\n>\n]>\n<HealthData locale="en_US">\n'
            ' <ExportDate value="2025-12-31 18:00:00 +0100"/>\n')
    every = max(1, records // max(1, workouts))
    done = 0
    for i in range(records):
        moment = start + timedelta(seconds=30 * i)
        kind, unit, value = types[i % 3]
        s = stamp(moment)
        tail = "/>\n" if i % 20 else (
            '>\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n'
            ' </Record>\n')
        f.write(f' <Record type="{kind}" sourceName="Bench Watch" sourceVersion="10.1" '
                f'unit="{unit}" creationDate="{s}" startDate="{s}" endDate="{s}" '
                f'value="{value}"{tail}')
        if i % every == every - 1 and done < workouts:
            kind = kinds[done % len(kinds)]
            end = stamp(moment + timedelta(minutes=45))
            f.write(f' <Workout workoutActivityType="HKWorkoutActivityType{kind}" '
                    f'duration="44.5" durationUnit="min" sourceName="Bench Watch" '
                    f'startDate="{s}" endDate="{end}">\n'
                    '  <MetadataEntry key="HKTimeZone" value="Europe/Paris"/>\n'
                    f'  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" '
                    f'startDate="{s}" endDate="{end}" sum="1500" unit="kJ"/>\n'
                    f'  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" '
                    f'startDate="{s}" endDate="{end}" sum="7.5" unit="km"/>\n')
            if done % 2 == 0:
                f.write(f'  <WorkoutRoute sourceName="Bench Watch">\n   <FileReference '
                        f'path="/workout-routes/route_{done}.gpx"/>\n  </WorkoutRoute>\n')
            f.write(' </Workout>\n')
            done += 1
    f.write('</HealthData>\n')
