import Foundation
import WorkoutModel

/// Evaluates a catalog over a workout history by replaying the workouts in time order.
///
/// Semantics (DESIGN.md, "Achievements"):
/// - Workouts replay in ``AchievementHistory`` order (UTC start, then source path, then name);
///   workouts without a start time are ignored.
/// - A tier is earned when its ladder's metric first reaches the tier's target. `earnedAt` is the
///   moment the workout that got it there (`earnedBy`) did so — its UTC start, or for hour and
///   holiday badges the first instant it was in that local hour or on that local date — and the
///   earned zone is that workout's zone, for showing the moment in local time.
/// - `progress.current` is the best value over the whole history (it may exceed the target).
/// - Same workouts in any order give the same statuses: no clocks, no hash-order output.
///
/// Each ladder (``AchievementDefinition/group``) is computed once by the first evaluator that knows
/// it and shared by all its tiers; total cost O(n log n + n × ladders) for n workouts. Record
/// lines (`record.<line>` groups) come from one ``PersonalRecords`` pass over the history: the
/// status is earned by the workout that set the standing record, at the instant it was set.
public struct AchievementEngine: Sendable {
  /// The catalog evaluated, in display order.
  public var catalog: [AchievementDefinition]
  /// Evaluators asked in order for each ladder's progression.
  public var evaluators: [any AchievementEvaluator]

  /// The built-in evaluators: streaks, dates and hours, activity types, milestones, the sun,
  /// comebacks and anniversaries, places.
  public static let standardEvaluators: [any AchievementEvaluator] = [
    StreakEvaluator(), DateAndTimeEvaluator(), ActivityEvaluator(), MilestoneEvaluator(),
    SunEvaluator(), ComebackEvaluator(), PlacesEvaluator(),
  ]

  /// Creates an engine over a catalog with the ``standardEvaluators``.
  public init(catalog: [AchievementDefinition]) {
    self.init(catalog: catalog, evaluators: AchievementEngine.standardEvaluators)
  }

  /// Creates an engine over a catalog with the given evaluators (asked in order).
  public init(catalog: [AchievementDefinition], evaluators: [any AchievementEvaluator]) {
    self.catalog = catalog
    self.evaluators = evaluators
  }

  /// Replays `workouts` in UTC start order and returns one status per catalog entry, in catalog
  /// order. Workouts without a start time are ignored.
  public func evaluate(_ workouts: [Workout]) -> [AchievementStatus] {
    evaluate(workouts, recorded: [])
  }

  /// Like ``evaluate(_:)``, but catalog entries whose `id` matches one of `recorded` take that
  /// status as is (definition replaced by the catalog's). This is how pre-evaluated achievements
  /// arrive — `personal_best` tool-usage records kept by the workout library. When several
  /// recorded statuses share an id, the first wins. Entries no evaluator knows and nothing records
  /// come back not earned with progress 0.
  public func evaluate(_ workouts: [Workout], recorded: [AchievementStatus])
    -> [AchievementStatus]
  {
    evaluate(AchievementHistory(workouts), recorded: recorded)
  }

  /// Evaluates an already prepared history (see ``evaluate(_:recorded:)``); `records`, when
  /// given, must be `PersonalRecords(history)` (a report computes it once for the engine and the
  /// cabinet); so must `explorer` be `ExplorerHistory(history)` (`explorer.*` groups).
  public func evaluate(
    _ history: AchievementHistory, recorded: [AchievementStatus] = [],
    records prepared: PersonalRecords? = nil, explorer preparedExplorer: ExplorerHistory? = nil
  ) -> [AchievementStatus] {
    var recordedByID: [String: AchievementStatus] = [:]
    for status in recorded where recordedByID[status.definition.id] == nil {
      recordedByID[status.definition.id] = status
    }
    var progressions: [String: AchievementProgression?] = [:]
    // Each ladder's progression is kept for its other tiers with only the steps they read
    // (``AchievementProgression/keeping(firstReaching:)``): a count that grows with every
    // workout has a step per workout (32 bytes), and every ladder's were held at once.
    var targets: [String: [Int]] = [:]
    for definition in catalog { targets[definition.group, default: []].append(definition.target) }
    let isRecordLine = { (definition: AchievementDefinition) -> Bool in
      if case .personalRecord = definition.metric { return true }
      return false
    }
    let records =
      catalog.contains(where: isRecordLine) ? (prepared ?? PersonalRecords(history)) : nil
    let explorer =
      catalog.contains { $0.group.hasPrefix("explorer.") }
      ? (preparedExplorer ?? ExplorerHistory(history)) : nil
    return catalog.map { definition in
      if var status = recordedByID[definition.id] {
        status.definition = definition
        return status
      }
      if let records, isRecordLine(definition) {
        return records.status(of: definition, in: history)
      }
      if let explorer, case .explorer(let measure) = definition.metric {
        return explorer.status(of: definition, measure: measure, in: history)
      }
      let progression: AchievementProgression?
      if let cached = progressions[definition.group] {
        progression = cached
      } else {
        progression =
          evaluators.lazy.compactMap {
            $0.progression(of: definition.metric, in: history)
          }.first?.keeping(firstReaching: targets[definition.group] ?? [])
        progressions[definition.group] = .some(progression)
      }
      return AchievementEngine.status(of: definition, from: progression, history: history)
    }
  }

  /// The status of one tier given its ladder's progression.
  static func status(
    of definition: AchievementDefinition, from progression: AchievementProgression?,
    history: AchievementHistory
  ) -> AchievementStatus {
    let progress = AchievementProgress(
      current: progression?.best ?? 0, target: definition.target, unit: definition.unit)
    guard let step = progression?.firstStep(reaching: definition.target),
      history.facts.indices.contains(step.workoutIndex)
    else {
      return AchievementStatus(definition: definition, earned: false, progress: progress)
    }
    let facts = history.facts[step.workoutIndex]
    return AchievementStatus(
      definition: definition, earned: true, earnedAt: step.instant ?? facts.startUTC,
      earnedTimeZoneIdentifier: facts.timeZoneIdentifier,
      earnedTimeZoneSource: facts.timeZoneSource, earnedBy: facts.reference, progress: progress)
  }
}
