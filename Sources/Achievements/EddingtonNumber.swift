/// The Eddington number of a set of daily distances, kept up to date as workouts are added:
/// the largest E such that at least E days have at least E km (Arthur Eddington's cycling
/// number; `notes/best-efforts.md`).
///
/// Adding a workout costs O(k) for the k whole kilometres its day crosses, so a history costs
/// O(total km); days above ``maximumKilometres`` count as that many (no one rides 2,000 km a day).
public struct EddingtonNumber: Sendable, Hashable {
  /// Daily kilometres counted at most (a larger day counts as this many).
  public static let maximumKilometres = 2_000

  /// Metres per local date so far.
  private var metersByDay: [LocalDate: Double] = [:]
  /// `daysAtLeast[k]`: days with at least k whole kilometres (index 0 unused).
  private var daysAtLeast: [Int] = [0]
  /// The current Eddington number.
  public private(set) var value = 0

  /// An empty history (E = 0).
  public init() {}

  /// Adds `meters` on local date `day` and updates ``value``.
  public mutating func add(meters: Double, on day: LocalDate) {
    guard meters.isFinite, meters > 0 else { return }
    let before = metersByDay[day, default: 0]
    let after = before + meters
    metersByDay[day] = after
    let from = Self.wholeKilometres(before)
    let to = Self.wholeKilometres(after)
    guard to > from else { return }
    if daysAtLeast.count <= to {
      daysAtLeast += Array(repeating: 0, count: to + 1 - daysAtLeast.count)
    }
    for k in (from + 1)...to { daysAtLeast[k] += 1 }
    while value + 1 < daysAtLeast.count, daysAtLeast[value + 1] >= value + 1 { value += 1 }
  }

  /// Days still needed for E + 1: days that must reach E + 1 km beyond those that already have.
  public var daysNeededForNext: Int {
    let next = value + 1
    let have = next < daysAtLeast.count ? daysAtLeast[next] : 0
    return next - have
  }

  private static func wholeKilometres(_ meters: Double) -> Int {
    min(Int(saturating: meters / 1_000), maximumKilometres)
  }
}
