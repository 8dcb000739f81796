import Foundation
import FuzzSupport

// The fuzz targets' entry point. scripts/fuzz/run.sh compiles this file once per target with
// `-sanitize=fuzzer,address -DFUZZING` and `-DFUZZ_<TARGET>` (GPX, TCX, PIPELINE, STRAVA, GARMIN,
// LIBRARY, ARCHIVE; libFuzzer's own main drives `LLVMFuzzerTestOneInput`). A plain `swift build`
// makes `trophies-fuzz`, a reproducer: `trophies-fuzz TARGET FILE...` runs the same checks.
#if FUZZING
  #if FUZZ_TCX
    let fuzzTarget = FuzzChecks.readTCX
  #elseif FUZZ_PIPELINE
    let fuzzTarget = FuzzChecks.pipeline
  #elseif FUZZ_STRAVA
    let fuzzTarget = FuzzChecks.strava
  #elseif FUZZ_GARMIN
    let fuzzTarget = FuzzChecks.garmin
  #elseif FUZZ_LIBRARY
    let fuzzTarget = FuzzChecks.libraryRow
  #elseif FUZZ_ARCHIVE
    let fuzzTarget = FuzzChecks.readArchive
  #else
    let fuzzTarget = FuzzChecks.readGPX
  #endif

  /// libFuzzer's test function.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    fuzzTarget(Data(bytes: bytes, count: count))
    return 0
  }
#else
  @main
  enum FuzzEntry {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      let targets: [String: (Data) -> Void] = [
        "gpx": FuzzChecks.readGPX, "tcx": FuzzChecks.readTCX, "pipeline": FuzzChecks.pipeline,
        "strava": FuzzChecks.strava, "garmin": FuzzChecks.garmin,
        "library": FuzzChecks.libraryRow, "archive": FuzzChecks.readArchive,
      ]
      guard let name = arguments.first, let body = targets[name] else {
        let usage = "usage: trophies-fuzz gpx|tcx|pipeline|strava|garmin|library|archive FILE...\n"
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
      }
      exit(FuzzChecks.replay(Array(arguments.dropFirst()), body))
    }
  }
#endif
