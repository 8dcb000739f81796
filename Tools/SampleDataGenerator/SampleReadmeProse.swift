/// The fixed prose of SampleData/README.md (the computed parts live in `SampleReadme`).
enum SampleReadmeProse {
  static let header = """
    # SampleData — a year of workouts in Berlin (invented)

    **Generated — do not edit by hand.** `make sample-data` (that is,
    `swift run -c release SampleDataGenerator SampleData`) rewrites this folder byte-identically:
    every value comes from a seeded SplitMix64 generator in `Tools/SampleDataGenerator/`, times
    and numbers are formatted by hand (no clock, no locale, no system time-zone data).

    The athlete, **Lena Vogt**, is invented: a runner living in Berlin-Kreuzberg
    (`Europe/Berlin`) who rides in summer, swims, rows on the Müggelsee with a club, goes to the gym
    in winter and spends a week in Tokyo in October. Her devices: a Garmin Forerunner 255 watch, a
    Garmin Edge 530 bike computer, a phone with Strava, OpenTracks and GPSLogger, and a Zwift
    trainer for winter Sundays. Routes are loops with a little GPS noise around real places:
    Tiergarten, Tempelhofer Feld, Grunewald/Teufelsberg, Volkspark Friedrichshain, the Müggelsee,
    the Havel and Barnim for rides, the Imperial Palace, Yoyogi Park and Mt. Takao in Tokyo.
    Any resemblance to a real person's training log is accidental.

    It is the demo input of `make report` and a realistic end-to-end fixture: several exporters'
    dialects, indoor sessions, a trip abroad, DST switches, names that need escaping, and a few
    files that a real export folder also contains but that hold no workout.


    """

  static let dialects = """
    ## Dialects (each imitates a real exporter; shapes copied from real files)

    - **Garmin Connect GPX** — `creator="Garmin Connect"`, `<metadata><link href="connect.garmin.com">`,
      `<type>running|walking|hiking|rowing</type>`, `ns3:TrackPointExtension` (v1) with `ns3:hr`
      and `ns3:cad`, times with `.000Z`. Default names "Berlin Running", "Tokyo Running".
    - **Garmin Connect TCX** — TrainingCenterDatabase v2 with the `ns2`–`ns5` prefixes Connect
      writes, `Activity Sport="Running|Biking|Other"`, 1 km auto-laps (5 km on the bike) or one lap
      per interval/pool block, `Lap` children in schema order, `Trackpoint` with `Position`,
      `AltitudeMeters`, `DistanceMeters`, `HeartRateBpm`, `Cadence` (bike), `ns3:TPX` `Speed`,
      `RunCadence`, `Watts`; `Creator xsi:type="Device_t"` "Forerunner 255" or "Edge 530";
      `Author` "Connect Api". TCX carries no activity name.
    - **Zwift via Garmin Connect TCX** — `Sport="Biking"`, `ns3:Watts` on every point, `AvgWatts`/
      `MaxWatts` in the lap's `ns3:LX`, no device `Creator`.
    - **Strava GPX** — `creator="StravaGPX"`, numeric `<type>`: 9 run, 1 ride, 4 hike, 10 walk,
      16 swim, 17 virtual ride; `gpxtpx:TrackPointExtension` with `atemp`, `hr`, `cad`; Zwift rides
      carry an unprefixed `<power>` and Watopia's game coordinates. Default names by local time of
      day ("Morning Run", "Night Ride").
    - **OpenTracks** — unindented, CDATA names (default "2025-05-03 07:12"), `<type>` word,
      track statistics extension, **local offsets with milliseconds** in every `<time>`
      (`2025-10-05T06:10:00.278+09:00`), TrackPointExtension v2 speed.
    - **GPSLogger** — `creator="GPSLogger 131 - http://gpslogger.mendhak.com/"`, track named
      `20251225`, **local offsets with milliseconds**, `<extensions>` before `geoidheight`, `src`,
      `sat`, `hdop` (out of schema order, as the app writes it), no `<type>`.


    """

  static let recording = """
    Recording density: to keep the folder under 10 MB, trackpoints are spaced like Garmin's
    "smart recording" on steady efforts — about 90 points per workout for outdoor GPX, about 65
    for TCX (intervals of 2–40 s, jittered), 300 for the Strava Zwift rides and every 5 s for the
    Zwift TCX. Speeds are plausible per sport (run ≈ 3.0 m/s, races 3.5–3.6 m/s, ride ≈ 7.4 m/s,
    walk 1.3, hike 1.1, rowing 3.2, swim 0.75–0.9), heart rate follows effort with a lag and a slow
    drift, pool distances advance in whole 25 m lengths.

    ## Time zones

    - Berlin is CET (+01:00) until **2025-03-30 01:00 UTC**, CEST (+02:00) until
      **2025-10-26 01:00 UTC**; there is a workout on both switch days (10:00 local each).
    - **Tokyo, 3–12 October** (JST, +09:00): the OpenTracks files write `+09:00` in their times,
      the Garmin and Strava files are UTC (`Z`) and only their coordinates say Tokyo.
    - Garmin, Strava and TCX files are UTC; the two phone apps write the local offset.
    - Indoor files (treadmill, pool, gym) have no position: their zone must come from the home
      setting (`Europe/Berlin`).
    - Zwift rides carry Watopia's game coordinates (in the Solomon Islands, UTC+11); a virtual
      workout should be placed in the home zone, not there.


    """

  static let halloweenNote = """
    - Note: the Halloween run starts at 00:10 CET on 31 October, which is **30 October 23:10 UTC** —
      only the local calendar makes it Halloween.

    """

  static let midnightNote = """
    - The Midsummer Midnight Run starts 23:30 on 21 June and ends 00:20 on 22 June: it covers the
      hours 23 and 0 although it *starts* at 23 (and it is 21:30–22:20 in UTC).

    """

  static let otherEarned = """
    - **Types of workout**: running, cycling (plus virtual), walking, hiking, rowing, swimming
      (open water), and `Other` (pool swims and gym sessions written as TCX `Sport="Other"`).
    - For later versions of the catalog (records, milestones, tool achievements), the data also
      holds:
    - **Records**: fastest 1 km / 5 km / 10 km / half marathon (Berlin Half Marathon,
      6 April, about 21.5 km in 1:40 at 3.6 m/s; Silvesterlauf 10 km on 31 December at about 3.5 m/s),
      longest ride, biggest climb (Mt. Takao, about 400 m).
    - **Milestones**: lifetime distance beyond 1,000 km and time beyond 100 hours (see the
      activity table); 100+ runs.
    - **Tool achievements**: files from 3+ devices/apps (Garmin Connect, Strava, OpenTracks,
      GPSLogger; devices Forerunner 255, Edge 530), and 100+ files in one import.

    """

  static let locked = """
    - **Leap Day** — 2025 has no 29 February.
    - **Every hour of the clock** — nothing is active between 01:00 and 04:59 local time.
    - **3 workouts in one day**, **30-day streak**, **52-week streak** (week 9 is empty),
      **30 workouts in a month**, **100-day streak**, **10 types of workout**, and the 50- and
      100-workout tiers of every type except running.
    - **Fastest marathon** and the other records past the half marathon (the longest run), and
      the larger milestones: **5,000 km**, **1,000 hours**.


    """

  static let badFiles = """
    ## Odd files on purpose

    - `phone/OpenTracks/2025-08-23-1640.gpx` — a walk whose recording was cut off mid-element
      (`<time>2025-08-23T17` and then end of file): not well-formed XML. The points before the
      cut are well-formed, so `trophies` keeps them and warns where the file breaks (line 1378);
      it is not skipped.
    - `strava/Tom_Jerry_s_fun_run.gpx` — a run whose 31st trackpoint jumps about 1.1 km north
      and back: a GPS spike. Its distance drops the two impossible steps; its best efforts
      through the spike are listed as *unverified* (faster than any runner's step), never awarded.
    - `routes/Grunewald_Teufelsberg_Loop.gpx` — a planned route (`<rte>` of `<rtept>` with
      elevation, no `<time>` anywhere), as desktop route planners export it → no activity.
    - `README.md` — this file is not XML; `trophies` passes over it when reading the folder.


    """
}
