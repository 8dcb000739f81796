import Foundation
import WorkoutModel

/// Reads a FIT file (Garmin's Flexible and Interoperable Data Transfer protocol, as published in
/// the FIT SDK's protocol and profile documents) into a ``ParsedFile`` — natively: no packaged
/// library exists (the SDK's licence limits it to FIT devices).
///
/// ``FITDecoder`` walks the bytes; ``FITActivityBuilder`` keeps what a workout needs and
/// assembles one ``Workout`` per session. Errors: `unsupported_format` for an empty file or one
/// that is not FIT; `no_activity` for FIT files that are not activities (settings, courses,
/// workouts, monitoring…, named by their `file_id.type`, even when their decoding stops early)
/// or hold neither records nor sessions;
/// `no_timestamps`; `malformed` (naming the byte offset) when decoding stops before any workout
/// could be built; `security` beyond ``WorkoutFileReader/Limits/maximumPoints`` records. A
/// decoding stop after some records keeps them with a `fit_stopped` warning; a CRC mismatch is a
/// warning (``FITWarning``), never a refusal.
enum FITReader {
  /// Reads the complete FIT stream `bytes` (already inflated); `source` names it. `release`,
  /// when given, is told as decoding passes each MiB that the bytes before that offset will not
  /// be read again (``FITDecoder/release``).
  static func read(
    _ bytes: UnsafeRawBufferPointer, source: String, limits: WorkoutFileReader.Limits,
    release: ((Int) -> Void)? = nil
  ) -> ParsedFile {
    var file = ParsedFile(source: source, format: .fit)
    guard !bytes.isEmpty else {
      file.format = nil
      file.error = ImportError(.unsupportedFormat, "empty file", file: source)
      return file
    }
    var decoder = FITDecoder(bytes: bytes)
    decoder.release = release
    // A record message takes at least ~16 bytes in real files.
    var builder = FITActivityBuilder(
      maximumPoints: limits.maximumPoints, expectedRecords: bytes.count / 16)
    decoder.decode(into: &builder)
    var warnings = decoder.warnings
    if decoder.misfitFields > 0 {
      warnings.append(.fieldSizeMismatch(count: decoder.misfitFields))
    }
    if builder.tooManyPoints {
      file.error = ImportError(
        .security, "more than \(limits.maximumPoints) records", file: source)
      return file
    }
    builder.mend()
    let assembly = builder.assemble(source: source)
    warnings += assembly.warnings + builder.countedWarnings
    file.creator = builder.creator
    // A settings, monitoring or sleep file is skipped by its kind even when its decoding
    // stopped early: what it is, not how it is damaged, is why it holds no workout.
    let notActivity = builder.fileType.map { $0 != FITProfile.activityFileType } ?? false
    if let stop = decoder.stop {
      guard notActivity || (assembly.error == nil && !assembly.workouts.isEmpty) else {
        let kind = stop.truncated ? "truncated" : "malformed"
        file.error = ImportError(
          .malformed, "\(kind) FIT data at byte \(stop.offset): \(stop.reason)", file: source)
        file.warnings = warnings.map(\.value)
        return file
      }
      warnings.insert(
        .stopped(offset: stop.offset, reason: stop.reason, records: builder.pointCount), at: 0)
    }
    file.warnings = warnings.map(\.value)
    if let error = assembly.error {
      file.error = ImportError(error.category, error.message, file: source)
      return file
    }
    // A damaged file can date a session in 2122 (corrupted timestamps or elapsed time): such a
    // workout is refused, like XML times outside 1980 … tomorrow (`timestamp_implausible`).
    let plausible = limits.plausibleTimes
    let kept = assembly.workouts.filter { workout in
      guard let start = workout.summary.startUTC, let end = workout.summary.endUTC else {
        return false
      }
      return plausible.contains(start) && plausible.contains(end)
    }
    if kept.count < assembly.workouts.count {
      let dropped = assembly.workouts.count - kept.count
      file.warnings.append(
        ImportWarning(
          .timestampImplausible, count: dropped,
          "\(dropped == 1 ? "1 session starts or ends" : "\(dropped) sessions start or end")"
            + " before 1980 or after tomorrow (damaged times); refused"))
      guard !kept.isEmpty else {
        file.error = ImportError(
          .noTimestamps, "every session starts or ends before 1980 or after tomorrow",
          file: source)
        return file
      }
    }
    file.workouts = kept
    return file
  }
}
