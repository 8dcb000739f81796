import WorkoutModel

extension SampleAthlete {
  /// The ordinary week, used on every day that is not a special day:
  /// Mon strength (winter), Tue run (intervals every other week), Wed swim, Thu run,
  /// Fri rowing (summer), Sat ride (Apr–Sep) or long run, Sun Zwift / walk / hike / run.
  /// Outside May the routine stops at 17 workouts a month (Tuesday runs excepted, they keep the
  /// weekly streak), so May stays the one busy month.
  mutating func planRoutine(_ day: Int) {
    let month = Self.month(day)
    let monthStart = CivilTime.dayNumber(year: 2025, month: month, day: 1)
    let inMonth = plans.filter { $0.start >= monthStart * 86_400 - 7_200 }.count
    guard month == 5 || inMonth < 17 || CivilDateTime.isoWeekday(dayNumber: Int64(day)) == 2 else {
      return
    }
    let summer = (4...9).contains(month)
    let isoWeek = (day - CivilTime.dayNumber(year: 2024, month: 12, day: 30)) / 7 + 1
    switch CivilDateTime.isoWeekday(dayNumber: Int64(day)) {
    case 1:
      if !summer && rng.chance(0.3) {
        add(
          day, 19, rng.int(0...40), .strength, .garminTCX, nil,
          phases: Self.strengthCircuit(sets: rng.int(12...20)))
      }
    case 2:
      planTuesdayRun(day, month: month, intervals: isoWeek % 2 == 0)
    case 3:
      guard rng.chance(0.35) else { return }
      if (6...8).contains(month) {
        add(
          day, 18, rng.int(15...45), .openWaterSwim, .stravaGPX, .mueggelseeWater,
          minutes: rng.int(28...40))
      } else {
        add(
          day, 7, rng.int(0...20), .poolSwim, .garminTCX, nil,
          phases: Self.poolSets(reps: rng.int(8...14)), lapsAtPhases: true)
      }
    case 4:
      guard rng.chance(0.9) else { return }
      let place = rng.chance(0.6) ? Place.tiergarten : Place.friedrichshain
      add(day, 7, rng.int(0...40), .run, runDialect(), place, minutes: rng.int(38...55))
    case 5:
      if (5...9).contains(month) && rng.chance(0.3) {
        add(day, 17, rng.int(20...50), .rowing, .garminGPX, .mueggelseeWater, minutes: 55)
      }
    case 6:
      guard rng.chance(0.95) else { return }
      if summer {
        let dialect: Dialect = rng.chance(0.45) ? .garminTCX : .stravaGPX
        let place = rng.chance(0.5) ? Place.havel : Place.barnim
        add(day, 9, rng.int(0...55), .ride, dialect, place, minutes: rng.int(70...130))
      } else {
        add(day, 9, rng.int(15...59), .run, runDialect(), .grunewald, minutes: rng.int(70...95))
      }
    default:
      planSunday(day, month: month)
    }
  }

  private mutating func planTuesdayRun(_ day: Int, month: Int, intervals: Bool) {
    let hour = rng.int(18...19)
    let minute = rng.int(0...40)
    if intervals {
      let reps = rng.int(5...8)
      let dialect: Dialect = rng.chance(0.5) ? .garminTCX : .garminGPX
      add(
        day, hour, minute, .run, dialect, .tempelhof, name: "Tempelhof Intervals",
        phases: Self.intervals(reps: reps, on: 180, off: 120), lapsAtPhases: true)
    } else if [1, 2, 12].contains(month) && rng.chance(0.35) {
      add(day, hour, minute, .treadmillRun, .garminTCX, nil, minutes: rng.int(30...45))
    } else {
      add(day, hour, minute, .run, runDialect(), .tiergarten, minutes: rng.int(35...50))
    }
  }

  private mutating func planSunday(_ day: Int, month: Int) {
    guard rng.chance(0.6) else { return }
    let roll = rng.unit()
    if month <= 3 && roll < 0.5 {
      add(
        day, 9, rng.int(0...30), .virtualRide, .stravaGPX, .watopia, minutes: rng.int(45...65),
        name:
          "Zwift - \(rng.pick(["Volcano Circuit", "Tempus Fugit", "Jungle Circuit"])) in Watopia")
    } else if month <= 3 || month == 12 || roll < 0.3 {
      let dialect: Dialect = rng.chance(0.4) ? .gpsLogger : .openTracks
      let place = rng.chance(0.5) ? Place.tiergarten : Place.mueggelsee
      add(day, 14, rng.int(0...45), .walk, dialect, place, minutes: rng.int(45...75))
    } else if roll < 0.6 {
      add(day, 10, rng.int(0...30), .hike, .openTracks, .teufelsberg, minutes: rng.int(100...150))
    } else {
      add(day, 8, rng.int(30...59), .run, .stravaGPX, .tempelhof, minutes: rng.int(40...60))
    }
  }

  /// The watch's export route for a normal run: Garmin GPX, Garmin TCX or Strava.
  mutating func runDialect() -> Dialect {
    let roll = rng.unit()
    return roll < 0.55 ? .garminGPX : roll < 0.68 ? .garminTCX : .stravaGPX
  }
}
