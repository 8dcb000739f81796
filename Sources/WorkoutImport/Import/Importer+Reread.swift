import WorkoutModel

extension Importer {
  /// Reads the files and archive members of `run` named in `sports` again, each with its
  /// workouts typed as given before their summaries and best efforts are computed (see
  /// ``ExportLayouts/sportCorrections(in:)``), and puts the new results in place of the first
  /// ones. Archives are walked again for those members only (the others are skipped unread);
  /// ``isUnchanged`` is not asked. The workouts keep ``ActivitySource/file`` as their source:
  /// the type is the export's, not a correction of the user's.
  public func reread(_ sports: [String: ActivityType], in run: inout ImportRun) {
    guard !sports.isEmpty else { return }
    var again = self
    again.activityCorrections.merge(sports) { user, _ in user }
    again.readAgain(Set(sports.keys), in: &run, typedByExport: true)
  }

  /// Reads the files and archive members of `run` named in `sources` again as this importer
  /// reads them but without the sports learned from side files (``exportSports``): for the
  /// files a side file typed that the run does not hold in the end (``ExportSports/unheld(by:)``:
  /// `keys` of their sources, ``MemberPath/key(_:)``).
  func readWithoutExportSports(_ keys: Set<String>, in run: inout ImportRun) {
    let present = Set(run.files.map(\.source).filter { keys.contains(MemberPath.key($0)) })
    guard !present.isEmpty else { return }
    readAgain(present, in: &run, typedByExport: false)
  }

  /// Reads `sources` again (see ``reread(_:in:)``), with no export sports, and puts each result
  /// read without an error in place of the first; `typedByExport` marks its workouts
  /// ``ActivitySource/file``.
  private func readAgain(_ sources: Set<String>, in run: inout ImportRun, typedByExport: Bool) {
    var again = self
    again.isUnchanged = nil
    again.progress = nil
    again.exportSports = ExportSports()
    again.wantedMembers = Set(sources.filter { !ArchiveWalk.containers(of: $0).isEmpty })
    var inputs: [String] = []
    // Paths by their bytes (``PathKey``): an NFC and an NFD name are two files.
    var seen = Set<PathKey>()
    let wanted = Set(sources.map { PathKey($0) })
    for source in sources.sorted(by: { PathKey($0) < PathKey($1) }) {
      let input = ArchiveWalk.containers(of: source).first ?? source
      if seen.insert(PathKey(input)).inserted { inputs.append(input) }
    }
    var fresh: [PathKey: ParsedFile] = [:]
    for var file in again.run(files: inputs).files where wanted.contains(PathKey(file.source)) {
      guard file.error == nil else { continue }  // keep the first reading
      if typedByExport {
        for index in file.workouts.indices { file.workouts[index].activitySource = .file }
      }
      fresh[PathKey(file.source)] = file
    }
    for index in run.files.indices {
      if let replacement = fresh[PathKey(run.files[index].source)] {
        run.files[index] = replacement
      }
    }
  }
}
