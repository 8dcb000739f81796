import WorkoutModel

extension Importer {
  /// Reads the held-back Apple Health export `file` (``ParsedFile/heldBack``, from this
  /// importer's run) again and hands its workouts to `batch`, at most `batchSize` at a time, in
  /// file order, each finished as the run finishes a file's workouts (``finish(_:)``) and given
  /// the route ``AppleHealthExport/join(_:)`` picked for it. `batch` returns `false` to stop
  /// (the result then ends in an `io` error).
  ///
  /// The result is the file as the run would have listed it with its workouts held, without
  /// them: the reader's warnings, then those of finishing each workout, then
  /// `route_file_missing`; its ``ParsedFile/contentHash`` is that of this second reading (a
  /// caller compares it with the first: a file changed in between is not what the joins saw).
  /// A file not held back is returned as it is, `batch` not called.
  ///
  /// A Strava `activities.csv` held back (``StravaCSV/heldBackManualEntries``) is read again
  /// from `sideFiles` (the run's, ``ImportRun/sideFiles``) when it is there, else from its path:
  /// its manual entries are made into workouts as ``StravaExport`` makes them and handed out
  /// the same way; the file is listed as the join listed it.
  public func streamHeldBack(
    _ file: ParsedFile, sideFiles: [ExportSideFile] = [], batchSize: Int = 10_000,
    into batch: ([Workout]) -> Bool
  ) -> ParsedFile {
    guard let held = file.heldBack else { return file }
    if file.format == .stravaCSV {
      return streamManualEntries(file, sideFiles: sideFiles, batchSize: batchSize, into: batch)
    }
    var finishWarnings: [ImportWarning] = []
    var ordinal = 0
    var missing = 0
    var firstMissing: String?
    let result = withoutActuallyEscaping(batch) { batch in
      var cancelled = false
      var limits = WorkoutFileReader.Limits.standard
      limits.healthSink = HealthWorkoutSink(batchSize: batchSize) { workouts, _ in
        guard !workouts.isEmpty, !cancelled else { return !cancelled }
        var part = ParsedFile(source: file.source, format: .appleHealth, workouts: workouts)
        workouts.removeAll(keepingCapacity: true)
        finish(&part)
        finishWarnings += part.warnings
        for index in part.workouts.indices {
          defer { ordinal += 1 }
          guard let path = part.workouts[index].routeFile else { continue }
          if let route = held.attachments[ordinal] {
            AppleHealthExport.attach(route, to: &part.workouts[index])
          } else if !held.routeWithoutWorkout.contains(ordinal) {
            missing += 1
            if firstMissing == nil { firstMissing = path }
          }
        }
        cancelled = !batch(part.workouts)
        return !cancelled
      }
      var read = readAgain(file.source, limits: limits)
      if cancelled, read.error == nil {
        read.error = ImportError(.io, "reading was cancelled", file: file.source)
      }
      return read
    }
    var listed = result
    listed.workouts = []
    listed.heldBack = nil
    listed.takesExportValues = file.takesExportValues  // its routes, joined as it was read
    listed.routeLostStarts = file.routeLostStarts
    guard listed.error == nil else { return listed }
    listed.warnings += finishWarnings
    if let firstMissing {
      listed.warnings.append(
        AppleHealthExport.missingRoutesWarning(count: missing, first: firstMissing))
    }
    return listed
  }

  /// Reads `source` (a path, or an `ARCHIVE!/member` walked to) with `limits`, as a run reads
  /// it: the member's own warnings first and its stream's failure applied.
  private func readAgain(_ source: String, limits: WorkoutFileReader.Limits) -> ParsedFile {
    guard let container = ArchiveWalk.containers(of: source).first else {
      return WorkoutFileReader.read(path: source, limits: limits)
    }
    var found: ParsedFile?
    ArchiveWalk.walk(
      path: container, limits: archiveLimits, largeMemberBytes: largeMemberBytes,
      wanted: [source]
    ) { item in
      switch item {
      case .member(let member) where member.source == source:
        var parsed = member.bytes.withUnsafeBytes {
          WorkoutFileReader.read(bytes: $0, source: member.source, limits: limits)
        }
        member.failure?.apply(to: &parsed, archive: member.archive)
        parsed.warnings = member.warnings + parsed.warnings
        found = parsed
      case .largeMember(let name, let warnings, let stream) where name == source:
        var parsed = WorkoutFileReader.read(source: name, limits: limits) { stream.read(into: $0) }
        guard stream.failure?.isLimit != true else { return }
        stream.failure?.apply(to: &parsed, archive: stream.archive)
        parsed.warnings = warnings + parsed.warnings
        found = parsed
      default:
        break
      }
    }
    return found
      ?? ParsedFile(
        source: source,
        error: ImportError(.io, "no longer found in its archive when read again", file: source))
  }

  /// The manual entries of the held-back Strava `activities.csv` `file` (see
  /// ``streamHeldBack(_:sideFiles:batchSize:into:)``).
  private func streamManualEntries(
    _ file: ParsedFile, sideFiles: [ExportSideFile], batchSize: Int,
    into batch: ([Workout]) -> Bool
  ) -> ParsedFile {
    var listed = file
    listed.heldBack = nil
    let side: ExportSideFile
    if let held = sideFiles.first(where: { $0.source == file.source }) {
      side = held
    } else {
      switch ExportSideFile.read(path: file.source, limits: archiveLimits) {
      case .success(let read): side = read
      case .failure(let error):
        listed.error = error
        return listed
      }
    }
    listed.contentHash = side.bytes.withUnsafeBytes { ContentHash(of: $0) }
    var workouts: [Workout] = []
    var cancelled = false
    withoutActuallyEscaping(batch) { batch in
      _ = StravaCSV(side) { activity in
        guard !cancelled else { return }
        workouts.append(StravaExport.manualWorkout(activity, csv: side, resolver: resolver))
        if workouts.count >= max(1, batchSize) {
          cancelled = !batch(workouts)
          workouts.removeAll(keepingCapacity: true)
        }
      }
      if !cancelled, !workouts.isEmpty { cancelled = !batch(workouts) }
    }
    if cancelled { listed.error = ImportError(.io, "reading was cancelled", file: file.source) }
    return listed
  }
}
