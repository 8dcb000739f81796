import TestSupport
import Testing
import WorkoutImport
import WorkoutModel

/// Break-it N4: ``CorrectionLookup`` cuts a path only where a key could match, instead of
/// building and hashing every trailing part (O(depth²) per path). Its answers must be the old
/// rule's, written out here as it was: the path itself, then every part after a `/` that is a
/// key and that the path ends with (`/` and the key, as characters), longest first.
@Suite("Activity correction lookup")
struct CorrectionLookupTests {
  /// The rule as the importer applied it before N4 (each trailing part built and looked up).
  static func simpleKeys(_ path: String, _ corrections: [String: ActivityType]) -> [String] {
    var keys: [String] = corrections[path] == nil ? [] : [path]
    let scalars = path.unicodeScalars
    var rest = scalars.startIndex
    while let slash = scalars[rest...].firstIndex(of: "/") {
      rest = scalars.index(after: slash)
      let key = String(scalars[rest...])
      if corrections[key] != nil, path.hasSuffix("/" + key) { keys.append(key) }
    }
    return keys
  }

  /// Components drawn from: short names, `.`/`..`, empty ones, a precomposed `é` and its
  /// decomposed spelling (equal as `String`s), a combining mark alone (joins the `/` before it),
  /// and an Arabic number sign (a prefix mark: joins the `/` after it).
  static let parts = [
    "a", "b", "x.gpx", "Move.gpx", ".", "..", "", "caf\u{E9}", "cafe\u{301}", "\u{301}a",
    "\u{600}", "activities", "1.gpx",
  ]

  @Test("random paths and keys give the old rule's keys, in its order", arguments: 1...4)
  func randomPaths(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    func text(_ most: Int) -> String {
      (0..<Int.random(in: 1...most, using: &random)).map { _ in
        Self.parts.randomElement(using: &random) ?? ""
      }.joined(separator: "/")
    }
    for _ in 0..<200 {
      var corrections: [String: ActivityType] = [:]
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        corrections[text(4)] = [.running, .hiking, .cycling].randomElement(using: &random)
      }
      let lookup = CorrectionLookup(corrections)
      for _ in 0..<20 {
        let path = (Bool.random(using: &random) ? "/" : "") + text(10)
        let expected = Self.simpleKeys(path, corrections)
        #expect(lookup.keys(for: path) == expected, "\(path.debugDescription)")
        #expect(lookup.correction(for: path) == expected.first.flatMap { corrections[$0] })
      }
    }
  }

  @Test("a deep path: the key that is a trailing part matches, the longest first")
  func deepPath() {
    let deep = String(repeating: "a/", count: 30_000) + "r1.gpx"
    let corrections: [String: ActivityType] = [
      "nothing.gpx": .hiking, "r1.gpx": .rowing, "a/a/r1.gpx": .cycling, "b/r1.gpx": .running,
    ]
    let lookup = CorrectionLookup(corrections)
    #expect(lookup.keys(for: "z.zip!/" + deep) == ["a/a/r1.gpx", "r1.gpx"])
    #expect(lookup.correction(for: "z.zip!/" + deep) == .cycling)
    #expect(lookup.keys(for: "z.zip!/" + deep + ".bak").isEmpty)
  }
}
