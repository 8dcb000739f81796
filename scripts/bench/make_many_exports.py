#!/usr/bin/env python3
"""Writes large account exports for the memory and scaling checks of issue 17 (invented data;
keep the output under /tmp, never in git).

Usage:
  make_many_exports.py health OUT.xml COUNT [DUPLICATES]
      an Apple Health export.xml with COUNT `<Workout>`s and no `<Record>`s; starts 5-35 minutes
      apart from 1985-01-01 (varied durations, types, statistics); DUPLICATES (0-1, default
      0) is the share of workouts that repeat the previous one 0-2 s later with a duration
      within 30 s (so runs of copies form groups, as two apps syncing one watch do)
  make_many_exports.py strava OUT_DIR COUNT
      OUT_DIR/activities.csv with COUNT manual rows (no Filename) in Strava's layout
"""
import random, sys
from datetime import datetime, timedelta, timezone

rng = random.Random(17)
kinds = ["Running", "Walking", "Cycling", "Swimming", "Yoga", "HighIntensityIntervalTraining",
         "Hiking", "TraditionalStrengthTraining"]


def health(out, count, duplicates):
    zone = timezone(timedelta(hours=1))
    moment = datetime(1985, 1, 1, 6, 0, 0, tzinfo=zone)
    minutes = 45.0
    with open(out, "w", buffering=1 << 20) as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n'
                '<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>\n'
                '<!ATTLIST HealthData\n  locale CDATA #REQUIRED\n>\n]>\n'
                '<HealthData locale="en_US">\n <ExportDate value="2025-12-31 18:00:00 +0100"/>\n')
        for i in range(count):
            if i and rng.random() < duplicates:
                moment = moment + timedelta(seconds=rng.randint(0, 2))
                minutes = max(3.0, minutes + rng.uniform(-0.5, 0.5))
            else:
                moment = moment + timedelta(minutes=rng.randint(5, 35))
                minutes = rng.uniform(5, 240)
            kind = kinds[rng.randrange(len(kinds))]
            s = moment.strftime("%Y-%m-%d %H:%M:%S %z")
            end = (moment + timedelta(minutes=minutes)).strftime("%Y-%m-%d %H:%M:%S %z")
            f.write(f' <Workout workoutActivityType="HKWorkoutActivityType{kind}" '
                    f'duration="{minutes * 0.95:.3f}" durationUnit="min" sourceName="Bench Watch" '
                    f'sourceVersion="10.1" creationDate="{end}" startDate="{s}" endDate="{end}">\n'
                    '  <MetadataEntry key="HKTimeZone" value="Europe/Paris"/>\n'
                    '  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n'
                    f'  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" '
                    f'startDate="{s}" endDate="{end}" sum="{minutes * 40:.1f}" unit="kJ"/>\n'
                    f'  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" '
                    f'startDate="{s}" endDate="{end}" average="{rng.randint(90, 170)}" '
                    f'minimum="80" maximum="185" unit="count/min"/>\n'
                    f'  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" '
                    f'startDate="{s}" endDate="{end}" sum="{minutes / 6:.3f}" unit="km"/>\n'
                    ' </Workout>\n')
        f.write('</HealthData>\n')


def strava(out, count):
    import os
    os.makedirs(out, exist_ok=True)
    types = ["Run", "Ride", "Walk", "Hike", "Swim", "Weight Training", "Yoga", "Rowing"]
    moment = datetime(1985, 1, 1, 6, 0, 0)
    with open(os.path.join(out, "activities.csv"), "w", buffering=1 << 20) as f:
        f.write("Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,"
                "Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,"
                "Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,"
                "Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain,"
                "Calories\n")
        for i in range(count):
            moment = moment + timedelta(minutes=rng.randint(5, 35))
            date = moment.strftime("%b %-d, %Y, %-I:%M:%S %p")
            seconds = rng.randint(300, 14400)
            km = seconds / 360
            kind = types[rng.randrange(len(types))]
            f.write(f'{1000000 + i},"{date}",Manual {kind} {i},{kind},,{seconds},{km:.2f},,,'
                    f'false,,,,,,{seconds}.0,{seconds * 0.9:.1f},{km * 1000:.1f},,,'
                    f'{rng.randint(0, 500)}.0,{seconds / 6:.1f}\n')


if __name__ == "__main__":
    mode, out, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if mode == "health":
        health(out, count, float(sys.argv[4]) if len(sys.argv) > 4 else 0.0)
    elif mode == "strava":
        strava(out, count)
    else:
        sys.exit(__doc__)
