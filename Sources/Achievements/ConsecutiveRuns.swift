/// Runs of consecutive integers (local day numbers, ISO week ordinals) kept up to date as keys
/// arrive in any order: the one longest-run rule behind the `streak.days` / `streak.weeks`
/// ladders and the year in review's longest streak.
///
/// `runLength[k]` is kept exact at both ends of every run, so adding a key joins the runs ending
/// at `k - 1` and starting at `k + 1` in O(1).
public struct ConsecutiveRuns: Sendable, Hashable {
  private var runLength: [Int: Int] = [:]
  /// The longest run so far (0 before any key).
  public private(set) var longest = 0

  /// No keys yet.
  public init() {}

  /// Adds `key`; returns the length of the run that now holds it, or `nil` when the key was
  /// already there (nothing changed).
  @discardableResult
  public mutating func insert(_ key: Int) -> Int? {
    if runLength[key] != nil { return nil }
    let left = runLength[key - 1] ?? 0
    let right = runLength[key + 1] ?? 0
    let total = left + right + 1
    runLength[key] = total
    runLength[key - left] = total
    runLength[key + right] = total
    longest = max(longest, total)
    return total
  }
}
