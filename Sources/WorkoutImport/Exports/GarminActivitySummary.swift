import Foundation
import WorkoutModel

/// One activity of a Garmin Connect account export's `…summarizedActivities.json`
/// (`DI_CONNECT/DI-Connect-Fitness/<user>_0_summarizedActivities.json`).
///
/// Shape (public parsers of real exports, e.g. the `garmin_parser.py` and `import-garmin.py`
/// scripts found in the code corpus): `[{"summarizedActivitiesExport": [ {…}, … ]}]`, each
/// object with `activityId` (number), `name`, `activityType` (a type key such as `running`,
/// or in API-shaped dumps an object `{"typeKey": "running"}`), `sportType` (`RUNNING`),
/// `beginTimestamp` and `startTimeGmt` (UTC, **milliseconds** since 1970; `beginTimestamp`
/// equals the FIT session's `start_time`), `startTimeLocal` (the local wall-clock time written
/// as if it were UTC, ms), `duration`/`elapsedDuration`/`movingDuration` (**milliseconds**),
/// `distance` (**centimetres**), `elevationGain` (centimetres). Also accepted: the object
/// without the outer array, and a bare array of activities.
public struct GarminActivitySummary: Sendable, Hashable {
  /// `activityId`, as decimal digits.
  public var id: String
  /// `name`, `nil` when empty.
  public var name: String?
  /// `activityType` (or its `typeKey`), a Garmin Connect type key.
  public var typeKey: String?
  /// Start instant: `beginTimestamp`, else `startTimeGmt` (ms → s).
  public var start: Date?
  /// `duration` in seconds (ms / 1000).
  public var durationSeconds: Double?
  /// `distance` in metres (cm / 100).
  public var distanceMeters: Double?
  /// `startTimeLocal − startTimeGmt` in seconds: the UTC offset Garmin Connect shows the
  /// activity in, when both are given.
  public var localOffsetSeconds: Int?

  /// Creates a summary.
  public init(
    id: String, name: String? = nil, typeKey: String? = nil, start: Date? = nil,
    durationSeconds: Double? = nil, distanceMeters: Double? = nil, localOffsetSeconds: Int? = nil
  ) {
    self.id = id
    self.name = name
    self.typeKey = typeKey
    self.start = start
    self.durationSeconds = durationSeconds
    self.distanceMeters = distanceMeters
    self.localOffsetSeconds = localOffsetSeconds
  }

  /// Longest `activityId` read, digits (Garmin's have 8–12).
  public static let maximumIDDigits = 32

  /// Most JSON values (keys included) read from one document, counted as its `{`, `[`, `,` and
  /// `:` outside strings (one per value or key, plus one per empty object or array). Foundation's
  /// `JSONDecoder` holds an index of every value at once (about 100 bytes per empty object), so a
  /// 256 MiB document of `{}` would need ~26 GB. An ordinary activity has 30–200 values, so
  /// this is over 40,000 activities in one document (Garmin writes a few thousand); the bound
  /// keeps the peak near 1 GB (README "Limits on input").
  public static let maximumValues = 8_000_000

  /// Reads every activity of a `summarizedActivities.json` document (Foundation's
  /// `JSONDecoder`); what ``read(_:source:)`` gives without its warnings.
  ///
  /// - Throws: ``ImportError`` `malformed` when the bytes are not JSON or not one of the shapes
  ///   above; `source` names the file.
  public static func parse(_ bytes: [UInt8], source: String) throws(ImportError) -> [Self] {
    try read(bytes, source: source).activities
  }

  /// Reads every activity of a `summarizedActivities.json` document, with its warnings:
  /// - An element of Garmin's array that is not an activity object (a number, a string, an
  ///   object without a whole-number or digit-string `activityId` of at most
  ///   ``maximumIDDigits`` digits) is skipped, the others kept: one `garmin_activity_unreadable`
  ///   warning counts them. Values of another JSON type than expected are taken as absent.
  /// - Values are held to ``Plausibility`` (``StatedValueCheck``): a start outside
  ///   ``Plausibility/times(now:)``, a duration outside ``Plausibility/workoutSeconds`` and a
  ///   distance outside ``Plausibility/workoutDistance`` are unknown (`value_implausible`);
  ///   names and type keys are cut to ``TextCap`` (`text_cut`).
  /// - Bytes that are not UTF-8 and escaped lone surrogates (`\ud800`) in texts are shown as
  ///   U+FFFD, the rest of the text kept (``repairedText(_:)``), with one
  ///   `garmin_text_not_utf8` warning counting them.
  /// - An array or object nested deeper than ``maximumDepth`` levels is read as `null`
  ///   (``flattened(_:maximumDepth:)``): an element of the activity list holding one is skipped
  ///   as above, the rest of the document read (Foundation's `JSONDecoder` refuses a document
  ///   nested 512 deep whole).
  ///
  /// - Throws: ``ImportError`` `malformed` when the bytes are not JSON or not one of the shapes
  ///   above (the document itself, not one element of it), `security` when it holds more than
  ///   `maximumValues` values (``maximumValues``; counted before decoding, so nothing is read);
  ///   `source` names the file.
  public static func read(
    _ bytes: [UInt8], source: String, times: ClosedRange<Date> = Plausibility.times(),
    maximumValues: Int = Self.maximumValues
  ) throws(ImportError) -> (activities: [Self], warnings: [ImportWarning]) {
    guard valueCount(bytes, stoppingAfter: maximumValues) <= maximumValues else {
      throw ImportError(
        .security, "more than \(maximumValues) JSON values in a summarizedActivities document",
        file: source)
    }
    let (repaired, notUTF8) = repairedText(bytes)
    let document: GarminSummaryDocument
    do {
      // Nothing nested deeper than the decoder reads (``flattened(_:maximumDepth:)``).
      document = try JSONDecoder().decode(
        GarminSummaryDocument.self, from: Data(flattened(repaired).bytes))
    } catch {
      throw ImportError(
        .malformed, "not a summarizedActivities JSON document (\(Self.reason(error)))",
        file: source)
    }
    var check = StatedValueCheck()
    var skipped = document.skipped
    var activities: [Self] = []
    for raw in document.activities {
      guard let summary = raw.summary(check: &check, times: times) else {
        skipped += 1
        continue
      }
      activities.append(summary)
    }
    var warnings: [ImportWarning] = []
    if skipped > 0 {
      warnings.append(
        ImportWarning(
          .garminActivityUnreadable, count: skipped,
          "\(skipped == 1 ? "1 element" : "\(skipped) elements") of the activity list "
            + "\(skipped == 1 ? "is" : "are") not an activity with an activityId; skipped"))
    }
    if notUTF8 > 0 {
      warnings.append(
        ImportWarning(
          .garminTextNotUTF8, count: notUTF8,
          "\(notUTF8 == 1 ? "1 place" : "\(notUTF8) places") in the texts "
            + "\(notUTF8 == 1 ? "is" : "are") not UTF-8 (bytes or an escaped lone surrogate); "
            + "shown as \u{FFFD}, the rest kept"))
    }
    warnings += check.warnings(what: "start, duration or distance")
    return (activities, warnings)
  }

  /// The number of `{`, `[`, `,` and `:` outside JSON strings in `bytes` (an upper bound on the
  /// values and keys less one), counting no further than `limit + 1`.
  static func valueCount(_ bytes: [UInt8], stoppingAfter limit: Int) -> Int {
    var count = 0
    var text = JSONTextState()
    for byte in bytes where text.isStructural(byte) {
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"):
        count += 1
        if count > limit { return count }
      default: break
      }
    }
    return count
  }

  /// A short reason for a decoding error (no type names of ours).
  private static func reason(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "unreadable" }
    switch decoding {
    case .dataCorrupted(let context): return context.debugDescription
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context):
      return context.debugDescription
    @unknown default: return "unreadable"
    }
  }
}

/// The document: `[{"summarizedActivitiesExport": [...]}]`, `{"summarizedActivitiesExport":
/// [...]}` or a bare array of activities. Elements that cannot be read are counted in
/// ``skipped``, never fatal.
private struct GarminSummaryDocument: Decodable {
  var activities: [GarminRawActivity] = []
  var skipped = 0

  init(from decoder: any Decoder) throws {
    if let wrapper = try? decoder.container(keyedBy: GarminRawActivity.Key.self) {
      var list = try wrapper.nestedUnkeyedContainer(forKey: .summarizedActivitiesExport)
      Self.readList(&list, into: &activities, skipped: &skipped)
      return
    }
    var array = try decoder.unkeyedContainer()
    while !array.isAtEnd {
      guard let element = try? array.decode(GarminArrayElement.self) else {
        _ = try? array.decode(GarminSkippedElement.self)
        skipped += 1
        continue
      }
      activities += element.activities
      skipped += element.skipped
    }
  }

  /// Reads the activity objects of `list`, skipping (and counting) the elements that are not
  /// objects.
  static func readList(
    _ list: inout any UnkeyedDecodingContainer, into activities: inout [GarminRawActivity],
    skipped: inout Int
  ) {
    while !list.isAtEnd {
      if let activity = try? list.decode(GarminRawActivity.self) {
        // An object without an id is counted, not kept (no memory per skipped element).
        if activity.id == nil { skipped += 1 } else { activities.append(activity) }
      } else if (try? list.decode(GarminSkippedElement.self)) != nil {
        skipped += 1
      } else {
        return  // the container cannot move on: nothing more can be read from it
      }
    }
  }
}

/// Any JSON value, read and ignored: moves an unkeyed container past an element that is not an
/// activity (a failed decode leaves the container where it was).
private struct GarminSkippedElement: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// One element of the outer array: a wrapper object or an activity.
private struct GarminArrayElement: Decodable {
  var activities: [GarminRawActivity] = []
  var skipped = 0

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: GarminRawActivity.Key.self)
    if container.contains(.summarizedActivitiesExport) {
      guard
        var list = try? container.nestedUnkeyedContainer(forKey: .summarizedActivitiesExport)
      else {
        skipped = 1
        return
      }
      GarminSummaryDocument.readList(&list, into: &activities, skipped: &skipped)
    } else {
      activities = [try GarminRawActivity(from: decoder)]
    }
  }
}

/// One activity object as written: every field optional and type-checked, not yet held to the
/// limits (``summary(check:times:)``).
private struct GarminRawActivity: Decodable {
  enum Key: String, CodingKey {
    case summarizedActivitiesExport, activityId, name, activityType, typeKey, beginTimestamp
    case startTimeGmt, startTimeLocal, duration, distance
  }

  var id: String?
  var name: String?
  var typeKey: String?
  var startMillis: Double?
  var localMillis: Double?
  var gmtMillis: Double?
  var durationMillis: Double?
  var distanceCentimetres: Double?

  init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    func number(_ key: Key) -> Double? {
      guard let value = try? object.decodeIfPresent(Double.self, forKey: key), value.isFinite
      else { return nil }
      return value
    }
    if let whole = try? object.decodeIfPresent(UInt64.self, forKey: .activityId) {
      id = String(whole)
    } else if let text = try? object.decodeIfPresent(String.self, forKey: .activityId),
      !text.isEmpty, text.utf8.count <= GarminActivitySummary.maximumIDDigits,
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    {
      id = text
    }
    typeKey = (try? object.decodeIfPresent(String.self, forKey: .activityType)) ?? nil
    if typeKey == nil,
      let nested = try? object.nestedContainer(keyedBy: Key.self, forKey: .activityType)
    {
      typeKey = (try? nested.decodeIfPresent(String.self, forKey: .typeKey)) ?? nil
    }
    name = (try? object.decodeIfPresent(String.self, forKey: .name)) ?? nil
    startMillis = number(.beginTimestamp) ?? number(.startTimeGmt)
    localMillis = number(.startTimeLocal)
    gmtMillis = number(.startTimeGmt)
    durationMillis = number(.duration)
    distanceCentimetres = number(.distance)
  }

  /// The activity held to the limits (rules on ``GarminActivitySummary/read(_:source:times:)``);
  /// `nil` without an id.
  func summary(check: inout StatedValueCheck, times: ClosedRange<Date>) -> GarminActivitySummary? {
    guard let id else { return nil }
    var offset: Int?
    if let local = localMillis, let gmt = gmtMillis, abs(local - gmt) <= 18 * 3_600_000 {
      offset = Int(((local - gmt) / 1000).rounded())
    }
    var start = startMillis.map { Date(timeIntervalSince1970: $0 / 1000) }
    if let instant = start, !times.contains(instant) {
      check.countDropped()
      start = nil
    }
    return GarminActivitySummary(
      id: id, name: check.text(name.flatMap { $0.isEmpty ? nil : $0 }),
      typeKey: check.text(typeKey), start: start,
      durationSeconds: check.value(
        durationMillis.map { $0 / 1000 }, in: Plausibility.workoutSeconds),
      distanceMeters: check.value(
        distanceCentimetres.map { $0 / 100 }, in: Plausibility.workoutDistance),
      localOffsetSeconds: offset)
  }
}
