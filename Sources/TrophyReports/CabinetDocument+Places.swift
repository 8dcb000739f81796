import Achievements
import WorkoutModel

extension CabinetDocument {
  /// "Places": one row per country visited, in order of first visit (``PlaceVisit``): its ISO
  /// 3166-1 code (shown as a box, never as an emoji flag, which needs a font many systems
  /// lack), name, continent, the local date of the first visit and that workout's name (or
  /// file), then the workouts and the distance done there. `nil` when no workout passed a
  /// country.
  static func places(_ visits: [PlaceVisit], units: UnitSystem) -> DocumentSection? {
    guard !visits.isEmpty else { return nil }
    var section = DocumentSection(
      id: .places, heading: "Places: countries visited",
      table: DocumentTable(
        columns: [
          .init("Code"), .init("Country"), .init("Continent"), .init("First visit"),
          .init("First workout there", short: "First workout"),
          .init("Workouts", alignsRight: true), .init("Distance", alignsRight: true),
        ],
        rows: visits.map { visit in
          [
            .init(visit.code, .code), .init(visit.name), .init(visit.continent?.name ?? "–"),
            .init(visit.firstVisitDate.description, .number),
            .init(visit.firstVisit.name ?? ReportFormatting.basename(visit.firstVisit.file)),
            .init(NumberText.grouped(visit.workouts), .number),
            .init(units.distance(metres: visit.distanceMeters), .number),
          ]
        }))
    let continents = Set(visits.compactMap(\.continent)).count
    section.intro = [
      DocumentSentence(
        "Workouts in \(NumberText.counted(visits.count, "country", "countries")) on "
          + "\(NumberText.counted(continents, "continent")), found offline from each track's "
          + "positions (borders as precise as the built-in time-zone map, about 50 m; the open "
          + "sea is no country). Distance is each workout's share inside the country.")
    ]
    return section
  }
}
