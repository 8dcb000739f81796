import Foundation
import Testing
import TrophiesKit
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

/// ``TrophiesImport`` as a Swift program uses it: the home zone, errors that stop a run, the
/// record of an import into a library. Fixture: `Fixtures/Workouts` (a run, a ride, and
/// `notes.gpx`, plain text: `unsupported_format`).
@Suite("the import API")
struct TrophiesImportTests {
  static let folder = UseFromSwiftTests.folder

  @Test(
    "the home zone: named, from TZ (a leading ':' removed), a bad TZ named and replaced",
    arguments: [
      ("Asia/Tokyo", [:], "Asia/Tokyo", nil),
      (nil, ["TZ": ":Europe/Paris"], "Europe/Paris", nil),
      (nil, ["TZ": "Bad/Zone"], TimeZone.current.identifier, "Bad/Zone"),
      (nil, [:], TimeZone.current.identifier, nil),
    ] as [(String?, [String: String], String, String?)])
  func homeZone(given: String?, environment: [String: String], zone: String, ignored: String?)
    throws
  {
    let home = try HomeTimeZone.resolve(given: given, environment: environment)
    #expect(home.identifier == zone)
    #expect(home.ignoredEnvironmentZone == ignored)
  }

  @Test("errors that stop a run are thrown before anything is read")
  func errors() {
    #expect(
      throws: TrophiesImportError.unknownTimeZone("europe/berlin", suggestion: "Europe/Berlin")
    ) {
      try TrophiesImport.read([Self.folder], options: ImportOptions(homeTimeZone: "europe/berlin"))
    }
    let missing = Self.folder + "/absent.gpx"
    #expect(throws: TrophiesImportError.noSuchInput(missing)) {
      try TrophiesImport.read([missing], options: ImportOptions())
    }
  }

  @Test(
    "an error says in one line what went wrong, names as given",
    arguments: [
      (
        TrophiesImportError.unknownTimeZone("europe/berlin", suggestion: "Europe/Berlin"),
        "unknown time zone 'europe/berlin'; use an IANA name such as Europe/Berlin "
          + "(did you mean Europe/Berlin?)"
      ),
      (
        .unknownTimeZone("", suggestion: nil),
        "unknown time zone ''; use an IANA name such as Europe/Berlin"
      ),
      (.noSuchInput("runs/a\tb.gpx"), "no such file or folder: runs/a\tb.gpx"),
      (.noWorkoutFiles(["a", "b"]), "no GPX, TCX or FIT files found in a, b"),
    ])
  func description(error: TrophiesImportError, line: String) {
    #expect("\(error)" == line)
  }

  @Test("a session: counted workouts in start order, the skipped file, the zone used")
  func session() throws {
    let session = try TrophiesImport.read(
      [Self.folder], options: ImportOptions(homeTimeZone: "Asia/Tokyo"))
    // run.gpx starts 2019-03-05T14:15:47Z, ride.gpx 2019-03-06T17:15:47Z.
    #expect(session.workouts.map(\.activity) == [.running, .cycling])
    #expect(
      session.discovered.map { ($0 as NSString).lastPathComponent } == [
        "notes.gpx", "ride.gpx", "run.gpx",
      ])
    #expect(session.skipped.map { $0.error?.category } == [.unsupportedFormat])
    #expect(session.homeTimeZone?.identifier == "Asia/Tokyo")
    // The points lie in Berlin: the coordinates choose the zone, not the home setting.
    #expect(session.workouts.allSatisfy { $0.timeZoneIdentifier == "Europe/Berlin" })
  }

  @Test("into a library: the record of the run, then nothing opened again")
  func store() throws {
    let place = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trophies-kit-\(UUID().uuidString).sqlite")
    defer { try? FileManager.default.removeItem(at: place) }
    let library = try WorkoutLibrary(path: place.path)
    let first = try TrophiesImport.store([Self.folder], into: library, options: ImportOptions())
    #expect(first.outcome.newWorkouts == 2)
    #expect(first.outcome.newFiles.allSatisfy { $0.workouts.isEmpty })
    #expect(first.unchangedFiles == 0)
    #expect(first.discovered.count == 3)
    #expect(try library.countedWorkoutCount() == 2)
    let second = try TrophiesImport.store([Self.folder], into: library, options: ImportOptions())
    #expect(second.outcome.newWorkouts == 0)
    #expect(second.unchangedFiles == 3)
  }
}
