import Foundation
import WorkoutModel

extension PersonalRecords {
  /// One mark a workout offers a best-effort or per-sport line (periods are running totals and
  /// are offered by ``PersonalRecords/init(_:)`` alone).
  public struct Offer: Sendable, Hashable {
    /// The line offered.
    public var kind: RecordKind
    /// The value and where it came from.
    public var mark: RecordMark
    /// Whether a higher value is better (distance in a time window, longest, biggest).
    public var higherIsBetter: Bool
    /// Whether the mark may set a record (an effort that passed its checks; summaries always).
    public var verified: Bool
  }

  /// The best-effort and per-sport marks of the workout at `index` of the history, from its
  /// facts alone (its ``WorkoutFacts/bestEfforts`` and summary; never its points): one per best
  /// effort, on the line of its setting (outdoor, `.indoor`, `.virtual`), then longest distance,
  /// longest elapsed time and biggest climb for the ``recordSports``.
  public static func offers(_ facts: WorkoutFacts, index: Int) -> [Offer] {
    var offers: [Offer] = []
    let setting: RecordKind.Setting =
      facts.isVirtual
      ? .virtual : (facts.isIndoor && facts.activity != .swimming ? .indoor : .outdoor)
    for effort in facts.bestEfforts {
      let isTimeWindow: Bool
      switch effort.target.measure {
      case .distance: isTimeWindow = false
      case .duration: isTimeWindow = true
      }
      let mark = RecordMark(
        value: isTimeWindow ? effort.distanceMeters : effort.elapsedSeconds,
        workoutIndex: index, instant: effort.startUTC, effort: effort)
      offers.append(
        Offer(
          kind: .bestEffort(
            RecordKind.sport(of: effort.target) ?? facts.activity, effort.target, setting),
          mark: mark, higherIsBetter: isTimeWindow, verified: effort.isVerified))
    }
    guard recordSports.contains(facts.activity) else { return offers }
    let start = RecordMark(value: 0, workoutIndex: index, instant: facts.startUTC)
    let (sport, virtual) = (facts.activity, facts.isVirtual)
    let summary = { (kind: RecordKind, value: Double) in
      Offer(kind: kind, mark: start.with(value), higherIsBetter: true, verified: true)
    }
    if facts.distanceMeters > 0 {
      offers.append(summary(.longestDistance(sport, virtual: virtual), facts.distanceMeters))
    }
    let elapsed = facts.endUTC.timeIntervalSince(facts.startUTC)
    if elapsed > 0 {
      offers.append(summary(.longestDuration(sport, virtual: virtual), elapsed))
    }
    if facts.activity != .swimming, facts.elevationGainMeters > 0 {
      offers.append(summary(.biggestClimb(sport, virtual: virtual), facts.elevationGainMeters))
    }
    return offers
  }
}
