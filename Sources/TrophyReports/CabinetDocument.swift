import Achievements
import WorkoutModel

/// The cabinet as a document, built once from a ``TrophyCabinet`` (the engine's
/// ``AchievementEvaluation`` and what was imported) and rendered to Markdown (``MarkdownReport``)
/// and to HTML (``HTMLReport``): every heading, sentence and table cell of these sections is
/// written here once, and the renderers only mark it up.
///
/// Sections: the records, highlights, year in review and each kind of achievement (heads written
/// here, shelves laid out by each renderer), totals per activity (``activities``) and the
/// listings of what was imported (``listings``: skipped files, warnings, duplicates, not
/// counted, in that order, those that apply). Figures use the evaluation's one definition of time
/// (``WorkoutTotals``).
public struct CabinetDocument: Sendable {
  /// The page title.
  public var title: String
  /// What was imported in figures, from the evaluation: workouts, distance, active time (the
  /// one definition of time, ``WorkoutTotals``), active days (these four in the summary), the
  /// longest day streak and the records set.
  public var figures: [DocumentFigure]
  /// "By activity": workouts, distance and active time per activity type.
  public var activities: DocumentSection
  /// "Places": the countries visited with first visit, workouts and distance; `nil` when no
  /// workout passed a country (``places(_:units:)``).
  public var places: DocumentSection?
  /// "Gear": distance, time and milestones per piece of gear, retire-at warnings; `nil` when no
  /// workout names gear (``gear(_:settings:units:)``).
  public var gear: DocumentGear?
  /// The listings after "About this cabinet", in order: skipped files (always), files imported
  /// with warnings, duplicate recordings, not counted (each when it applies).
  public var listings: [DocumentSection]

  /// Each kind of achievement present, in catalog order of its first entry (records included),
  /// with its head (``DocumentKindSection``).
  public var kinds: [DocumentKindSection]
  /// The record tables (``RecordShelf``), values in the cabinet's units.
  public var recordShelf: RecordShelf
  /// What the cabinet leads with (``CabinetHighlights``).
  public var highlights: CabinetHighlights
  /// Heads of the highlights: recently earned, closest to unlocking.
  public var recentHeading = DocumentHeading("Recently earned")
  /// See ``recentHeading``.
  public var closestHeading = DocumentHeading("Closest to unlocking")
  /// The year in review's years, newest first (``TrophyCabinet/review``).
  public var years: [DocumentYear]
  /// Head of the year in review.
  public var yearsHeading = DocumentHeading(
    "Year in review",
    blurb: "Each year's workouts by local date: totals, streaks, records and every active day.")
  /// Said instead of the achievements when the catalog has none.
  public var emptyCatalog = DocumentSentence("The catalog is empty.")
  /// The record shelf by period (``PeriodShelf``), for the switch above the records.
  public var periodShelf: PeriodShelf
  /// This year against last, in the year in review; `nil` without workouts.
  public var yearOverYear: DocumentSection?
  /// This year against last in one sentence, for the Markdown summary.
  public var yearOverYearSummary: DocumentSentence?
  /// Label before the record labels not set yet on a record table.
  public var notYetLabel = "Not yet:"
  /// Label before the record tables with no record set.
  public var noRecordsYetLabel = "No records yet:"
  /// The "Explorer" section (``DocumentExplorer``); `nil` when no workout has tiles.
  public var explorer: DocumentExplorer?
  /// The "Goals" section (``DocumentGoals``); `nil` without goals in the settings file.
  public var goals: DocumentGoals?
  /// "New since last report", which the cabinet starts with (``DocumentNewSince``); `nil`
  /// without a workout library.
  public var newSince: DocumentNewSince?
  /// The share pictures (``DocumentShare``); `nil` unless ``TrophyCabinet/sharesCards``.
  public var share: DocumentShare?
  /// The map of every route (``DocumentRouteMap``); `nil` with `--no-routes` or no route.
  public var routeMap: DocumentRouteMap?

  /// The document of `cabinet`.
  public init(_ cabinet: TrophyCabinet) {
    title = cabinet.title
    figures = Self.figures(cabinet.evaluation, units: cabinet.units)
    let eddington = cabinet.eddingtonSentences
    kinds = CabinetLayout(statuses: cabinet.badges).sections.map {
      DocumentKindSection($0, eddington: eddington)
    }
    recordShelf = RecordShelf(statuses: cabinet.statuses, units: cabinet.units)
    highlights = CabinetHighlights(statuses: cabinet.statuses)
    years = cabinet.review.years.map { DocumentYear($0, units: cabinet.units) }
    let seasons = cabinet.evaluation.seasons
    periodShelf = PeriodShelf(
      statuses: cabinet.statuses, bests: seasons.bests, units: cabinet.units)
    let totals = cabinet.evaluation.totals
    yearOverYear = Self.yearOverYear(seasons.yearOverYear, totals: totals, units: cabinet.units)
    yearOverYearSummary = Self.yearOverYearSummary(
      seasons.yearOverYear, totals: totals, units: cabinet.units)
    activities = Self.activities(cabinet.evaluation.totals, units: cabinet.units)
    places = Self.places(cabinet.evaluation.places, units: cabinet.units)
    gear = Self.gear(cabinet.evaluation.gear, settings: cabinet.gearSettings, units: cabinet.units)
    explorer = Self.explorer(cabinet.evaluation, zones: cabinet.privacyZones)
    goals = Self.goals(cabinet.evaluation.goals)
    newSince = cabinet.sinceLastReport.map { DocumentNewSince($0, cabinet: cabinet) }
    routeMap = Self.routeMap(cabinet)
    listings =
      [Self.skipped(cabinet.skipped)]
      + [
        Self.warnings(cabinet.warnings), Self.duplicates(cabinet.duplicates),
        Self.notCounted(cabinet),
      ].compactMap { $0 }
    share = shareSection(cabinet)
  }

  /// The headline figures of `evaluation`.
  static func figures(_ evaluation: AchievementEvaluation, units: UnitSystem) -> [DocumentFigure] {
    let totals = evaluation.totals
    return [
      .count(totals.workouts, "workout", label: "Workouts"),
      DocumentFigure(
        number: units.distanceNumber(metres: totals.distanceMeters),
        inline: units.distance(metres: totals.distanceMeters), label: units.distanceWord),
      DocumentFigure(
        number: NumberText.fixed(totals.activeSeconds / 3600, decimals: 1),
        inline: ReportFormatting.hours(seconds: totals.activeSeconds), label: "Hours"),
      .count(totals.activeDays, "active day", label: "Active days"),
      .count(evaluation.longestDayStreak, "day", label: "Day streak", inSummary: false),
      .count(evaluation.recordsSet, "record", label: "Records", inSummary: false),
    ]
  }

  /// Totals per activity type, most workouts first; the distance of a type none of whose
  /// workouts has one (yoga, strength) is "–", not "0.0 km".
  static func activities(_ totals: WorkoutTotals, units: UnitSystem) -> DocumentSection {
    var section = DocumentSection(
      id: .activities, heading: "By activity",
      table: DocumentTable(
        columns: [
          .init("Activity"), .init("Workouts", alignsRight: true),
          .init("Distance", alignsRight: true), .init("Time", alignsRight: true),
        ],
        rows: totals.activities.map { row in
          [
            .init(ReportFormatting.activityName(row.activity)),
            .init(NumberText.grouped(row.workouts), .number),
            .init(
              row.distanceMeters > 0 ? units.distance(metres: row.distanceMeters) : "–",
              .number),
            .init(ReportFormatting.hours(seconds: row.activeSeconds), .number),
          ]
        }))
    section.empty = DocumentSentence("No workouts were imported.")
    return section
  }

  /// Files that gave no workout (at most ``TrophyCabinet/listedSkippedLimit``, then a count).
  static func skipped(_ files: [SkippedFile]) -> DocumentSection {
    var section = DocumentSection(
      id: .skipped, heading: "Skipped files",
      table: DocumentTable(
        columns: [
          .init("File"), .init("Category"), .init("Message"),
          .init("Line:column", short: "Line:col"),
        ],
        rows: files.prefix(TrophyCabinet.listedSkippedLimit).map { file in
          [
            .init(file.file, .path), .init(file.category, .category),
            .init(file.message, .message),
            .init(SkippedFile.location(line: file.line, column: file.column), .number),
          ]
        }))
    section.empty = DocumentSentence("None: every file was imported.")
    section.more = more(files.count - TrophyCabinet.listedSkippedLimit, others: true)
    return section
  }

  /// Warnings grouped by code (at most ``TrophyCabinet/listedWarningLimit`` rows, then a count);
  /// `nil` without warnings.
  static func warnings(_ warnings: [FileWarning]) -> DocumentSection? {
    guard !warnings.isEmpty else { return nil }
    var section = DocumentSection(
      id: .warnings, heading: "Files imported with warnings",
      table: DocumentTable(
        columns: [
          .init("Code"), .init("File"), .init("Count", alignsRight: true), .init("Warning"),
        ],
        rows: FileWarning.groupedByCode(warnings).prefix(TrophyCabinet.listedWarningLimit).map {
          [
            .init($0.code, .code), .init($0.file, .path),
            .init(NumberText.grouped($0.count), .number), .init($0.message, .message),
          ]
        }))
    section.more = more(warnings.count - TrophyCabinet.listedWarningLimit, others: false)
    return section
  }

  /// Recordings counted once; `nil` without duplicates.
  static func duplicates(_ duplicates: [DuplicateFile]) -> DocumentSection? {
    guard !duplicates.isEmpty else { return nil }
    return DocumentSection(
      id: .duplicates, heading: "Duplicate recordings (counted once)",
      table: DocumentTable(
        columns: [.init("File"), .init("Start (UTC)"), .init("Counted in")],
        rows: duplicates.map {
          [.init($0.file, .path), .init($0.startUTC), .init($0.countedIn, .path)]
        }))
  }

  /// The minimum counted workout and the workouts left out; `nil` when the minimum is unstated
  /// and nothing was left out.
  static func notCounted(_ cabinet: TrophyCabinet) -> DocumentSection? {
    guard cabinet.minimumWorkout != nil || !cabinet.notCounted.isEmpty else { return nil }
    var section = DocumentSection(id: .notCounted, heading: "Not counted")
    if let minimum = cabinet.minimumWorkout {
      section.intro = [
        DocumentSentence(
          "Workouts shorter than \(minimum), and trips by car, bus, train, boat or plane, are "
            + "listed but count toward no achievement or total.")
      ]
    }
    if !cabinet.notCounted.isEmpty {
      section.table = DocumentTable(
        columns: [.init("File"), .init("Workout"), .init("Start (UTC)"), .init("Reason")],
        rows: cabinet.notCounted.map {
          [
            .init($0.file, .path), .init($0.name ?? "–"), .init($0.startUTC),
            .init($0.reason, .code),
          ]
        })
    }
    return section
  }

  /// "… and N more (standard error and `trophies inspect` list them all)." after a capped
  /// table (`others`: standard error lists them too); `nil` when `count` ≤ 0.
  static func more(_ count: Int, others: Bool) -> DocumentSentence? {
    guard count > 0 else { return nil }
    return DocumentSentence([
      .text("… and \(NumberText.grouped(count)) more (\(others ? "standard error and " : "")"),
      .code("trophies inspect"), .text(others ? " list them all)." : " lists them all)."),
    ])
  }
}
