import Foundation

/// One multisport event (a triathlon recorded as one FIT file): its legs and transitions, which
/// the reader gives as separate workouts of one source file. Its total time, first start to last
/// end, is what a "multisport" record would compare (issue 18); the legs count as workouts, the
/// transitions do not (``Workout/isMultisportTransition``).
public struct MultisportEvent: Sendable, Hashable {
  /// The file the event came from (``Workout/source``).
  public var source: String
  /// Start of the first leg, UTC.
  public var startUTC: Date
  /// End of the last leg, UTC.
  public var endUTC: Date
  /// Indices (into the list given to ``events(in:)``) of the legs, in time order.
  public var legs: [Int]
  /// Indices of the transitions, in time order.
  public var transitions: [Int]

  /// Total time of the event, seconds: last end − first start (transitions included).
  public var totalSeconds: Double { endUTC.timeIntervalSince(startUTC) }

  /// The events among `workouts`: workouts of one source file of which at least one is a
  /// transition and at least one is not, grouped, in order of first start. Workouts without a
  /// start or end are left out.
  public static func events(in workouts: [Workout]) -> [MultisportEvent] {
    var bySource: [String: [Int]] = [:]
    var order: [String] = []
    for (index, workout) in workouts.enumerated()
    where workout.summary.startUTC != nil && workout.summary.endUTC != nil {
      if bySource[workout.source] == nil { order.append(workout.source) }
      bySource[workout.source, default: []].append(index)
    }
    var events: [MultisportEvent] = []
    for source in order {
      let members = (bySource[source] ?? []).sorted {
        (workouts[$0].summary.startUTC ?? .distantPast)
          < (workouts[$1].summary.startUTC ?? .distantPast)
      }
      let transitions = members.filter { workouts[$0].isMultisportTransition }
      let legs = members.filter { !workouts[$0].isMultisportTransition }
      guard !transitions.isEmpty, !legs.isEmpty,
        let start = members.compactMap({ workouts[$0].summary.startUTC }).min(),
        let end = members.compactMap({ workouts[$0].summary.endUTC }).max()
      else { continue }
      events.append(
        MultisportEvent(
          source: source, startUTC: start, endUTC: end, legs: legs, transitions: transitions))
    }
    return events.sorted { $0.startUTC < $1.startUTC }
  }
}
