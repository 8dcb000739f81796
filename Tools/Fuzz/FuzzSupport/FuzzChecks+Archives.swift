import Foundation
import TrophiesCLI
import WorkoutImport

/// The `archive` fuzz target: one input as an archive file (issue 17).
extension FuzzChecks {
  /// Archive limits small enough that the entry, depth, side-file, size and ratio limits are
  /// reached by inputs of a few KiB (the standard ones need gigabytes or a million entries).
  public static let archiveLimits = ArchiveLimits(
    maximumTotalBytes: 1 << 20, maximumExpansionRatio: 50, maximumMembers: 64, maximumDepth: 3,
    maximumSideFileBytes: 4096)

  /// Most results one archive input may give under ``archiveLimits``: one per entry, one for
  /// the archive itself (damage or a limit), and one per nested archive for its own damage.
  static var maximumArchiveResults: Int { 2 * archiveLimits.maximumMembers + 2 }

  /// Writes `data` to a file of this process's own and imports it as an input, as `import` and
  /// `inspect` do (sniffed: a zip, a tar or a gzip-compressed tar is walked, nested archives,
  /// side files and export joins included; anything else is read as a document), then checks
  /// the results: at least one; at most ``maximumArchiveResults``; every name the archive's
  /// path or `PATH!/…`, none twice (the workout library stores files by name), none holding a
  /// NUL; each member either read (workouts) or listed (an error), an entry with neither (an
  /// archive's own, the input's or a nested archive's; a side file a later one superseded) an
  /// `archive_damaged` or `side_file_superseded` warning; every workout and JSON object as
  /// ``read(_:)`` checks them.
  public static func readArchive(_ data: Data) {
    let path = archivePath
    guard FileManager.default.createFile(atPath: path, contents: data) else { return }
    defer { unlink(path) }
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"), keepsTrackpoints: false)
    importer.archiveLimits = archiveLimits
    importer.findsBestEfforts = false
    importer.drawsRouteSketches = false
    let files = importer.importFiles([path])
    check(!files.isEmpty, "an input without a result")
    check(files.count <= maximumArchiveResults, "more results than the entry limit allows")
    var names = Set<String>()
    for file in files {
      check(
        file.source == path || file.source.utf8.starts(with: (path + "!/").utf8),
        "a result named outside its archive")
      check(names.insert(file.source).inserted, "two results of one name")
      check(!file.source.utf8.contains(0), "a NUL in a name")
      check(file.error == nil || file.workouts.isEmpty, "an error and workouts at once")
      if file.format == nil, file.error == nil, file.workouts.isEmpty {
        // An archive's own entry (the input's, or a nested archive's): damage after members;
        // or a side file a later member of its name superseded.
        check(
          file.warnings.contains { $0.code == .archiveDamaged || $0.code == .sideFileSuperseded },
          "an entry neither read nor listed with an error, archive_damaged or side_file_superseded")
      } else {
        check(
          file.error != nil || !file.workouts.isEmpty || file.joinedInto != nil,
          "a member neither read nor listed")
      }
      for workout in file.workouts { check(workout) }
      checkJSON(InspectJSON.object(for: file).text)
    }
  }

  /// A file of this process's own, in `/dev/shm` when it exists (no disk writes per input).
  static let archivePath: String = {
    let folder =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return folder + "/trophies-fuzz-archive-\(getpid()).zip"
  }()
}
