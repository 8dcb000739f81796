import Foundation

/// The best effort of one workout at one ``BestEffortTarget``: the fastest window over a distance,
/// or the longest distance inside a time window, measured in elapsed (clock) time with the
/// window's ends interpolated between samples (see ``BestEffortFinder``).
public struct BestEffort: Sendable, Hashable {
  /// Why an effort is not trusted. An unverified effort is listed, never awarded.
  public enum Check: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every gate passed.
    case verified
    /// A gap between two samples inside the window is longer than the sport's limit while the
    /// distance moved on: the distance over it is a straight-line guess
    /// (``EffortGates/maximumSampleGapSeconds``).
    case sampleGap = "sample_gap"
    /// A step inside the window is faster than the sport's cap (a GPS spike or a jump in the
    /// device's distance; ``EffortGates/maximumStepSpeed``).
    case stepTooFast = "step_too_fast"
    /// The window beats the world record for the target (``BestEffortTarget/bound``).
    case fasterThanWorldRecord = "faster_than_world_record"
  }

  /// The target measured.
  public var target: BestEffortTarget
  /// Elapsed seconds of the window (the target's own duration for time windows).
  public var elapsedSeconds: Double
  /// Metres covered in the window (the target's own distance for distance targets).
  public var distanceMeters: Double
  /// UTC instant at which the window starts (interpolated between two samples).
  public var startUTC: Date
  /// Seconds from the workout's first timed sample to the window's start.
  public var startOffsetSeconds: Double
  /// ``Check/verified``, or the first gate the window failed.
  public var check: Check

  /// Creates an effort.
  public init(
    target: BestEffortTarget, elapsedSeconds: Double, distanceMeters: Double, startUTC: Date,
    startOffsetSeconds: Double, check: Check
  ) {
    self.target = target
    self.elapsedSeconds = elapsedSeconds
    self.distanceMeters = distanceMeters
    self.startUTC = startUTC
    self.startOffsetSeconds = startOffsetSeconds
    self.check = check
  }

  /// `true` when every plausibility gate passed.
  public var isVerified: Bool { check == .verified }

  /// Average speed over the window in metres per second (0 for a zero-length window).
  public var averageSpeed: Double { elapsedSeconds > 0 ? distanceMeters / elapsedSeconds : 0 }
}
