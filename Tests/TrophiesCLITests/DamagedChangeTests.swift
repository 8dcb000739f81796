import Foundation
import Testing
import WorkoutLibrary

@testable import TrophiesCLI

/// A stored file whose content changes into a damaged one keeps its workouts in the library
/// (issue 17, break-it L3: an emptied or cut file took its workouts out of the library, exit 0
/// for a cut one, while a deleted file kept them). The damaged reading is listed as failed
/// (exit 3) and read again by the next import; a whole reading still replaces the stored one.
@Suite("a damaged new version of a stored file loses nothing")
struct DamagedChangeTests {
  /// The counted workouts `report --library` says the library holds ("N workouts").
  static func counted(_ library: String, _ root: URL) -> String {
    let out = root.appendingPathComponent("cabinet-\(UUID().uuidString)").path
    let result = runTrophies(["report", "--library", library, "--out", out])
    let line = result.1.split(separator: "\n").first { $0.contains(" workout") } ?? ""
    return String(line)
  }

  /// A temporary folder holding a copy of `Fixtures/AppleHealth/apple_health_export` of the
  /// import tests (5 workouts, one routed run), changed by `prepare` (given the export folder),
  /// imported into `library.sqlite` beside it.
  static func importedHealthExport(
    prepare: (URL) throws -> Void = { _ in }
  ) throws -> (root: URL, export: URL, library: String) {
    let root = try makeTemporaryFolder()
    let export = root.appendingPathComponent("apple_health_export")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent(
        "Tests/WorkoutImportTests/Fixtures/AppleHealth/apple_health_export"),
      to: export)
    try prepare(export)
    let library = root.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", export.path, "--library", library]).0 == 0)
    return (root, export, library)
  }

  /// A GPX of two runs (2020-01-10 and 2020-01-11, 06:00 UTC, 30 min, 1.5 km north), as bytes.
  static let twoRuns = Data(
    (["<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"Test Watch\">"]
      + ["2020-01-10", "2020-01-11"].map { day in
        "<trk><type>running</type><trkseg><trkpt lat=\"52.5\" lon=\"13.4\"><time>\(day)T06:00:00Z"
          + "</time></trkpt><trkpt lat=\"52.5135\" lon=\"13.4\"><time>\(day)T06:30:00Z</time>"
          + "</trkpt></trkseg></trk>"
      } + ["</gpx>"]).joined().utf8)

  /// `OwnOutputTests.runsFolder()` with ``twoRuns`` written as `two.gpx` beside its 3 runs, all
  /// imported into `library.sqlite` in the temporary root.
  static func importedTwoRuns() throws -> (root: URL, runs: URL, file: URL, library: String) {
    let (root, runs) = try OwnOutputTests.runsFolder()
    let file = runs.appendingPathComponent("two.gpx")
    try twoRuns.write(to: file)
    let library = root.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", runs.path, "--library", library]).0 == 0)
    return (root, runs, file, library)
  }

  /// Each way a stored file goes bad: its new bytes from the old ones.
  static let damages: [(String, @Sendable (Data) -> Data)] = [
    ("emptied (a cloud placeholder)", { _ in Data() }),
    ("cut inside its first track (malformed)", { $0.prefix(200) }),
    ("cut inside its second track (xml_broken_off, 1 of 2 read)", { $0.prefix($0.count - 60) }),
    ("overwritten by a web page", { _ in Data("<html><body>Sign in</body></html>".utf8) }),
  ]

  @Test(
    "a damaged version keeps the stored workouts, exit 3; the whole file read again is fine",
    arguments: 0..<4)
  func damaged(case index: Int) throws {
    let (name, damage) = Self.damages[index]
    let (root, runs, file, library) = try Self.importedTwoRuns()
    defer { try? FileManager.default.removeItem(at: root) }
    // By hand: the 3 runs of runsFolder (2020-01-01…03) and the 2 of two.gpx.
    #expect(Self.counted(library, root).contains("5 workouts"), "\(name)")
    try damage(Self.twoRuns).write(to: file)
    let result = runTrophies(["import", runs.path, "--library", library])
    #expect(result.0 == 3, "\(name): \(result.1) \(result.2)")
    #expect(result.2.contains("two.gpx"), "\(name): \(result.2)")
    #expect(
      result.2.contains("the 2 workouts stored from its earlier content stay in the library"),
      "\(name): \(result.2)")
    #expect(Self.counted(library, root).contains("5 workouts"), "\(name)")
    // Still damaged: listed again, nothing lost.
    #expect(runTrophies(["import", runs.path, "--library", library]).0 == 3, "\(name)")
    #expect(Self.counted(library, root).contains("5 workouts"), "\(name)")
    // Mended: read whole again, stored as before.
    try Self.twoRuns.write(to: file)
    let mended = runTrophies(["import", runs.path, "--library", library])
    #expect(mended.0 == 0, "\(name): \(mended.2)")
    #expect(Self.counted(library, root).contains("5 workouts"), "\(name)")
  }

  @Test("a whole file edited to hold fewer workouts replaces them (exit 0)")
  func editedOnPurpose() throws {
    let (root, runs, file, library) = try Self.importedTwoRuns()
    defer { try? FileManager.default.removeItem(at: root) }
    // The second track taken out, the document whole.
    let text = String(decoding: Self.twoRuns, as: UTF8.self)
    let second = try #require(text.range(of: "<trk>", options: .backwards))
    let one = String(text[..<second.lowerBound]) + "</gpx>"
    try Data(one.utf8).write(to: file)
    let result = runTrophies(["import", runs.path, "--library", library])
    #expect(result.0 == 0, "\(result.2)")
    #expect(Self.counted(library, root).contains("4 workouts"))
  }

  /// `health-same-start.xml`: a run, its copy from the phone (20 s longer: a duplicate) and a
  /// walk; counted by hand, 2. Cut inside the walk's start tag, as an interrupted copy leaves
  /// it: 2 workouts read with `xml_broken_off`, fewer than the 3 stored.
  @Test("an Apple Health export.xml cut short keeps its stored workouts")
  func healthExportCut() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let export = root.appendingPathComponent("apple_health_export")
    try FileManager.default.createDirectory(at: export, withIntermediateDirectories: true)
    let file = export.appendingPathComponent("export.xml")
    let whole = try Data(contentsOf: InspectStreamingTests.export)
    try whole.write(to: file)
    let library = root.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", export.path, "--library", library]).0 == 0)
    #expect(Self.counted(library, root).contains("2 workouts"))
    let text = String(decoding: whole, as: UTF8.self)
    let walk = try #require(text.range(of: "workoutActivityType=\"HKWorkoutActivityTypeWalking"))
    try Data(text[..<walk.lowerBound].utf8).write(to: file)
    let result = runTrophies(["import", export.path, "--library", library])
    #expect(result.0 == 3, "\(result.1) \(result.2)")
    #expect(result.2.contains("xml_broken_off"), "\(result.2)")
    #expect(Self.counted(library, root).contains("2 workouts"))
  }

  /// Break-it F1: one file, one recording (4 points, 06:00–06:45 UTC, 2020-02-01) cut inside its
  /// last point, as an interrupted copy leaves it: 1 workout read (06:00–06:30) with
  /// `xml_broken_off`, as many as stored, each shorter. The stored 45 min stay.
  @Test("a one-workout file cut mid-track keeps the whole stored workout")
  func oneWorkoutCut() throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let points = (0..<4).map { index in
      "<trkpt lat=\"52.5\" lon=\"\(13.4 + Double(index) * 0.02)\"><time>2020-02-01T06:"
        + "\(index * 15 == 0 ? "00" : String(index * 15)):00Z</time></trkpt>"
    }
    let whole =
      "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" creator=\"Test Watch\"><trk>"
      + "<type>running</type><trkseg>\(points.joined())</trkseg></trk></gpx>"
    let file = runs.appendingPathComponent("long.gpx")
    try Data(whole.utf8).write(to: file)
    let library = root.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", runs.path, "--library", library]).0 == 0)
    let last = try #require(whole.range(of: "<trkpt", options: .backwards))
    try Data(whole[..<whole.index(last.lowerBound, offsetBy: 20)].utf8).write(to: file)
    let result = runTrophies(["import", runs.path, "--library", library])
    #expect(result.0 == 3, "\(result.2)")
    #expect(result.2.contains("cut short (xml_broken_off), giving 1 workout"), "\(result.2)")
    // 45 min = 2,700 s, by hand; the cut copy would say 1,800 s.
    let stored = try WorkoutLibrary(path: library).files().first { $0.source == file.path }
    #expect(stored?.workouts.map(\.summary.durationSeconds) == [2_700])
  }

  /// Break-it pass 6 F3: `Fixtures/treadmill-run.fit` (file_id, 11 records ending at byte 160,
  /// session, activity; walked by hand) with its header's data size set to 0 (and its header
  /// CRC to 0, not computed; no file CRC), as a writer that never finalised it leaves it, is
  /// stored; the same file cut after its fifth record (byte 100, a message boundary) read as
  /// whole and replaced it. The 11-record workout stays.
  @Test("a FIT file of data size 0 cut at a message boundary keeps the stored workout")
  func fitUnsizedCut() throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    var bytes = Array(
      try Data(
        contentsOf: packageRoot.appendingPathComponent(
          "Tests/TrophiesCLITests/Fixtures/treadmill-run.fit")))
    #expect(bytes.count == 246)
    bytes.replaceSubrange(4..<8, with: [0, 0, 0, 0])
    bytes.replaceSubrange(12..<14, with: [0, 0])
    let file = runs.appendingPathComponent("unsized.fit")
    try Data(bytes[..<244]).write(to: file)
    let library = root.appendingPathComponent("library.sqlite").path
    let first = runTrophies(["import", runs.path, "--library", library])
    #expect(first.0 == 0, "\(first.2)")
    try Data(bytes[..<100]).write(to: file)
    let result = runTrophies(["import", runs.path, "--library", library])
    #expect(result.0 == 3, "\(result.2)")
    #expect(result.2.contains("cut short (fit_truncated), giving 1 workout"), "\(result.2)")
    let stored = try WorkoutLibrary(path: library).files().first { $0.source == file.path }
    #expect(stored?.workouts.map(\.summary.trackpointCount) == [11])
  }

  /// Break-it F3: a Strava export's `activities.csv` with 3 manual entries (no file) cut inside
  /// its last row: 2 rows read, the cut one `strava_row_unreadable` or `csv_broken_off`; break-it
  /// pass 6 F1: cut inside its header after the Filename column, it read as a whole empty
  /// table (now `csv_broken_off`). The 3 stored manual workouts stay.
  @Test("a Strava activities.csv cut inside a row keeps its stored manual workouts")
  func stravaCSVCut() throws {
    let root = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let export = root.appendingPathComponent("export_123")
    try FileManager.default.createDirectory(at: export, withIntermediateDirectories: true)
    let csv =
      "Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,Filename\n"
      + "1,\"Mar 1, 2024, 8:00:00 AM\",Yoga One,Yoga,1800,0,\n"
      + "2,\"Mar 2, 2024, 8:00:00 AM\",Yoga Two,Yoga,1800,0,\n"
      + "3,\"Mar 3, 2024, 8:00:00 AM\",Yoga Three,Yoga,1800,0,\n"
    let file = export.appendingPathComponent("activities.csv")
    try Data(csv.utf8).write(to: file)
    let library = root.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", export.path, "--library", library]).0 == 0)
    #expect(Self.counted(library, root).contains("3 workouts"))
    for cut in ["3,\"Mar 3", "3,\"Mar 3, 2024, 8:00:00 AM\",Yoga", "Distance,Filename"] {
      let end = try #require(csv.range(of: cut)?.upperBound)
      try Data(csv[..<end].utf8).write(to: file)
      let result = runTrophies(["import", export.path, "--library", library])
      #expect(result.0 == 3, "\(cut): \(result.2)")
      #expect(Self.counted(library, root).contains("3 workouts"), "\(cut)")
    }
  }

  /// Break-it pass 5 F1 (the refresh path): `Fixtures/AppleHealth` of the import tests, its
  /// routed run's route file (196 points) cut at half its bytes, as an interrupted copy leaves
  /// it. The export is read again with its routes, and the stored run took the half route (its
  /// distance, efforts and tiles). The run keeps the route stored from the whole file, and the
  /// export says `route_file_damaged`.
  @Test("an Apple Health route file cut short does not shorten the stored route")
  func healthRouteCut() throws {
    let (root, export, library) = try Self.importedHealthExport()
    defer { try? FileManager.default.removeItem(at: root) }
    // The routed run's best efforts (target ids): the whole route's reach 5 km.
    func routedDistances() throws -> [[String]] {
      try WorkoutLibrary(path: library).files().flatMap(\.workouts)
        .map { $0.bestEfforts.map(\.target.id) }.filter { !$0.isEmpty }
    }
    let before = try routedDistances()
    #expect(before.first?.contains { $0.contains("5k") } == true, "\(before)")
    let route = export.appendingPathComponent("workout-routes/route_2025-03-16_10.35am.gpx")
    let bytes = try Data(contentsOf: route)
    try bytes.prefix(bytes.count / 2).write(to: route)
    let result = runTrophies(["import", export.path, "--library", library])
    #expect(!result.1.contains("updated from a newer export"), "\(result.1)")
    #expect(try routedDistances() == before)
  }

  /// Break-it pass 5 F8: the same export's `export.xml` cut at 3,000 bytes (before the routed
  /// run): the export is kept, and its route file, which no workout took, was stored as a
  /// workout of its own ("1 new file", a duplicate of the kept run, "Double Take"), for good.
  @Test("the route files of a damaged export.xml are not stored as workouts of their own")
  func healthExportCutRoute() throws {
    let (root, export, library) = try Self.importedHealthExport()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(Self.counted(library, root).contains("5 workouts from 2 of 2 files"))
    let file = export.appendingPathComponent("export.xml")
    let whole = try Data(contentsOf: file)
    try whole.prefix(3_000).write(to: file)
    let cut = runTrophies(["import", export.path, "--library", library])
    #expect(cut.0 == 3, "\(cut.2)")
    #expect(cut.1.contains("Imported 0 new workouts"), "\(cut.1)")
    #expect(!(cut.1 + cut.2).contains("Double Take"))
    try whole.write(to: file)
    #expect(runTrophies(["import", export.path, "--library", library]).0 == 0)
    #expect(Self.counted(library, root).contains("5 workouts from 2 of 2 files"))
    let routes = try WorkoutLibrary(path: library).files().filter {
      $0.source.contains("workout-routes/")
    }
    #expect(routes.map(\.workouts.count) == [0])
  }
}
