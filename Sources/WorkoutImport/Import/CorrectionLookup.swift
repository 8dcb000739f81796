import WorkoutModel

/// The user's activity corrections (``Importer/activityCorrections``) with an index for matching
/// them against file paths in time linear in the path's length (break-it N4: each trailing part
/// of a path was copied and hashed, O(depth²) per path — 20 archive members 30,000 folders deep
/// took 21.5 s of CPU with one correction).
///
/// The rule (``keys(for:)``): a key matches `path` when it is `path`, or the part of `path` after
/// one of its `/` (compared as `String`s compare: by canonical equivalence), and `path` ends with
/// `/` and the key as characters (a `/` joined to the character before it, after a prefix mark,
/// starts no trailing part). Only the trailing parts that can equal a key are built: a key and a
/// part it equals hold the same number of `/` and end in the same last component (no canonical
/// decomposition holds U+002F, and canonical reordering never moves a mark across it), so for
/// each last component the index keeps the `/` counts of the keys ending in it, and a path is cut
/// only at those counts.
public struct CorrectionLookup: Sendable {
  /// The corrections: key → type.
  public let corrections: [String: ActivityType]
  /// For each last component of a key (the text after its last `/`, the whole key without
  /// one): the numbers of `/` in the keys ending in it, largest first, without repeats.
  private let slashCounts: [String: [Int]]

  /// Indexes `corrections` (O(total length of the keys)).
  public init(_ corrections: [String: ActivityType]) {
    self.corrections = corrections
    var counts: [String: Set<Int>] = [:]
    for key in corrections.keys {
      let (last, slashes) = Self.lastComponent(key)
      counts[last, default: []].insert(slashes)
    }
    slashCounts = counts.mapValues { $0.sorted(by: >) }
  }

  /// The corrected type for `path`, if a key matches it: the first of ``keys(for:)``.
  public func correction(for path: String) -> ActivityType? {
    keys(for: path).first.flatMap { corrections[$0] }
  }

  /// The keys that match `path`, the one that wins first: `path` itself, then each matching
  /// trailing part, longest first (the file name last). O(length of `path`) plus one lookup per
  /// `/` count of the keys ending in `path`'s last component.
  public func keys(for path: String) -> [String] {
    guard !corrections.isEmpty else { return [] }
    var keys: [String] = corrections[path] == nil ? [] : [path]
    let (last, slashes) = Self.lastComponent(path)
    guard let counts = slashCounts[last] else { return keys }
    let wanted = counts.filter { $0 < slashes }  // a trailing part follows a `/` of the path
    guard let deepest = wanted.first else { return keys }
    // The `/` of `path` from its end: starts[k] is where the trailing part holding k `/` begins.
    let utf8 = path.utf8
    var starts: [String.Index] = []
    var index = utf8.endIndex
    while starts.count <= deepest, index > utf8.startIndex {
      let before = utf8.index(before: index)
      if utf8[before] == UInt8(ascii: "/") { starts.append(index) }
      index = before
    }
    for count in wanted where count < starts.count {
      let key = String(path.unicodeScalars[starts[count]...])
      if corrections[key] != nil, path.hasSuffix("/" + key) { keys.append(key) }
    }
    return keys
  }

  /// The text after the last `/` of `text` (a UTF-8 byte, never inside a longer character's
  /// bytes), and how many `/` `text` holds.
  private static func lastComponent(_ text: String) -> (last: String, slashes: Int) {
    let utf8 = text.utf8
    var slashes = 0
    var lastStart = utf8.startIndex
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let next = utf8.index(after: index)
      if utf8[index] == UInt8(ascii: "/") {
        slashes += 1
        lastStart = next
      }
      index = next
    }
    return (String(text.unicodeScalars[lastStart...]), slashes)
  }
}
