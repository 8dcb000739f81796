import Achievements
import WorkoutModel

/// "New since last report", the section a cabinet from the workout library starts with
/// (``SinceLastReport``): what was earned since the last report from the same library, tiers
/// gained and records beaten, in the cabinet's order, with their own earned-on dates (an award
/// earned by an old file imported since is new here, with its old date). Written once here;
/// HTML and Markdown print the same lines in the same order. Texts are raw: the renderers
/// escape them (names come from the catalog and the countries' table).
public struct DocumentNewSince: Sendable {
  /// One award new since the last report.
  public struct Line: Sendable {
    /// The award's status, for its badge art; `nil` for a country visited.
    public var status: AchievementStatus?
    /// Its name: "Century", "Fastest 5 km Run", "First workout in Japan".
    public var name: String
    /// What is new and when: "earned Sat 3 May 2014", "24:10, beat 25:00 · Sat 10 Jan 2026",
    /// "up from Fifty Runs · earned Sun 4 May 2014".
    public var detail: String
  }

  /// Most lines shown; the rest are counted ("… and 3 more").
  public static let shownLimit = 12

  /// "New since last report (Mon 2 Mar 2026)", or "New since last report" for the first one.
  public var heading: String
  /// Said under the heading: that this is the first report, that nothing is new, or when the
  /// last report was made.
  public var sentence: String
  /// The awards new since, at most ``shownLimit``.
  public var lines: [Line]
  /// "… and 3 more (`trophies achievements --json` marks them all)", `nil` when all are shown.
  public var more: String?

  /// The section of `since` for `cabinet` (whose statuses and places it names).
  init(_ since: SinceLastReport, cabinet: TrophyCabinet) {
    guard let last = since.lastReportedAt else {
      heading = "New since last report"
      sentence =
        "This is the first report from this library: from the next one on, this space shows "
        + "what was earned since, tiers gained and records beaten."
      lines = []
      more = nil
      return
    }
    let time = CivilDateTime(instant: last)
    heading = "New since last report (\(ReportFormatting.readableDate(time)))"
    let when = ReportFormatting.readableDateTime(time) + " UTC"
    var statuses: [String: AchievementStatus] = [:]
    for status in cabinet.statuses { statuses[status.definition.id] = status }
    var places: [String: PlaceVisit] = [:]
    for visit in cabinet.evaluation.places { places[visit.awardID] = visit }
    var all: [Line] = []
    for item in since.items {
      if let status = statuses[item.id] {
        all.append(Self.line(item, status, statuses: statuses, units: cabinet.units))
      } else if let visit = places[item.id] {
        all.append(
          Line(
            status: nil, name: "First workout in \(visit.name)",
            detail: "first visit "
              + ReportFormatting.readableDate(
                CivilDateTime(dayNumber: Int64(visit.firstVisitDate.dayNumber)))))
      }
    }
    sentence =
      all.isEmpty
      ? "Nothing new since the last report, of \(when)."
      : "Earned since the last report, of \(when), with the date each was earned: awards from "
        + "old files imported since are new here too."
    lines = Array(all.prefix(Self.shownLimit))
    more =
      all.count > Self.shownLimit
      ? "… and \(all.count - Self.shownLimit) more (trophies achievements --json marks them all)."
      : nil
  }

  /// The line of `item`, whose status is `status`.
  private static func line(
    _ item: SinceLastReport.Item, _ status: AchievementStatus,
    statuses: [String: AchievementStatus], units: UnitSystem
  ) -> Line {
    let date = status.earnedLocal.map(ReportFormatting.readableDate) ?? "–"
    let name = status.definition.name
    if let record = status.record {
      let climb: Bool
      if case .biggestClimb = status.definition.recordKind { climb = true } else { climb = false }
      let format = { (value: Double) in
        ReportFormatting.recordValue(value, unit: record.unit, units: units, isElevation: climb)
      }
      switch item.change {
      case .recordBeaten(let previous):
        return Line(
          status: status, name: name,
          detail: "\(format(record.value)), beat \(format(previous)) · \(date)")
      default:
        return Line(
          status: status, name: name, detail: "first recorded: \(format(record.value)) · \(date)")
      }
    }
    let tiers = item.tiers > 1 ? " (\(item.tiers) tiers)" : ""
    switch item.change {
    case .tierGained(let previousID):
      let previous = statuses[previousID]?.definition.name ?? previousID
      return Line(
        status: status, name: name, detail: "up from \(previous)\(tiers) · earned \(date)")
    default:
      return Line(status: status, name: name, detail: "earned \(date)\(tiers)")
    }
  }
}
