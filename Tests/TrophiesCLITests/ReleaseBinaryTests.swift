import Foundation
import Testing

/// The release binary, as users run it (`make build`; `.ci/run` builds it before the tests).
let releaseBinary = packageRoot.appendingPathComponent(".build/release/trophies")
let hasReleaseBinary = FileManager.default.isExecutableFile(atPath: releaseBinary.path)

/// Runs `executable` with `arguments` (in `folder` when given, else this process's working
/// folder); returns exit status, standard output and error.
func runProcess(
  _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
  in folder: URL? = nil
) throws -> (Int32, String, String) {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let folder { process.currentDirectoryURL = folder }
  process.environment = ["TZ": "UTC", "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // Read both pipes to the end before waiting, so a full pipe never blocks the child.
  let outData = output.fileHandleForReading.readDataToEndOfFile()
  let errData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outData, as: UTF8.self),
    String(decoding: errData, as: UTF8.self)
  )
}

/// The crash of issue 10 was a use after free that AddressSanitizer did not see (the read went
/// through uninstrumented libxml2), and a debug build may survive it by luck: the optimised
/// binary is run on the very input, one trackpoint over the 4 M limit, next to a good file.
/// glibc is told to give every allocation its own mapping (`MALLOC_MMAP_THRESHOLD_=0`), so
/// freed memory is unmapped and a read after the stop faults: the binary before the fix died
/// with SIGSEGV (exit 139) in `ReaderState.coordinate` called from `startGPX` under exactly this
/// environment, and survived by luck without it.
@Suite("release binary")
struct ReleaseBinaryTests {
  @Test(
    "a GPX one trackpoint over the limit is refused cleanly and the batch goes on",
    .enabled(if: hasReleaseBinary, "no .build/release/trophies: run make build first"))
  func pointLimitPlusOne() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The same bytes as ../shared/cases/hostile/gen-4m-points.py: 4 000 001 points (96 MB).
    let big = folder.appendingPathComponent("a-4m1.gpx")
    try #require(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.write(contentsOf: Data("<gpx><trk><trkseg>".utf8))
    let block = Data(String(repeating: "<trkpt lat=\"1\" lon=\"1\"/>", count: 100_000).utf8)
    for _ in 0..<40 { try handle.write(contentsOf: block) }
    try handle.write(contentsOf: Data("<trkpt lat=\"1\" lon=\"1\"/></trkseg></trk></gpx>".utf8))
    try handle.close()
    try Data(HostileCLITests.run.utf8).write(to: folder.appendingPathComponent("b-run.gpx"))

    let (code, output, _) = try runProcess(
      releaseBinary, ["inspect", folder.path],
      environment: ["MALLOC_MMAP_THRESHOLD_": "0", "MALLOC_PERTURB_": "165"])
    #expect(code == 3)  // written, one input skipped: not a signal (a crash is 128 + n or -n)
    #expect(
      output.contains("a-4m1.gpx: skipped: security: more than 4000000 trackpoints in one file"))
    #expect(output.contains("b-run.gpx (gpx): 1 workout"))
    #expect(output.hasSuffix("2 files, 1 workout, 1 skipped\n"))
  }
}
