import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// FIT beside GPX and TCX in one folder: the same recording exported three ways counts once.
/// The corpus has no FIT/TCX pair of one recording, so the test writes one: a 60-second ride
/// from 2021-09-08T01:46:40Z (FIT time 1 000 000 000; see ``FITDecoderTests``).
@Suite("FIT in mixed folders")
struct FITMixedFolderTests {
  static let gpx = """
    <?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><type>cycling</type><trkseg>
    <trkpt lat="52.5" lon="13.4"><time>2021-09-08T01:46:40Z</time></trkpt>
    <trkpt lat="52.5" lon="13.401"><time>2021-09-08T01:47:40Z</time></trkpt>
    </trkseg></trk></gpx>
    """
  static let tcx = """
    <?xml version="1.0"?>
    <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
    <Activities><Activity Sport="Biking"><Id>2021-09-08T01:46:40Z</Id>
    <Lap StartTime="2021-09-08T01:46:40Z"><TotalTimeSeconds>60</TotalTimeSeconds><Track>
    <Trackpoint><Time>2021-09-08T01:46:40Z</Time></Trackpoint>
    <Trackpoint><Time>2021-09-08T01:47:40Z</Time></Trackpoint>
    </Track></Lap></Activity></Activities></TrainingCenterDatabase>
    """

  static func fit() -> [UInt8] {
    var fit = FITFileBuilder()
    fit.fileID()
    fit.defineRecord()
    // 13.401° = round(13.401 * 2**31 / 180) = 159_880_158 semicircles (python3)
    fit.record(time: FITDecoderTests.t0, lat: FITDecoderTests.lat, lon: FITDecoderTests.lon)
    fit.record(time: FITDecoderTests.t0 + 60, lat: FITDecoderTests.lat, lon: 159_880_158)
    fit.session(start: FITDecoderTests.t0, elapsedMs: 60_000)
    return fit.file()
  }

  @Test("a folder with FIT, gzip FIT, GPX and TCX copies of one ride counts it once")
  func countedOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.fit(), to: "ride.fit")
    try folder.write(GzipTestData.compress(Self.fit()), to: "copy.FIT.gz")
    try folder.write(Self.fit(), to: "no-extension")  // found by its `.FIT` signature
    try folder.write(Self.gpx, to: "ride.gpx")
    try folder.write(Self.tcx, to: "ride.tcx")
    let importer = Importer(resolver: TimeZoneResolver(homeTimeZoneIdentifier: "UTC"))
    let files = importer.importFiles([folder.path])
    #expect(
      files.map { ($0.source as NSString).lastPathComponent }.sorted() == [
        "copy.FIT.gz", "no-extension", "ride.fit", "ride.gpx", "ride.tcx",
      ])
    #expect(files.allSatisfy { $0.error == nil })
    #expect(files.map(\.format).filter { $0 == .fit }.count == 3)
    let (checked, kept) = DuplicateWorkouts.resolve(files)
    #expect(kept.count == 1)
    // The four later copies are listed as duplicates of the kept one (not as warnings).
    #expect(checked.filter { !$0.duplicates.isEmpty }.count == 4)
  }
}
