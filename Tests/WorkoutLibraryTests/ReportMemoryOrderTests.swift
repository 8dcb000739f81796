import Achievements
import Foundation
import Testing

@testable import WorkoutLibrary

/// The last report remembered is the last one written, whatever its time (break-it m1: after a
/// report with `SOURCE_DATE_EPOCH` in 9999, the next said "This is the first report from this
/// library", and later ones compared with the 1970 one written after it).
@Suite("the last report remembered")
struct ReportMemoryOrderTests {
  @Test("a report of 9999 is remembered; one of 1970 after it is then the last")
  func timeGoingBackwards() throws {
    let temporary = try TemporaryLibrary()
    let library = try temporary.open()
    // 253,402,300,799 s: 9999-12-31T23:59:59Z, the latest SOURCE_DATE_EPOCH a report takes.
    let late = ReportMemory(
      reportedAt: Date(timeIntervalSince1970: 253_402_300_799),
      entries: [.init(id: "date.leap_day")])
    try library.remember(late)
    #expect(try temporary.open().lastReport() == late)
    let early = ReportMemory(
      reportedAt: Date(timeIntervalSince1970: 0), entries: [.init(id: "type.running.10", tier: 10)])
    try library.remember(early)
    #expect(try temporary.open().lastReport() == early)
  }
}
