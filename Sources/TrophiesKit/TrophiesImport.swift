import Foundation
import TimeZoneLookup
import WorkoutImport
import WorkoutLibrary
import WorkoutModel

/// The import as one call: what `trophies import`, `report`, `achievements` and `inspect` read
/// from paths, for any Swift program.
///
/// The paths may name GPX, TCX and FIT files (gzip included), folders of them, archives (zip,
/// tar, gzip'd tar) and account exports (Strava, Garmin, Apple Health) unpacked or zipped. One
/// call resolves the home zone once (``HomeTimeZone``), discovers the files, reads them in
/// parallel with each workout's zone chosen (coordinates, written offset, home zone), joins the
/// export side files (names, types, gear, manual entries, planned routes, Apple Health routes),
/// marks duplicate recordings so each is counted once, and sorts the workouts.
///
/// ```swift
/// let session = try TrophiesImport.read(["Workouts/"], options: ImportOptions())
/// for workout in session.workouts { print(workout.activity, workout.summary.durationSeconds) }
/// ```
public enum TrophiesImport {
  /// Reads `paths` (files, folders, archives, exports) into a session (see the type).
  /// Files that cannot be read are listed in ``ImportSession/skipped``, never thrown.
  /// - Throws: ``TrophiesImportError`` `unknownTimeZone` for an unknown
  ///   ``ImportOptions/homeTimeZone``, `noSuchInput` for a path that does not exist,
  ///   `noWorkoutFiles` when no file is found under `paths`.
  public static func read(_ paths: [String], options: ImportOptions) throws(TrophiesImportError)
    -> ImportSession
  {
    try read(paths, options: options, heldExportWorkouts: heldExportWorkouts)
  }

  /// ``read(_:options:)`` holding back, when it lists no workouts, an export of more than
  /// `heldExportWorkouts` (tests make it small).
  static func read(_ paths: [String], options: ImportOptions, heldExportWorkouts: Int)
    throws(TrophiesImportError) -> ImportSession
  {
    let home = try HomeTimeZone.resolve(
      given: options.homeTimeZone, environment: options.environment)
    try requireInputs(paths)
    // A session that lists no workouts (`trophies inspect`) holds back a large export's, as
    // `import` does, and reads them again as they are written (``ImportSession/streamHeldBack``).
    let read = try readFiles(
      paths, options: options, home: home,
      heldExportWorkouts: options.listsWorkouts ? nil : heldExportWorkouts)
    var session: ImportSession
    if options.listsWorkouts {
      session = ImportSession(moving: DuplicateWorkouts.mark(read.files), minimum: options.minimum)
    } else {
      var files = read.files
      let keys = heldBackKeys(&files, importer: read.importer, sideFiles: read.heldSideFiles)
      session = ImportSession(
        files: DuplicateWorkouts.mark(files, heldBack: keys), kept: [], minimum: options.minimum)
      session.holdsUnsortedWorkouts =
        files.contains { $0.workouts.contains { $0.summary.startUTC != nil } }
        || keys.values.contains { $0.contains { $0.start != nil } }
      let importer = read.importer
      let sideFiles = read.heldSideFiles
      session.streamHeldBack = { file, batchSize, batch in
        importer.streamHeldBack(file, sideFiles: sideFiles, batchSize: batchSize, into: batch)
      }
    }
    session.homeTimeZone = home
    session.discovered = read.discovered
    session.unmatchedCorrections = read.unmatched
    return session
  }

  /// Reads `paths` into `library` (`docs/CONTRACT.md`, "The workout library"): each path is
  /// made absolute in ``ImportOptions/workingFolder`` (``WorkoutImport/AbsolutePath``), so files
  /// are stored, and listed in the result, by absolute path, and rows an older trophies stored
  /// under a relative path are adopted when certain
  /// (``WorkoutLibrary/WorkoutLibrary/adoptRelativeRows(in:)``); a file whose
  /// path, size and modification time the library holds is not opened again; a file whose
  /// content hash it holds is not stored again; new files are stored `batchSize` files per
  /// transaction, in a batch row dated `startedAt`. The returned record holds no workouts (a
  /// million of them are not held twice): read them back from the library
  /// (``WorkoutLibrary/WorkoutLibrary/files()``).
  /// - Throws: ``TrophiesImportError`` as ``read(_:options:)``; `library` when the library
  ///   cannot be read or written.
  public static func store(
    _ paths: [String], into library: WorkoutLibrary, options: ImportOptions,
    batchSize: Int = 500, startedAt: Date = Date()
  ) throws(TrophiesImportError) -> LibraryImport {
    try store(
      paths, into: library, options: options, batchSize: batchSize, startedAt: startedAt,
      health: (held: heldExportWorkouts, batch: healthBatchSize))
  }

  /// Most workouts of one Apple Health `export.xml` (or manual entries of one Strava
  /// `activities.csv`) an import into a library holds while the run is read
  /// (``WorkoutImport/Importer/heldExportWorkouts``); an index with more is stored by reading it
  /// again, ``healthBatchSize`` workouts at a time (issue 17: a million held took 810 MB).
  static let heldExportWorkouts = 10_000
  /// Workouts of a held-back export read and stored at a time (~650 B each while held).
  static let healthBatchSize = 10_000

  /// ``store(_:into:options:batchSize:startedAt:)`` holding at most `health.held` workouts of
  /// an Apple Health export, and storing a larger one `health.batch` at a time (tests make both
  /// small).
  static func store(
    _ paths: [String], into library: WorkoutLibrary, options: ImportOptions,
    batchSize: Int, startedAt: Date, health: (held: Int, batch: Int)
  ) throws(TrophiesImportError) -> LibraryImport {
    let home = try HomeTimeZone.resolve(
      given: options.homeTimeZone, environment: options.environment)
    // The library knows each file by its absolute path (break-it pass 6 F0: a relative
    // `./run.gpx` imported from another folder was taken for the stored one, "changed"); an
    // input is looked for where it is then read (pass 8 M2).
    let given = paths
    let base = try workingFolder(for: paths, options: options)
    try requireInputs(paths, in: base)
    let paths = paths.map { AbsolutePath.of($0, in: base) }
    var options = options
    let corrections = absoluteCorrections(options.activityCorrections, in: base)
    options.activityCorrections = corrections.keyed
    let known: [PathKey: FileStamp]
    do {
      try library.adoptRelativeRows(in: base)
      known = try library.stamps()
    } catch {
      throw .library(error)
    }
    // A stored file a correction names is read again however unchanged when its workouts are
    // stored with another type, so they are stored with the type given (and that sport's
    // summary and best efforts): the library holds no trackpoints to retype them from
    // (break-it pass 7 B9). An archive is read again for such a member.
    let lookup = CorrectionLookup(options.activityCorrections)
    let stored: StoredCorrections
    do {
      stored = try storedCorrections(lookup, known: known, library: library)
    } catch {
      throw .library(error)
    }
    let rereads = stored.rereads
    let corrected: @Sendable (String) -> Bool = { rereads.contains(PathKey($0)) }
    let log = StampLog()
    var read: ReadFiles
    do {
      read = try readFiles(
        paths, options: options, home: home, heldExportWorkouts: health.held,
        unchangedTest: { discovered in
          // Exports whose files are read again whatever their stamps (``ExportGroups``); their
          // side files' stamps are stored, so an unchanged export is not opened next time.
          let groups = ExportGroups(discovered: discovered, known: known, corrected: corrected)
          for side in groups.sideFiles { _ = log.note(side, unchanged: false) }
          return { stamp in
            log.note(
              stamp,
              unchanged: known[PathKey(stamp.path)] == stamp && !corrected(stamp.path)
                && !groups.reopens(stamp.path))
          }
        })
    } catch .noWorkoutFiles {
      throw .noWorkoutFiles(given)  // named as the user gave them
    }
    // A key naming a stored file of the run that stays unopened (its type is the one given)
    // matches it all the same.
    let settled = stored.keys(matchingInputsIn: read.discovered)
    read.unmatched = read.unmatched.filter { !settled.contains($0) }.map {
      corrections.given[$0] ?? $0
    }
    var outcome: StoreOutcome
    let importer = read.importer
    let sideFiles = read.heldSideFiles
    do {
      outcome = try library.store(
        read.files, stamps: log.stamps, batchSize: batchSize, startedAt: startedAt,
        inputs: paths, unopened: log.unopened,
        heldBack: { file, batch in
          importer.streamHeldBack(
            file, sideFiles: sideFiles, batchSize: health.batch, into: batch)
        })
      // Failed files deleted since, under the folders read again (their rows hold no workouts).
      try library.dropRowsOfFilesGone(
        under: paths.filter(Self.isFolder), found: read.discovered)
    } catch {
      throw .library(error)
    }
    // Stored: the workouts read are let go (held as well, a million Apple Health workouts
    // peaked at 2.4 GB while the library was read back for the achievements).
    read.files = []
    for index in outcome.newFiles.indices { outcome.newFiles[index].workouts = [] }
    for index in outcome.knownFiles.indices { outcome.knownFiles[index].workouts = [] }
    return LibraryImport(
      outcome: outcome, unchangedFiles: log.unchangedCount, discovered: read.discovered,
      homeTimeZone: home, unmatchedCorrections: read.unmatched)
  }

  /// The folder relative `paths` are read from: ``ImportOptions/workingFolder``, else the
  /// process's working folder as the shell names it (`PWD` of ``ImportOptions/environment``
  /// when it names that folder: ``WorkoutImport/AbsolutePath/currentDirectory(environment:)``).
  /// - Throws: ``TrophiesImportError`` `noSuchInput` naming the first relative path when the
  ///   working folder cannot be found (deleted since: nothing relative is found in it).
  static func workingFolder(for paths: [String], options: ImportOptions)
    throws(TrophiesImportError) -> String
  {
    if let folder = options.workingFolder
      ?? AbsolutePath.currentDirectory(environment: options.environment)
    {
      return AbsolutePath.normalised(folder)
    }
    if let relative = paths.first(where: AbsolutePath.isRelative) {
      throw .noSuchInput(relative)
    }
    return "/"
  }

  /// The activity corrections with each key that is written as a path the way no source is
  /// named — a `.` or `..` component, a doubled or trailing `/`, an absolute path: `./run.gpx`,
  /// `runs//a.gpx` — made absolute in `base` as the inputs are (``WorkoutImport/AbsolutePath``),
  /// so that it names the file it named before; the other keys (`run.gpx`, `runs/a.gpx`) match
  /// the end of a source as they did (``WorkoutImport/Importer/activityCorrections``). `given`
  /// maps each changed key back to the key as given (for the keys that matched no file).
  static func absoluteCorrections(_ corrections: [String: ActivityType], in base: String)
    -> (keyed: [String: ActivityType], given: [String: String])
  {
    var keyed: [String: ActivityType] = [:]
    var given: [String: String] = [:]
    // Sorted, so that two keys naming one file (`./a.gpx`, `.//a.gpx`) resolve the same way
    // every run: the first in byte order wins.
    for key in corrections.keys.sorted(by: { PathKey($0) < PathKey($1) }) {
      guard let type = corrections[key] else { continue }
      let normal = AbsolutePath.normalised(key)
      let isNormal = AbsolutePath.isRelative(key) ? normal == "/" + key : false
      let resolved = isNormal ? key : AbsolutePath.of(key, in: base)
      guard keyed[resolved] == nil else { continue }
      keyed[resolved] = type
      if resolved != key { given[resolved] = key }
    }
    return (keyed, given)
  }

  /// Whether `path` names a folder (following a symbolic link).
  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  /// Throws for a path of `paths` that does not exist (see
  /// ``TrophiesImportError/noSuchInput(_:)``): called before anything is opened or written, so
  /// a typo never creates a library or replaces a cabinet.
  /// - Throws: ``TrophiesImportError`` `noSuchInput` naming the first missing path.
  public static func requireInputs(_ paths: [String]) throws(TrophiesImportError) {
    try requireInputs(paths, in: nil)
  }

  /// ``requireInputs(_:)`` with relative paths read in `folder` (`nil`: the working folder).
  static func requireInputs(_ paths: [String], in folder: String?) throws(TrophiesImportError) {
    for path in paths where !path.contains("\u{FFFD}") {
      let named = folder.map { AbsolutePath.of(path, in: $0) } ?? path
      if (try? FileManager.default.attributesOfItem(atPath: named)) == nil {
        throw .noSuchInput(path)
      }
    }
  }

  /// What ``readFiles(_:options:home:heldExportWorkouts:unchangedTest:)`` returns.
  typealias ReadFiles = (
    files: [ParsedFile], discovered: [String], unmatched: [String], importer: Importer,
    heldSideFiles: [ExportSideFile]
  )

  /// Discovers and reads `paths`, which the caller has checked (``requireInputs(_:)``; each
  /// workout's zone resolved from `home`, no trackpoints kept, at most `heldExportWorkouts` of
  /// an Apple Health export held: ``WorkoutImport/Importer/heldExportWorkouts``), asking the
  /// test `unchangedTest` makes from the discovered files before opening each file (files it
  /// answers `true` for are left out of `files`), then joins the account exports' side files. `discovered` is every file
  /// found, read or not; `unmatched` the correction keys that matched no file read; `importer`
  /// the one that read them and `heldSideFiles` the side files inside archives that are held
  /// back (to read a held-back export again).
  static func readFiles(
    _ paths: [String], options: ImportOptions, home: HomeTimeZone,
    heldExportWorkouts: Int? = nil,
    unchangedTest: (([String]) -> @Sendable (FileStamp) -> Bool)? = nil
  ) throws(TrophiesImportError) -> ReadFiles {
    var lookup: TimeZoneResolver.CoordinateLookup?
    if let map = TimeZoneMap.embedded {
      lookup = { latitude, longitude in map.zone(latitude: latitude, longitude: longitude) }
    }
    let (discovered, listing) = FileDiscovery.listing(for: paths, excluding: options.excluded)
    guard !discovered.isEmpty else { throw .noWorkoutFiles(paths) }
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: home.identifier, coordinateLookup: lookup),
      keepsTrackpoints: false,
      progress: options.progress)
    importer.isUnchanged = unchangedTest?(discovered)
    importer.findsBestEfforts = options.findsBestEfforts
    importer.drawsRouteSketches = options.drawsRouteSketches
    if let countries = CountryLookup.embedded {
      importer.countryLookup = { countries.country(latitude: $0, longitude: $1) }
    }
    importer.activityCorrections = options.activityCorrections
    importer.heldExportWorkouts = heldExportWorkouts
    importer.listing = listing
    var run = importer.run(files: discovered)
    // Archive members are known only once read: corrections are checked against every source,
    // and against every file discovered (one left unopened is still the file the key names).
    var matched = importer.markCorrected(&run.files)
    if !importer.activityCorrections.isEmpty {
      for path in discovered { matched.formUnion(importer.correctionLookup.keys(for: path)) }
    }
    let unmatched = importer.activityCorrections.keys.sorted().filter { !matched.contains($0) }
    importer.join(&run)
    // A held-back Strava CSV inside an archive is read again from its bytes, kept (one on
    // disk is read again from its path: its bytes are not held meanwhile).
    let held = Set(run.files.filter { $0.heldBack != nil }.map(\.source))
    let kept = run.sideFiles.filter { held.contains($0.source) && $0.source.contains("!/") }
    return (run.files, discovered, unmatched, importer, kept)
  }
}
