extension SampleAthlete {
  /// Plans the hand-picked days that make the trophy cabinet interesting: holidays, early/late
  /// and midnight-crossing workouts, the May streak and double days, races, DST switch days, a
  /// sick week and a week in Tokyo. Returns false for an ordinary day (routine applies).
  mutating func planSpecialDay(_ day: Int) -> Bool {
    let (_, month, dom) = CivilTime.civil(day)
    if (month == 2 && dom >= 24) || (month == 3 && dom <= 2) { return true }  // sick: ISO week 9
    if month == 10 && (3...12).contains(dom) {
      planTokyo(day, dom)
      return true
    }
    if month == 5 && dom <= 17 {
      planMayStreak(day, dom)
      return true
    }
    switch (month, dom) {
    case (1, 1):
      add(day, 11, 5, .run, .garminGPX, .tiergarten, minutes: 48, name: "Neujahrslauf Tiergarten")
    case (1, 12):
      add(day, 9, 40, .virtualRide, .zwiftTCX, .watopia, minutes: 31)
    case (2, 14):
      add(day, 18, 35, .run, .stravaGPX, .friedrichshain, minutes: 42, name: "Valentine's Day Run")
    case (3, 30):  // first day of CEST: 10:00 local is 08:00Z
      add(day, 10, 0, .run, .garminGPX, .grunewald, minutes: 75)
    case (4, 6):
      add(
        day, 10, 5, .run, .garminTCX, .cityHalf, name: "Berlin Half Marathon",
        phases: [Phase(seconds: 5_990, factor: 1)], pace: 1.2)
    case (4, 20):
      add(day, 9, 30, .run, .stravaGPX, .grunewald, minutes: 72, name: "Easter Sunday Long Run")
    case (4, 30):
      break  // rest before May
    case (6, 19):
      add(day, 5, 15, .run, .garminGPX, .tiergarten, minutes: 50, name: "Sunrise Run")
    case (6, 21):
      add(day, 9, 10, .ride, .garminTCX, .havel, minutes: 95)
      add(
        day, 23, 30, .run, .stravaGPX, .tiergarten, minutes: 50, name: "Midsummer Midnight Run")
    case (7, 11):
      add(day, 22, 30, .ride, .stravaGPX, .barnim, phases: [Phase(seconds: 4_200, factor: 1)])
    case (8, 16):
      add(day, 8, 20, .openWaterSwim, .stravaGPX, .mueggelseeWater, minutes: 35)
      add(day, 17, 0, .ride, .garminTCX, .havel, minutes: 80)
    case (9, 6):
      add(
        day, 10, 0, .run, .stravaGPX, .friedrichshain, minutes: 40,
        name: "Tom & Jerry's <fun> run", path: "strava/Tom_Jerry_s_fun_run.gpx")
      plans[plans.count - 1].gpsSpikeSample = 30  // set after planning: the RNG is untouched
    case (10, 26):  // first day back on CET: 10:00 local is 09:00Z
      add(day, 10, 0, .run, .garminTCX, .tiergarten, minutes: 60)
    case (10, 31):  // 00:10 local on Halloween is still 30 October in UTC
      add(day, 0, 10, .run, .garminGPX, .friedrichshain, minutes: 35, name: "Halloween Ghost Run 👻")
    case (12, 24):
      add(day, 10, 0, .run, .stravaGPX, .tiergarten, minutes: 36, name: "Christmas Eve Shakeout")
    case (12, 25):
      add(day, 11, 0, .walk, .gpsLogger, .tiergarten, minutes: 65)
    case (12, 31):
      add(
        day, 14, 0, .run, .stravaGPX, .grunewald, name: "Silvesterlauf Grunewald",
        phases: [Phase(seconds: 2_950, factor: 1)], pace: 1.16,
        path: "strava/Silvesterlauf_Grunewald.gpx")
    default:
      return false
    }
    return true
  }

  /// 1–16 May: a workout every day (16-day streak), a double day on the 10th; the 17th is rest.
  private mutating func planMayStreak(_ day: Int, _ dom: Int) {
    switch dom {
    case 1: add(day, 10, 0, .run, .garminGPX, .friedrichshain, minutes: 45)
    case 2: add(day, 17, 30, .rowing, .garminGPX, .mueggelseeWater, minutes: 55)
    case 3: add(day, 7, 12, .walk, .openTracks, .tiergarten, minutes: 52)
    case 4:
      add(day, 9, 0, .run, .stravaGPX, .mueggelsee, minutes: 68, name: "Müggelsee Runde")
    case 5:
      add(
        day, 19, 0, .strength, .garminTCX, nil, phases: Self.strengthCircuit(sets: rng.int(12...20))
      )
    case 6:
      add(
        day, 18, 20, .run, .garminTCX, .tempelhof, name: "Tempelhof Intervals",
        phases: Self.intervals(reps: 6, on: 180, off: 120), lapsAtPhases: true)
    case 7:
      add(
        day, 7, 0, .poolSwim, .garminTCX, nil, phases: Self.poolSets(reps: 10),
        lapsAtPhases: true)
    case 8: add(day, 7, 10, .run, .garminGPX, .tiergarten, minutes: 44)
    case 9: add(day, 18, 0, .walk, .gpsLogger, .friedrichshain, minutes: 40)
    case 10:
      add(day, 8, 0, .run, .garminGPX, .tempelhof, minutes: 40)
      add(day, 16, 0, .ride, .stravaGPX, .havel, minutes: 85)
    case 11: add(day, 9, 30, .ride, .garminTCX, .barnim, minutes: 110)
    case 12: add(day, 18, 45, .run, .garminTCX, .tiergarten, minutes: 35)
    case 13: add(day, 18, 30, .run, .garminGPX, .friedrichshain, minutes: 42)
    case 14: add(day, 10, 0, .hike, .openTracks, .teufelsberg, minutes: 110)
    case 15: add(day, 7, 5, .run, .stravaGPX, .tiergarten, minutes: 47)
    case 16: add(day, 18, 0, .run, .garminGPX, .grunewald, minutes: 55)
    default: break  // the 17th: rest, so the streak is exactly 16 days
    }
  }

  /// 3–12 October: a week in Tokyo (JST, +09:00). Phone files carry "+09:00" in their times; the
  /// watch and Strava files are UTC and only their coordinates say "Tokyo".
  private mutating func planTokyo(_ day: Int, _ dom: Int) {
    switch dom {
    case 5:
      add(day, 6, 10, .run, .openTracks, .imperialPalace, minutes: 44, zone: .tokyo)
    case 7:
      add(day, 18, 30, .run, .garminGPX, .yoyogi, minutes: 40, zone: .tokyo)
    case 9:
      add(
        day, 8, 0, .hike, .openTracks, .takao, minutes: 165, name: "Mt. Takao (高尾山)",
        zone: .tokyo)
    case 11:
      add(day, 7, 0, .run, .stravaGPX, .imperialPalace, minutes: 52, zone: .tokyo)
    default: break  // travel days and rest days
    }
  }
}
