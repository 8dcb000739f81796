import WorkoutModel

/// What a ``Goal`` counts, named by its settings key (the unit is part of the key, so a number
/// is never read in the wrong unit). Values are the year-in-review figures
/// (``YearOverYear/Figures``): each counted workout on the local date of its start, its
/// distance and its active time (moving time, else elapsed: ``WorkoutTotals``' one definition).
public enum GoalMeasure: String, Sendable, Hashable, CaseIterable {
  /// Distance in kilometres (`distance_km`).
  case distanceKilometres = "distance_km"
  /// Distance in metres (`distance_m`).
  case distanceMetres = "distance_m"
  /// Active time in hours (`time_h`).
  case hours = "time_h"
  /// Workouts (`workouts`), a whole number.
  case workouts
  /// Distinct local dates with a workout start (`active_days`), a whole number.
  case activeDays = "active_days"

  /// The metric's name in goal ids: `distance`, `time`, `workouts`, `active_days`.
  public var metric: String {
    switch self {
    case .distanceKilometres, .distanceMetres: "distance"
    case .hours: "time"
    case .workouts: "workouts"
    case .activeDays: "active_days"
    }
  }

  /// The unit a target is written in: `km`, `m`, `hours`, `workouts`, `days`.
  public var unit: String {
    switch self {
    case .distanceKilometres: "km"
    case .distanceMetres: "m"
    case .hours: "hours"
    case .workouts: "workouts"
    case .activeDays: "days"
    }
  }

  /// The base unit of ``value(of:)``: `m`, `s`, `workouts`, `days` (SI, as `achievements --json`).
  public var baseUnit: String {
    switch self {
    case .distanceKilometres, .distanceMetres: "m"
    case .hours: "s"
    case .workouts: "workouts"
    case .activeDays: "days"
    }
  }

  /// Base units per unit: 1,000 m per km, 3,600 s per hour, else 1.
  public var scale: Double {
    switch self {
    case .distanceKilometres: 1000
    case .hours: 3600
    default: 1
    }
  }

  /// Whether targets are whole numbers (workouts and days).
  public var isCount: Bool { self == .workouts || self == .activeDays }

  /// The measure of `figures`, in base units.
  public func value(of figures: YearOverYear.Figures) -> Double {
    switch self {
    case .distanceKilometres, .distanceMetres: figures.distanceMeters
    case .hours: figures.activeSeconds
    case .workouts: Double(figures.workouts)
    case .activeDays: Double(figures.activeDays)
    }
  }

  /// `amount` as a number: grouped, up to one decimal, none when whole ("1,480.4", "15").
  public static func number(_ amount: Double) -> String {
    amount == amount.rounded(.down) && abs(amount) < 1e15
      ? NumberText.grouped(Int64(amount)) : NumberText.fixed(amount, decimals: 1)
  }

  /// `amount` (in ``unit``) in words: "1,500 km", "1,480.4 km", "12.5 hours", "1 workout",
  /// "15 active days". Up to one decimal, none when whole.
  public func text(_ amount: Double) -> String {
    let number = Self.number(amount)
    switch self {
    case .distanceKilometres, .distanceMetres: return number + " " + unit
    case .hours: return number + (number == "1" ? " hour" : " hours")
    case .workouts: return number + (number == "1" ? " workout" : " workouts")
    case .activeDays: return number + (number == "1" ? " active day" : " active days")
    }
  }
}
