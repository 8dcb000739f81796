/// Holds the values a file or export *states* about a workout (FIT session totals, Strava
/// `activities.csv` rows, Garmin `summarizedActivities.json`) to ``Plausibility``, and texts to
/// ``TextCap``, counting what it drops and cuts so the reader can warn once per kind, as the XML
/// readers do.
public struct StatedValueCheck: Sendable, Hashable {
  /// Values outside their range (or not finite), dropped as unknown.
  public private(set) var droppedValues = 0
  /// Texts longer than ``TextCap/maximumBytes``, cut.
  public private(set) var cutTexts = 0
  /// Values written but not readable as numbers (`1_000`, Arabic-Indic digits), skipped.
  public private(set) var unreadableNumbers = 0

  /// A check with nothing counted.
  public init() {}

  /// `value` when it lies in `range` (so it is finite), else `nil`, counted in
  /// ``droppedValues``; `nil` stays `nil` uncounted.
  public mutating func value(_ value: Double?, in range: ClosedRange<Double>) -> Double? {
    guard let value else { return nil }
    guard range.contains(value) else {
      droppedValues += 1
      return nil
    }
    return value
  }

  /// `text` within ``TextCap`` (cut and counted in ``cutTexts`` when longer).
  public mutating func text(_ text: String?) -> String? {
    TextCap.capped(text, counting: &cutTexts)
  }

  /// Counts `count` more values dropped by a rule of the caller's own.
  public mutating func countDropped(_ count: Int = 1) { droppedValues += count }

  /// `number` when `text` (a field as written) was read as one; `nil` for no text, and for a
  /// text that is not a number (`read` gave `nil`) or is longer than ``TextCap/maximumBytes``
  /// (README "Limits on input": a number longer than 1,024 bytes is unreadable, as in the XML
  /// readers), counted in ``unreadableNumbers``.
  public mutating func number(_ text: String?, read: (String) -> Double?) -> Double? {
    guard let text else { return nil }
    guard text.utf8.count <= TextCap.maximumBytes, let number = read(text) else {
      unreadableNumbers += 1
      return nil
    }
    return number
  }

  /// The warnings for what was counted: `number_unreadable`, `value_implausible` naming `what`
  /// (the kinds of values checked, e.g. "distance, time or climb") and `text_cut`; none when
  /// nothing was.
  public func warnings(what: String) -> [ImportWarning] {
    let kinds: [(ImportWarning.Code, Int, String, String)] = [
      (
        .numberUnreadable, unreadableNumbers, "value",
        "not a number in decimal notation (\(what)) and skipped"
      ),
      (.valueImplausible, droppedValues, "value", "impossible (\(what)) and dropped"),
      (
        .textCut, cutTexts, "text",
        "longer than \(TextCap.maximumBytes) bytes and cut (names, types, gear)"
      ),
    ]
    return kinds.filter { $0.1 > 0 }.map { code, count, noun, rest in
      let counted = count == 1 ? "1 \(noun) was" : "\(count) \(noun)s were"
      return ImportWarning(code, count: count, "\(counted) \(rest)")
    }
  }
}
