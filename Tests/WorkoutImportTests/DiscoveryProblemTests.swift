import Foundation
import Testing

@testable import WorkoutImport

/// Nothing is lost: every file or folder discovery cannot use is still listed, and reading it
/// gives an `io` error that names it.
@Suite("File discovery lists problem paths")
struct DiscoveryProblemTests {
  static let gpx = """
    <gpx xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="1" lon="2">\
    <time>2024-01-01T00:00:00Z</time></trkpt><trkpt lat="1" lon="2">\
    <time>2024-01-01T00:01:00Z</time></trkpt></trkseg></trk></gpx>
    """

  /// Paths relative to `folder`, as listed.
  static func listed(_ folder: TemporaryFolder) -> [String] {
    FileDiscovery.files(for: [folder.path]).map { String($0.dropFirst(folder.path.count + 1)) }
  }

  /// Creates `name` (raw bytes, may be invalid UTF-8) in `folder` with `text`.
  static func writeRaw(_ folder: TemporaryFolder, _ name: [UInt8], _ text: String) throws {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
    let descriptor = RawPath.withCPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var bytes = Array(text.utf8)
    #expect(write(descriptor, &bytes, bytes.count) == bytes.count)
  }

  @Test("a file name that is not UTF-8 is listed (shown with U+FFFD) and read")
  func nonUTF8Name() throws {
    let folder = try TemporaryFolder()
    // "caf\xE9.gpx": Latin-1 é, invalid as UTF-8.
    try Self.writeRaw(folder, Array("caf".utf8) + [0xE9] + Array(".gpx".utf8), Self.gpx)
    let found = FileDiscovery.files(for: [folder.path])
    #expect(found == [folder.path + "/caf\u{FFFD}.gpx"])
    let file = WorkoutFileReader.read(path: found[0])
    #expect(file.error == nil)
    #expect(file.workouts.count == 1)
    #expect(file.warnings.first?.code == .fileNameNotUTF8)
    // Named directly (a shell hands such a name over; Swift shows it with U+FFFD).
    #expect(FileDiscovery.files(for: [found[0]]) == found)
    #expect(WorkoutFileReader.read(path: found[0]).workouts.count == 1)
  }

  /// The GPX above dated `day` (`2024-01-DD`), to tell which file was read.
  static func gpx(day: Int) -> String {
    gpx.replacingOccurrences(of: "2024-01-01", with: "2024-01-0\(day)")
  }

  /// The start of the file read from `path`, as `yyyy-MM-dd`.
  static func startDay(_ path: String) -> String? {
    WorkoutFileReader.read(path: path).workouts.first?.summary.startUTC.map {
      String($0.ISO8601Format().prefix(10))
    }
  }

  @Test("two non-UTF-8 names shown alike are listed apart, by their bytes, and each is read")
  func ambiguousNonUTF8Names() throws {
    let folder = try TemporaryFolder()
    try Self.writeRaw(folder, [0xE9] + Array(".gpx".utf8), Self.gpx(day: 2))
    try Self.writeRaw(folder, [0xE8] + Array(".gpx".utf8), Self.gpx(day: 3))
    // Byte-wise order: E8 first. Hex by hand: ".gpx" is 2e 67 70 78.
    #expect(
      Self.listed(folder) == [
        "\u{FFFD}.gpx (name bytes e82e677078)", "\u{FFFD}.gpx (name bytes e92e677078)",
      ])
    let found = FileDiscovery.files(for: [folder.path])
    #expect(found.map(Self.startDay) == ["2024-01-03", "2024-01-02"])
    #expect(WorkoutFileReader.read(path: found[0]).warnings.first?.code == .fileNameNotUTF8)
    // The shown form alone, named directly, still matches both: reading says to rename them.
    let error = try #require(WorkoutFileReader.read(path: folder.path + "/\u{FFFD}.gpx").error)
    #expect(error.category == .io)
    #expect(error.message.contains("not valid UTF-8 (shown with \u{FFFD}) and 2 files match it"))
  }

  /// Issue 17 break-it R2b: `s\xFF.gpx` next to a file named `s\u{FFFD}.gpx` itself. The
  /// shown form named the second file, so it was read twice and `s\xFF.gpx` never.
  @Test("a non-UTF-8 name whose shown form is another file's name is read from its own bytes")
  func nonUTF8NameShownAsAnotherFile() throws {
    let folder = try TemporaryFolder()
    try Self.writeRaw(folder, Array("s".utf8) + [0xFF] + Array(".gpx".utf8), Self.gpx(day: 4))
    try Self.writeRaw(folder, Array("s\u{FFFD}.gpx".utf8), Self.gpx(day: 5))
    // "s\xFF.gpx" = 73 ff 2e 67 70 78; sorted: 73 EF (U+FFFD) before 73 FF.
    #expect(Self.listed(folder) == ["s\u{FFFD}.gpx", "s\u{FFFD}.gpx (name bytes 73ff2e677078)"])
    let found = FileDiscovery.files(for: [folder.path])
    #expect(found.map(Self.startDay) == ["2024-01-05", "2024-01-04"])
    #expect(WorkoutFileReader.read(path: found[0]).warnings.isEmpty)
    #expect(WorkoutFileReader.read(path: found[1]).warnings.map(\.code) == [.fileNameNotUTF8])
  }

  /// Issue 17 break-it 2 (A1b): a valid name chosen to spell the listing of a non-UTF-8 name
  /// (`bad\u{FFFD}.gpx (name bytes …)`) was opened in its place: read twice, `bad\xFF.gpx`
  /// never.
  @Test("a file named like a non-UTF-8 file's listing does not take its place")
  func fileNamedLikeAListing() throws {
    let folder = try TemporaryFolder()
    // "bad\xFF.gpx" = 62 61 64 ff 2e 67 70 78.
    let ending = " (name bytes 626164ff2e677078)"
    try Self.writeRaw(folder, Array("bad".utf8) + [0xFF] + Array(".gpx".utf8), Self.gpx(day: 1))
    try Self.writeRaw(folder, Array("bad\u{FFFD}.gpx\(ending)".utf8), Self.gpx(day: 2))
    try Self.writeRaw(folder, Array("bad\u{FFFD}.gpx".utf8), Self.gpx(day: 3))
    let found = FileDiscovery.files(for: [folder.path])
    // Byte-wise: "bad" EF BF BD ".gpx" < "bad" EF BF BD ".gpx (" < "bad" FF.
    #expect(
      Self.listed(folder) == [
        "bad\u{FFFD}.gpx", "bad\u{FFFD}.gpx\(ending)", "bad\u{FFFD}.gpx\(ending)\(ending)",
      ])
    #expect(found.map(Self.startDay) == ["2024-01-03", "2024-01-02", "2024-01-01"])
    #expect(WorkoutFileReader.read(path: found[2]).warnings.map(\.code) == [.fileNameNotUTF8])
  }

  /// Issue 17 break-it 2: a non-UTF-8 name had no stamp (`stat` of the shown name fails), so
  /// every import read it again.
  @Test("a non-UTF-8 file as listed has the stamp of its own bytes")
  func nonUTF8NameStamp() throws {
    let folder = try TemporaryFolder()
    try Self.writeRaw(folder, Array("s".utf8) + [0xFF] + Array(".gpx".utf8), Self.gpx(day: 4))
    try Self.writeRaw(folder, Array("s\u{FFFD}.gpx".utf8), Self.gpx(day: 5) + "\n\n")
    let found = FileDiscovery.files(for: [folder.path])
    let stamps = found.map { FileStamp(path: $0) }
    #expect(stamps.map(\.?.path) == found)
    // Sizes: the two texts differ by the two newlines written after the second.
    #expect(stamps.map(\.?.size) == [Int64(Self.gpx.utf8.count + 2), Int64(Self.gpx.utf8.count)])
  }

  @Test("a non-UTF-8 folder name is expanded, named directly or found in a scan")
  func nonUTF8Folder() throws {
    let folder = try TemporaryFolder()
    let raw = Array(folder.path.utf8) + Array("/d".utf8) + [0xFF]
    #expect(RawPath.withCPath(raw) { mkdir($0, 0o755) } == 0)
    try Self.writeRaw(folder, Array("d".utf8) + [0xFF] + Array("/a.gpx".utf8), Self.gpx)
    #expect(Self.listed(folder) == ["d\u{FFFD}/a.gpx"])
    let shown = folder.path + "/d\u{FFFD}"
    #expect(FileDiscovery.files(for: [shown]) == [shown + "/a.gpx"])
    #expect(WorkoutFileReader.read(path: shown + "/a.gpx").workouts.count == 1)
  }

  @Test("*.gpx.gz and *.tcx.gz are listed; other .gz files are not")
  func gzipNames() throws {
    let folder = try TemporaryFolder()
    try folder.makeFolder("activities")
    let gz = GzipTestData.compress(Array(Self.gpx.utf8))
    try folder.write(gz, to: "activities/123.gpx.gz")
    try folder.write(gz, to: "activities/124.TCX.GZ")
    // (`.tar.gz` is an archive name since issue 6: listed, and read by its content.)
    try folder.write(gz, to: "activities/backup.sql.gz")
    #expect(Self.listed(folder) == ["activities/123.gpx.gz", "activities/124.TCX.GZ"])
    #expect(WorkoutFileReader.read(path: folder.path + "/activities/123.gpx.gz").error == nil)
  }

  @Test("symbolic links to folders are followed; a link loop neither hangs nor repeats")
  func symlinkedFolders() throws {
    let folder = try TemporaryFolder()
    let outside = try TemporaryFolder()
    try outside.write(Self.gpx, to: "ride.gpx")
    try folder.makeFolder("sub")
    try folder.write(Self.gpx, to: "sub/run.gpx")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.path + "/linked", withDestinationPath: outside.path)
    try manager.createSymbolicLink(atPath: folder.path + "/sub/loop", withDestinationPath: "..")
    try manager.createSymbolicLink(atPath: folder.path + "/self", withDestinationPath: "self")
    #expect(Self.listed(folder) == ["linked/ride.gpx", "sub/run.gpx"])
  }

  @Test("a dangling symbolic link named like a workout is listed; reading says why")
  func danglingLink() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/x.gpx", withDestinationPath: "gone.gpx")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/loop.gpx", withDestinationPath: "loop.gpx")
    #expect(Self.listed(folder) == ["loop.gpx", "x.gpx"])
    let dangling = try #require(WorkoutFileReader.read(path: folder.path + "/x.gpx").error)
    #expect(dangling.category == .io)
    #expect(dangling.message == "dangling symbolic link to gone.gpx: its target does not exist")
    let loop = try #require(WorkoutFileReader.read(path: folder.path + "/loop.gpx").error)
    #expect(loop.category == .io)
    #expect(loop.message.contains("symbolic link loop"))
  }

  @Test("reading a folder gives a clear io error")
  func readingAFolder() throws {
    let folder = try TemporaryFolder()
    let error = try #require(WorkoutFileReader.read(path: folder.path).error)
    #expect(error.category == .io)
    #expect(error.file == folder.path)
    #expect(error.message.hasPrefix("a folder, not a file"))
  }

  /// Root ignores permissions, so as uid 0 (CI, containers) the check runs the `trophies`
  /// binary this build made as user `nobody` (`setpriv --reuid 65534`), which the locked folder
  /// keeps out; as any other user it runs in-process. Either way it runs.
  @Test("a folder that cannot be listed is itself listed; reading it says why")
  func unreadableFolder() throws {
    let folder = try TemporaryFolder()
    try folder.makeFolder("locked")
    try folder.write(Self.gpx, to: "a.gpx")
    #expect(chmod(folder.path + "/locked", 0) == 0)
    defer { chmod(folder.path + "/locked", 0o755) }
    guard geteuid() == 0 else {
      #expect(Self.listed(folder) == ["a.gpx", "locked"])
      let error = try #require(WorkoutFileReader.read(path: folder.path + "/locked").error)
      #expect(error.category == .io)
      #expect(error.message == "cannot read folder: Permission denied")
      return
    }
    let binary = try #require(
      [".build/debug/trophies", ".build/release/trophies"].map {
        Fixtures.packageRoot.appendingPathComponent($0).path
      }.first { FileManager.default.isExecutableFile(atPath: $0) },
      "no trophies binary: swift build makes one")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments = [
      "--reuid=65534", "--regid=65534", "--clear-groups", binary, "inspect", folder.path,
    ]
    process.environment = ["TZ": "UTC"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 3)
    #expect(text.contains(folder.path + "/a.gpx (gpx): 1 workout"))
    #expect(
      text.contains(folder.path + "/locked: skipped: io: cannot read folder: Permission denied"))
  }
}
