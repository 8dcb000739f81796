import Foundation

/// A CSV header row read by position, aware of repeated names: Strava's `activities.csv` has
/// `Elapsed Time`, `Distance`, `Max Heart Rate`, `Relative Effort` and `Commute` twice, so a
/// lookup by name must say which occurrence it means (a dictionary by name would keep one and
/// silently read the other column).
///
/// Names are compared after trimming white space and ignoring case (Unicode default lower-casing, no locale).
public struct CSVHeader: Sendable, Hashable {
  /// The header's names in column order, as written.
  public let names: [String]
  private let keys: [String]

  /// Creates a header from the first row of a CSV document.
  public init(_ names: [String]) {
    self.names = names
    keys = names.map(Self.key)
  }

  /// Every column index whose name is `name`, in column order (empty when absent).
  public func positions(of name: String) -> [Int] {
    let wanted = Self.key(name)
    return keys.indices.filter { keys[$0] == wanted }
  }

  /// The column index of the `occurrence`-th column named `name` (0 = the first), if any.
  public func index(of name: String, occurrence: Int = 0) -> Int? {
    let all = positions(of: name)
    return occurrence < all.count ? all[occurrence] : nil
  }

  /// The first column named `name` at or after column `start`, if any.
  public func index(of name: String, from start: Int) -> Int? {
    positions(of: name).first { $0 >= start }
  }

  /// The field of `row` at `index`, `nil` when `index` is `nil` or the row is too short (a
  /// ragged row).
  public static func field(_ row: [String], _ index: Int?) -> String? {
    guard let index, index < row.count else { return nil }
    return row[index]
  }

  private static func key(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }
}
