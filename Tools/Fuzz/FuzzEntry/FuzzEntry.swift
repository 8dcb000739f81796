import Foundation
import FuzzSupport

// The fuzz targets' entry point. scripts/fuzz/run.sh compiles this file once per target with
// `-sanitize=fuzzer,address -DFUZZING` and `-DFUZZ_GPX`, `-DFUZZ_TCX` or `-DFUZZ_PIPELINE`
// (libFuzzer's own main drives `LLVMFuzzerTestOneInput`). A plain `swift build` makes
// `trophies-fuzz`, a reproducer: `trophies-fuzz gpx|tcx|pipeline FILE...` runs the same checks.
#if FUZZING
  #if FUZZ_TCX
    let fuzzTarget = FuzzChecks.readTCX
  #elseif FUZZ_PIPELINE
    let fuzzTarget = FuzzChecks.pipeline
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
        "archive": FuzzChecks.readArchive,
      ]
      guard let name = arguments.first, let body = targets[name] else {
        FileHandle.standardError.write(
          Data("usage: trophies-fuzz gpx|tcx|pipeline|archive FILE...\n".utf8))
        exit(2)
      }
      exit(FuzzChecks.replay(Array(arguments.dropFirst()), body))
    }
  }
#endif
