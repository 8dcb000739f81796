import Foundation

/// libFuzzer entry point for the FIT reader (built by `scripts/fuzz/fit.sh` together with the
/// WorkoutModel and WorkoutImport sources, `-sanitize=fuzzer,address`). Every input goes through
/// ``FITReader`` directly (header, CRCs, definitions, data messages, sessions → workouts) and
/// through ``WorkoutFileReader/read(data:source:limits:)``, which sniffs FIT and gzip by content.
/// Small limits keep each run fast; the reader must never crash, hang or read out of bounds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  let limits = WorkoutFileReader.Limits(
    maximumFileBytes: 1 << 22, maximumDepth: 64, maximumPoints: 100_000)
  let file = FITReader.read(bytes, source: "fuzz.fit", limits: limits)
  for workout in file.workouts {
    precondition(workout.summary.durationSeconds.isFinite && workout.summary.durationSeconds >= 0)
    precondition(workout.summary.movingTimeSeconds <= workout.summary.durationSeconds)
  }
  _ = WorkoutFileReader.read(data: Data(bytes), source: "fuzz.fit.gz", limits: limits)
  return 0
}
