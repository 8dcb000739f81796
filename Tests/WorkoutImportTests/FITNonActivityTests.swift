import Foundation
import Testing
import WorkoutImport

/// Garmin account exports hold thousands of FIT files that are not activities (monitoring,
/// sleep, metrics, settings): they are skipped as `no_activity` naming their kind, never failed
/// as `malformed`, even when their decoding stops early. File types 49 (sleep) and 44 (metrics)
/// are named after Gadgetbridge's `garmin/FileType.java`; 32 after the FIT profile.
@Suite("FIT files that are not activities")
struct FITNonActivityTests {
  @Test(
    "a damaged non-activity file is skipped by its kind, not failed as malformed",
    arguments: [
      (32, "a FIT monitoring_b file (file_id.type 32), not an activity"),
      (49, "a FIT sleep file (file_id.type 49), not an activity"),
      (44, "a FIT metrics file (file_id.type 44), not an activity"),
    ])
  func damaged(type: Int64, message: String) {
    var fit = FITFileBuilder()
    fit.fileID(type: type)
    fit.message(local: 7, [(1, 4)])  // a data message of a local type never defined: stops
    let file = WorkoutFileReader.read(data: Data(fit.file()), source: "m.fit")
    #expect(file.error?.category == .noActivity)
    #expect(file.error?.message == message)
    #expect(file.warnings.contains { $0.code == .fitStopped })
  }

  @Test("the same damage in an activity file with no workout is still malformed")
  func damagedActivity() {
    var fit = FITFileBuilder()
    fit.fileID(type: 4)
    fit.message(local: 7, [(1, 4)])
    let file = WorkoutFileReader.read(data: Data(fit.file()), source: "a.fit")
    #expect(file.error?.category == .malformed)
  }
}
