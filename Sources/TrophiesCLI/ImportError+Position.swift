import WorkoutImport

extension ImportError {
  /// Where the error is, as terminal output appends it: ` (line 12, column 5)`, ` (line 12)`
  /// without a column, and nothing without a line.
  var positionSuffix: String {
    guard let line else { return "" }
    return " (line \(line)" + (column.map { ", column \($0)" } ?? "") + ")"
  }
}
