import Achievements
import WorkoutModel

extension TrophiesSettings {
  /// The keys of one goal: the period, the year, the sport, then the one amount key (its unit in
  /// its name, ``Achievements/GoalMeasure``).
  public static let goalKeys = ["period", "year", "sport"] + GoalMeasure.allCases.map(\.rawValue)
  /// Years a goal may name.
  public static let goalYears = 1970...9999

  /// `goals`: a list of objects, each with
  /// - `period`: `"year"` or `"month"` (required);
  /// - exactly one amount: `distance_km`, `distance_m`, `time_h` (numbers from
  ///   ``minimumAmount``, below 10^12), `workouts`
  ///   or `active_days` (whole numbers from 1; active days at most the days of the period:
  ///   31 a month, 366 a year);
  /// - `sport`: an activity type (``activityType(named:)``), or `"all"` (the default);
  /// - `year`: a whole number, 1970…9999: only that year, or the months of that year (else every
  ///   year or month).
  ///
  /// Two goals of the same period, amount kind and sport whose years overlap (the same year, or
  /// one of them for every year) are an error: a period has one target.
  /// - Throws: ``SettingsError`` naming the key (`goals[0].distance_km`) and the cause.
  static func goals(_ value: SettingsValue, file: String) throws(SettingsError) -> [Goal] {
    guard case .array(let list) = value else {
      throw SettingsError(
        file: file, key: "goals",
        cause: "must be a list of goals ([{\"period\": \"year\", \"distance_km\": 1500}]),"
          + " not \(value.kind)")
    }
    var goals: [Goal] = []
    // Per ladder (period, amount kind, sport): the first goal's index, the index of its goal
    // for every year, and of its goal per year; one look-up per goal, so many goals are
    // checked in linear time (break-it H1: 16,819 goals took 45 s pairwise).
    var ladders: [String: (first: Int, every: Int?, years: [Int: Int])] = [:]
    for (index, element) in list.enumerated() {
      let path = "goals[\(index)]"
      let goal = try goal(element, path: path, file: file)
      let group = goal.group
      let ladder = ladders[group]
      let twin = goal.year.flatMap { ladder?.every ?? ladder?.years[$0] }
      if let twin = goal.year == nil ? ladder?.first : twin {
        throw SettingsError(
          file: file, key: path,
          cause: "has the same period, amount and sport as goals[\(twin)] for "
            + ((goal.year ?? goals[twin].year).map { "the year \($0)" } ?? "every period")
            + "; a period has one target")
      }
      var entry = ladder ?? (first: index, every: nil, years: [:])
      if let year = goal.year { entry.years[year] = index } else { entry.every = index }
      ladders[group] = entry
      goals.append(goal)
    }
    return goals
  }

  /// One goal at `path`.
  private static func goal(_ element: SettingsValue, path: String, file: String)
    throws(SettingsError) -> Goal
  {
    guard case .object(let object) = element else {
      throw SettingsError(
        file: file, key: path,
        cause: "must be an object with period and one amount (distance_km, distance_m, time_h,"
          + " workouts, active_days), not \(element.kind)")
    }
    for name in object.keys.sorted() where !goalKeys.contains(name) {
      throw unknown(name, in: file, known: goalKeys, parent: path)
    }
    let present = { (name: String) -> SettingsValue? in
      guard let value = object[name], value != .null else { return nil }
      return value
    }
    guard let periodValue = present("period") else {
      throw SettingsError(file: file, key: "\(path).period", cause: "is missing; use year or month")
    }
    let periodWord = try string(periodValue, key: "\(path).period", file: file)
    guard let period = Goal.Period(rawValue: periodWord) else {
      throw SettingsError(
        file: file, key: "\(path).period",
        cause: "unknown period '\(periodWord)'; use year or month")
    }
    let measures = GoalMeasure.allCases.filter { present($0.rawValue) != nil }
    guard let measure = measures.first else {
      throw SettingsError(
        file: file, key: path,
        cause: "has no amount; give one of distance_km, distance_m, time_h, workouts, active_days")
    }
    guard measures.count == 1 else {
      throw SettingsError(
        file: file, key: "\(path).\(measures[1].rawValue)",
        cause: "a goal has one amount, and \(measure.rawValue) is given too")
    }
    let key = "\(path).\(measure.rawValue)"
    let target = try amount(
      present(measure.rawValue), measure: measure, period: period, key: key,
      file: file)
    var activity: ActivityType?
    if let sport = present("sport") {
      let word = try string(sport, key: "\(path).sport", file: file)
        .trimmingCharacters(in: .whitespaces)
      if word.lowercased() != "all" {
        guard let type = activityType(named: word) else {
          throw SettingsError(
            file: file, key: "\(path).sport",
            cause: "unknown activity type '\(word)'; use all, running, cycling, walking, hiking, "
              + "swimming, … (docs/CONTRACT.md, \"Activity vocabulary\")")
        }
        activity = type
      }
    }
    var year: Int?
    if let yearValue = present("year") {
      guard case .number(let number) = yearValue, number == number.rounded(.down),
        Double(goalYears.lowerBound)...Double(goalYears.upperBound) ~= number
      else {
        throw SettingsError(
          file: file, key: "\(path).year",
          cause: "must be a whole year from \(goalYears.lowerBound) to "
            + "\(goalYears.upperBound), not "
            + ({ if case .number(let n) = yearValue { shown(n) } else { yearValue.kind } }()))
      }
      year = Int(number)
    }
    return Goal(measure: measure, target: target, activity: activity, period: period, year: year)
  }

  /// The amount of a goal: a number above 0 (a whole one from 1 for counts; active days at most
  /// the days of the period).
  private static func amount(
    _ value: SettingsValue?, measure: GoalMeasure, period: Goal.Period, key: String,
    file: String
  ) throws(SettingsError) -> Double {
    guard case .number(let number)? = value else {
      throw SettingsError(
        file: file, key: key, cause: "must be a number, not \(value?.kind ?? "null")")
    }
    guard number.isFinite, number > 0, number < 1e12 else {
      throw SettingsError(
        file: file, key: key, cause: "must be above 0 (and below 10^12), not \(shown(number))")
    }
    if number < minimumAmount {
      throw SettingsError(file: file, key: key, cause: tooSmall(number))
    }
    if measure.isCount && number != number.rounded(.down) {
      throw SettingsError(
        file: file, key: key, cause: "must be a whole number, not \(shown(number))")
    }
    let days = period == .year ? 366 : 31
    if measure == .activeDays && number > Double(days) {
      throw SettingsError(
        file: file, key: key,
        cause: "can never be reached: a \(period.rawValue) has at most \(days) days")
    }
    return number
  }

  /// The smallest goal amount and retire-at distance: 0.1 (km, m or hours). The reports show
  /// these amounts with at most one decimal, so anything less would read "0" (break-it:
  /// `distance_km: 5e-324` was accepted, then shown as 0 km).
  public static let minimumAmount = 0.1

  /// The cause of an amount above 0 but below ``minimumAmount``.
  static func tooSmall(_ number: Double) -> String {
    "must be at least 0.1 (the reports show one decimal, so less reads 0), not \(shown(number))"
  }

  /// `number` as written in a message: `2025`, `12.5`.
  static func shown(_ number: Double) -> String {
    number == number.rounded(.down) && abs(number) < 1e15 ? "\(Int64(number))" : "\(number)"
  }
}
