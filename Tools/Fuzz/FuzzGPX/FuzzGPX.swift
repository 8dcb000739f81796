import Foundation
import FuzzSupport

// libFuzzer target for the GPX reader (seeds: GPX fixtures and corpus files).
// scripts/fuzz/run.sh links it with `-sanitize=fuzzer,address -DFUZZING` (libFuzzer's main);
// a plain `swift build` makes a reproducer that runs the same code on the files it is given.
#if FUZZING
  /// libFuzzer's test function (its own `main` drives it).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzChecks.readGPX(Data(bytes: bytes, count: count))
    return 0
  }
#else
  @main
  enum FuzzGPX {
    static func main() {
      exit(FuzzChecks.replay(Array(CommandLine.arguments.dropFirst())) { FuzzChecks.readGPX($0) })
    }
  }
#endif
