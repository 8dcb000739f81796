import Foundation

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

  /// Reads every activity of a `summarizedActivities.json` document (Foundation's
  /// `JSONDecoder`). Objects without a whole-number or digit-string `activityId` are left out;
  /// values of another JSON type than expected are taken as absent.
  ///
  /// - Throws: ``ImportError`` `malformed` when the bytes are not JSON or not one of the shapes
  ///   above; `source` names the file.
  public static func parse(_ bytes: [UInt8], source: String) throws(ImportError) -> [Self] {
    let document: GarminSummaryDocument
    do {
      document = try JSONDecoder().decode(GarminSummaryDocument.self, from: Data(bytes))
    } catch {
      throw ImportError(
        .malformed, "not a summarizedActivities JSON document (\(Self.reason(error)))",
        file: source)
    }
    return document.activities.compactMap(\.summary)
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
/// [...]}` or a bare array of activities.
private struct GarminSummaryDocument: Decodable {
  var activities: [GarminRawActivity] = []

  init(from decoder: any Decoder) throws {
    if let wrapper = try? decoder.container(keyedBy: GarminRawActivity.Key.self) {
      activities = try wrapper.decode(
        [GarminRawActivity].self, forKey: .summarizedActivitiesExport)
      return
    }
    var array = try decoder.unkeyedContainer()
    while !array.isAtEnd {
      let element = try array.decode(GarminArrayElement.self)
      activities += element.activities
    }
  }
}

/// One element of the outer array: a wrapper object or an activity.
private struct GarminArrayElement: Decodable {
  var activities: [GarminRawActivity]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: GarminRawActivity.Key.self)
    if container.contains(.summarizedActivitiesExport) {
      activities = try container.decode(
        [GarminRawActivity].self, forKey: .summarizedActivitiesExport)
    } else {
      activities = [try GarminRawActivity(from: decoder)]
    }
  }
}

/// One activity object, every field optional and type-checked.
private struct GarminRawActivity: Decodable {
  enum Key: String, CodingKey {
    case summarizedActivitiesExport, activityId, name, activityType, typeKey, beginTimestamp
    case startTimeGmt, startTimeLocal, duration, distance
  }

  var summary: GarminActivitySummary?

  init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    func number(_ key: Key) -> Double? {
      guard let value = try? object.decodeIfPresent(Double.self, forKey: key), value.isFinite
      else { return nil }
      return value
    }
    let id: String?
    if let whole = try? object.decodeIfPresent(UInt64.self, forKey: .activityId) {
      id = String(whole)
    } else if let text = try? object.decodeIfPresent(String.self, forKey: .activityId),
      !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    {
      id = text
    } else {
      id = nil
    }
    guard let id else { return }
    var typeKey = try? object.decodeIfPresent(String.self, forKey: .activityType)
    if typeKey == nil,
      let nested = try? object.nestedContainer(keyedBy: Key.self, forKey: .activityType)
    {
      typeKey = try? nested.decodeIfPresent(String.self, forKey: .typeKey)
    }
    let name = (try? object.decodeIfPresent(String.self, forKey: .name)) ?? nil
    let startMillis = number(.beginTimestamp) ?? number(.startTimeGmt)
    var offset: Int?
    if let local = number(.startTimeLocal), let gmt = number(.startTimeGmt),
      abs(local - gmt) <= 18 * 3_600_000
    {
      offset = Int(((local - gmt) / 1000).rounded())
    }
    summary = GarminActivitySummary(
      id: id, name: name.flatMap { $0.isEmpty ? nil : $0 }, typeKey: typeKey ?? nil,
      start: startMillis.map { Date(timeIntervalSince1970: $0 / 1000) },
      durationSeconds: number(.duration).map { $0 / 1000 },
      distanceMeters: number(.distance).map { $0 / 100 }, localOffsetSeconds: offset)
  }
}
