import Foundation
import WorkoutModel

/// The explorer figures of a history at both zooms (``ExplorerArea``), computed once per report
/// and shared by the engine (the `explorer` awards) and the cabinet.
public struct ExplorerHistory: Sendable {
  /// Zoom 14, the explorer tiles the awards count.
  public let zoom14: ExplorerArea
  /// Zoom 17, the small tiles ("squadratinhos").
  public let zoom17: ExplorerArea

  /// The workouts that added tiles at either zoom, in replay order.
  public let visits: [ExplorerVisit]

  /// Replays `history` at both zooms.
  public init(_ history: AchievementHistory) {
    zoom14 = ExplorerArea(history, zoom: ExplorerTiles.explorerZoom)
    zoom17 = ExplorerArea(history, zoom: ExplorerTiles.smallZoom)
    var visits: [ExplorerVisit] = []
    for index in history.facts.indices where zoom14.newTiles[index] + zoom17.newTiles[index] > 0 {
      let facts = history.facts[index]
      visits.append(
        ExplorerVisit(
          index: index, reference: facts.reference, date: facts.startDate,
          newTiles14: zoom14.newTiles[index], newTiles17: zoom17.newTiles[index]))
    }
    self.visits = visits
  }

  /// The visit of the workout after which `progression` (a max square or cluster, ``ExplorerArea``)
  /// first reached its best; `nil` when that best is 0 (no cluster yet) or there is none.
  public func firstReached(_ progression: AchievementProgression) -> ExplorerVisit? {
    guard let step = progression.steps.last, step.value > 0 else { return nil }
    return visit(at: step.workoutIndex)
  }

  /// The visit of the workout at `index` (replay order), `nil` when it added no tile.
  public func visit(at index: Int) -> ExplorerVisit? {
    var low = 0
    var high = visits.count
    while low < high {
      let mid = (low + high) / 2
      if visits[mid].index < index { low = mid + 1 } else { high = mid }
    }
    return low < visits.count && visits[low].index == index ? visits[low] : nil
  }

  /// The `limit` visits with most new tiles at zoom 14 (then zoom 17; ties: the earlier first).
  public func bestVisits(limit: Int) -> [ExplorerVisit] {
    Array(
      visits.enumerated().sorted {
        ($1.element.newTiles14, $1.element.newTiles17, $0.offset)
          < ($0.element.newTiles14, $0.element.newTiles17, $1.offset)
      }.prefix(max(0, limit)).map(\.element))
  }

  /// Whether any workout visited a tile (at either zoom); reports leave the explorer out when not.
  public var hasTiles: Bool { zoom14.tileCount > 0 || zoom17.tileCount > 0 }

  /// Both areas, zoom 14 first.
  public var areas: [ExplorerArea] { [zoom14, zoom17] }

  /// The status of an `explorer` entry (``AchievementMetric/explorer(_:)``), from the area at
  /// the measure's zoom (``ExplorerMeasure/zoom``; the new-tiles record is zoom 14's).
  ///
  /// Ladders (tiles, square, cluster) are earned by the workout after which the figure first
  /// reached the target, at its start. The new-tiles record is earned by the workout holding it
  /// (the first with the most new tiles: a later equal count does not take it), at its start;
  /// its progress is the times it was set (unit `records`) and ``AchievementStatus/record``
  /// gives the count (unit `tiles`) and the one it beat.
  public func status(
    of definition: AchievementDefinition, measure: ExplorerMeasure, in history: AchievementHistory
  ) -> AchievementStatus {
    let area = measure.zoom == ExplorerTiles.smallZoom ? zoom17 : zoom14
    switch measure {
    case .tiles, .smallTiles:
      return AchievementEngine.status(
        of: definition, from: area.tileProgression, history: history)
    case .square, .smallSquare:
      return AchievementEngine.status(
        of: definition, from: area.squareProgression, history: history)
    case .cluster, .smallCluster:
      return AchievementEngine.status(
        of: definition, from: area.clusterProgression, history: history)
    case .newTiles:
      return newTilesStatus(of: definition, in: history)
    }
  }

  /// See ``status(of:measure:in:)``.
  private func newTilesStatus(of definition: AchievementDefinition, in history: AchievementHistory)
    -> AchievementStatus
  {
    var setters: [Int] = []
    for (index, count) in zip(zoom14.newTiles.indices, zoom14.newTiles) where count > 0 {
      if let last = setters.last, zoom14.newTiles[last] >= count { continue }
      setters.append(index)
    }
    guard let holder = setters.last, history.facts.indices.contains(holder) else {
      return AchievementStatus(
        definition: definition, earned: false,
        progress: AchievementProgress(current: 0, target: definition.target, unit: "records"))
    }
    let facts = history.facts[holder]
    var status = AchievementStatus(
      definition: definition, earned: true, earnedAt: facts.startUTC,
      earnedTimeZoneIdentifier: facts.timeZoneIdentifier,
      earnedTimeZoneSource: facts.timeZoneSource, earnedBy: facts.reference,
      progress: AchievementProgress(
        current: setters.count, target: definition.target, unit: "records"))
    var detail = RecordDetail(
      value: Double(zoom14.newTiles[holder]), unit: "tiles", timesSet: setters.count)
    if setters.count > 1 {
      let previous = history.facts[setters[setters.count - 2]]
      detail.previousValue = Double(zoom14.newTiles[setters[setters.count - 2]])
      detail.previousSetAt = previous.startUTC
      detail.previousTimeZoneIdentifier = previous.timeZoneIdentifier
      detail.previousSetBy = previous.reference
    }
    status.record = detail
    return status
  }
}
