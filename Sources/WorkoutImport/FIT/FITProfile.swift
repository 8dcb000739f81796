import Foundation

/// The parts of the FIT profile (FIT SDK `Profile.xlsx`; FIT protocol, "Date/Time") the reader
/// uses: global message numbers, the FIT epoch, and the names of enum values.
enum FITProfile {
  /// Global message numbers.
  enum Message {
    /// `file_id`: type, manufacturer, product.
    static let fileID: UInt16 = 0
    /// `sport`: the sport profile of the activity.
    static let sport: UInt16 = 12
    /// `session`: one per leg of a multisport activity.
    static let session: UInt16 = 18
    /// `lap`.
    static let lap: UInt16 = 19
    /// `record`: the time series.
    static let record: UInt16 = 20
    /// `event`: timer start/stop.
    static let event: UInt16 = 21
    /// `activity`: local_timestamp.
    static let activity: UInt16 = 34
    /// `length`: one pool length.
    static let length: UInt16 = 101
    /// `field_description`: a developer field's type, name and native field.
    static let fieldDescription: UInt16 = 206
    /// `developer_data_id`.
    static let developerDataID: UInt16 = 207
  }

  /// `file` type of activity files.
  static let activityFileType = 4
  /// Seconds from 1970-01-01T00:00:00Z to the FIT epoch 1989-12-31T00:00:00Z.
  static let epochOffset: Double = 631_065_600
  /// date_time values below this are seconds since device power-on, not dates.
  static let firstAbsoluteTime: Double = 0x1000_0000
  /// Semicircles → degrees: 180 / 2³¹.
  static let degreesPerSemicircle = 180.0 / 2_147_483_648.0

  /// A FIT date_time (seconds since the FIT epoch) as a `Date`.
  static func date(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: seconds + epochOffset)
  }

  /// `file` type names: the published profile's, plus the Garmin device file types that are
  /// not in it but fill account exports (Gadgetbridge's `garmin/FileType.java`: 41 change log,
  /// 44 metrics, 49 sleep, 68 HRV status).
  static let fileTypes = parse(FITProfileNames.file).merging(
    [41: "changelog", 44: "metrics", 49: "sleep", 68: "hrv_status"], uniquingKeysWith: { a, _ in a }
  )
  /// `sport` names.
  static let sports = parse(FITProfileNames.sport)
  /// `sub_sport` names.
  static let subSports = parse(FITProfileNames.subSport)
  /// `manufacturer` names.
  static let manufacturers = parse(FITProfileNames.manufacturer)
  /// `garmin_product` names (also used for Dynastream, as the profile's subfield says).
  static let garminProducts = parse(FITProfileNames.garminProduct)

  /// The name of `value` in `table`, else `prefix_<value>` (unknown values stay numbers).
  static func name(_ value: Int, in table: [Int: String], prefix: String) -> String {
    table[value] ?? "\(prefix)_\(value)"
  }

  /// Parses a packed `number name number name …` list.
  static func parse(_ packed: String) -> [Int: String] {
    let words = packed.split(whereSeparator: { $0 == " " || $0 == "\n" })
    var table: [Int: String] = [:]
    var index = 0
    while index + 1 < words.count {
      if let number = Int(words[index]) { table[number] = String(words[index + 1]) }
      index += 2
    }
    return table
  }
}
