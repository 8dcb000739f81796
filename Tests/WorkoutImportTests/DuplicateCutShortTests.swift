import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import WorkoutImport

/// A copy read cut short is never the counted copy over a whole copy of the same recording
/// (break-it pass 7 B10: an interrupted FIT download keeps its session, so it has the whole
/// file's start and duration; counted first by path, it hid the records the whole file holds).
@Suite("duplicate workouts: a copy read whole is counted over one read cut short")
struct DuplicateCutShortTests {
  /// `DuplicateWorkoutsTests.file` with a warning of `code` on the file when given.
  static func file(
    _ name: String, _ runs: [(start: TimeInterval, duration: TimeInterval)],
    cut code: ImportWarning.Code? = nil, gear: String? = nil
  ) -> ParsedFile {
    var file = DuplicateWorkoutsTests.file(name, runs)
    if let code { file.warnings = [ImportWarning(code, "cut")] }
    for index in file.workouts.indices { file.workouts[index].gear = gear }
    return file
  }

  /// Every code that says a file was cut short.
  static let cutCodes = ImportWarning.Code.allCases.filter(\.isCutShort)

  @Test("the cut copy first by path: the whole one is counted", arguments: cutCodes)
  func cutFirst(code: ImportWarning.Code) {
    let files = [
      Self.file("dl/run.fit", [(0, 3600)], cut: code),
      Self.file("dl/run (1).fit", [(0, 3600)]),
    ]
    let (checked, kept) = DuplicateWorkouts.resolve(files)
    #expect(kept.map(\.source) == ["dl/run (1).fit"])
    #expect(
      checked[0].duplicates == [
        DuplicateRecording(
          startUTC: DuplicateWorkoutsTests.t0, countedIn: "dl/run (1).fit", workout: 0)
      ])
    #expect(checked[1].duplicates.isEmpty)
  }

  @Test("whatever the input order of a cut copy, a whole one and another whole one")
  func independentOfOrder() {
    // The cut copy starts first (the sweep meets it first); the two whole copies are 1 s and
    // 2 s later: within 2 s of the cut one's start and of each other.
    let cut = Self.file("cut.fit", [(0, 3600)], cut: .fitTruncated)
    let whole = Self.file("whole.fit", [(1, 3600)])
    let other = Self.file("other.gpx", [(2, 3590)])
    for order in [
      [cut, whole, other], [cut, other, whole], [whole, cut, other], [whole, other, cut],
      [other, cut, whole], [other, whole, cut],
    ] {
      let kept = DuplicateWorkouts.resolve(order).kept.map(\.source)
      // One counted: the first whole copy in input order.
      #expect(kept == [order.first { $0.warnings.isEmpty }?.source])
    }
  }

  @Test("two copies both cut short: the first in input order is counted, as before")
  func bothCut() {
    let files = [
      Self.file("a.fit", [(0, 3600)], cut: .fitStopped),
      Self.file("b.fit", [(0, 3600)], cut: .fitTruncated),
    ]
    #expect(DuplicateWorkouts.resolve(files).kept.map(\.source) == ["a.fit"])
  }

  @Test("a warning that is not a cut (fit_crc_mismatch) leaves input order deciding")
  func notACut() {
    let files = [
      Self.file("a.fit", [(0, 3600)], cut: .fitCRCMismatch), Self.file("b.fit", [(0, 3600)]),
    ]
    #expect(DuplicateWorkouts.resolve(files).kept.map(\.source) == ["a.fit"])
  }

  @Test("the whole copy counted instead takes the cut copy's gear when it names none")
  func gearCarried() {
    let files = [
      Self.file("strava/run.fit", [(0, 3600)], cut: .fitTruncated, gear: "Pegasus"),
      Self.file("garmin/run.fit", [(0, 3600)]),
    ]
    let kept = DuplicateWorkouts.resolve(files).kept
    #expect(kept.map(\.source) == ["garmin/run.fit"])
    #expect(kept.map(\.gear) == ["Pegasus"])
  }

  @Test("positions given as cut short (the library's stored copies) count as cut")
  func cutPositions() {
    let files = [Self.file("library", [(0, 3600)]), Self.file("run.fit", [(0, 3600)])]
    let stored = DuplicateWorkouts.Position(file: 0, workout: 0)
    let new = DuplicateWorkouts.Position(file: 1, workout: 0)
    #expect(DuplicateWorkouts.find(in: files) == [new: stored])
    #expect(DuplicateWorkouts.find(in: files, cutShort: [stored]) == [stored: new])
  }

  /// The rule checked against the pairwise definition with cut copies: the same pairs as
  /// `DuplicateWorkoutsTests.pairwise`, each group kept by preference (read whole first, then
  /// input order) instead of input order alone.
  @Test("agrees with the pairwise rule on random batches with cut copies")
  func agreesWithPairwise() {
    var random = SeededGenerator(seed: 11)
    func next() -> UInt64 { random.next() }
    for _ in 0..<300 {
      let count = Int(next() % 12) + 1
      let runs = (0..<count).map { _ in
        (start: Double(next() % 8), duration: Double(next() % 5) * 40, cut: next() % 3 == 0)
      }
      let files = runs.enumerated().map {
        Self.file(
          "f\($0.offset).gpx", [($0.element.start, $0.element.duration)],
          cut: $0.element.cut ? .fitTruncated : nil)
      }
      #expect(DuplicateWorkouts.find(in: files) == Self.pairwise(runs))
    }
  }

  /// The quadratic definition, written out directly (input order = index).
  static func pairwise(_ runs: [(start: Double, duration: Double, cut: Bool)])
    -> [DuplicateWorkouts.Position: DuplicateWorkouts.Position]
  {
    func preferred(_ left: Int, _ right: Int) -> Bool {
      runs[left].cut != runs[right].cut ? !runs[left].cut : left < right
    }
    let order = runs.indices.sorted { (runs[$0].start, $0) < (runs[$1].start, $1) }
    var keptBy: [Int: Int] = [:]  // duplicate → kept
    for (rank, index) in order.enumerated() {
      let candidates = order[..<rank].filter { other in
        keptBy[other] == nil && runs[index].start - runs[other].start <= 2
          && abs(runs[index].duration - runs[other].duration) <= 60
      }
      guard let original = candidates.min(by: preferred) else { continue }
      if preferred(index, original) {
        for (copy, kept) in keptBy where kept == original { keptBy[copy] = index }
        keptBy[original] = index
      } else {
        keptBy[index] = original
      }
    }
    var result: [DuplicateWorkouts.Position: DuplicateWorkouts.Position] = [:]
    for (copy, kept) in keptBy {
      result[.init(file: copy, workout: 0)] = .init(file: kept, workout: 0)
    }
    return result
  }
}
