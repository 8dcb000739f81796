import WorkoutImport
import WorkoutLibrary

extension TrophiesImport {
  /// What a run's activity corrections ask of the files the workout library holds (break-it
  /// pass 7 B9): the library keeps no trackpoints, and a type counts only with that sport's
  /// summary and best efforts, so a stored file is corrected by reading it again.
  struct StoredCorrections: Sendable {
    /// The inputs to read again however unchanged: each stored file a correction matches whose
    /// stored workouts are not all of the corrected type, and each archive (the path before the
    /// first `!/`) holding such a member. Files stored with the type given already stay
    /// unopened.
    var rereads: Set<PathKey> = []
    /// Each stored path a correction matches, with its input (the path itself, or its
    /// archive's) and the keys that match it.
    var matched: [(input: PathKey, keys: [String])] = []

    /// The keys matching a stored path whose input is among `discovered`: keys that name a file
    /// of the run, read or not.
    func keys(matchingInputsIn discovered: [String]) -> Set<String> {
      guard !matched.isEmpty else { return [] }
      let inputs = Set(discovered.map { PathKey($0) })
      var keys = Set<String>()
      for entry in matched where inputs.contains(entry.input) { keys.formUnion(entry.keys) }
      return keys
    }
  }

  /// The ``StoredCorrections`` of `lookup` against the library's stamps `known`.
  /// - Throws: ``WorkoutLibrary/LibraryError`` when the library cannot be read.
  static func storedCorrections(
    _ lookup: CorrectionLookup, known: [PathKey: FileStamp], library: WorkoutLibrary
  ) throws(LibraryError) -> StoredCorrections {
    var result = StoredCorrections()
    guard !lookup.corrections.isEmpty else { return result }
    var wanted: [String: String] = [:]
    var inputOf: [PathKey: PathKey] = [:]
    for stamp in known.values {
      let keys = lookup.keys(for: stamp.path)
      guard let first = keys.first, let type = lookup.corrections[first] else { continue }
      let input = PathKey(outermostInput(of: stamp.path))
      wanted[stamp.path] = type.rawValue
      inputOf[PathKey(stamp.path)] = input
      result.matched.append((input, keys))
    }
    for path in try library.paths(holdingOtherThan: wanted) {
      result.rereads.insert(inputOf[path] ?? path)
    }
    return result
  }

  /// The input file `source` was read from: the path before its first `!/` (an archive
  /// member's archive), else `source` itself. Compared as bytes.
  static func outermostInput(of source: String) -> String {
    let bytes = Array(source.utf8)
    guard
      let cut = bytes.indices.dropLast().first(where: {
        bytes[$0] == UInt8(ascii: "!") && bytes[$0 + 1] == UInt8(ascii: "/")
      })
    else { return source }
    return String(decoding: bytes[..<cut], as: UTF8.self)
  }
}
