extension NumberText {
  /// `value` and the noun in its number, the one place every count in messages and reports is
  /// worded (issue 17: "1 workouts"): `counted(1, "workout")` is `"1 workout"`,
  /// `counted(2, "workout")` `"2 workouts"`, `counted(0, "entry", "entries")` `"0 entries"`;
  /// with `grouped` the digits are grouped as ``grouped(_:)`` does (`"1,830 workouts"`).
  /// English: the singular for exactly 1, else `plural` (default: the singular + "s").
  public static func counted(
    _ value: Int, _ singular: String, _ plural: String? = nil, grouped: Bool = false
  ) -> String {
    let digits = grouped ? Self.grouped(value) : String(value)
    return digits + " " + (value == 1 ? singular : plural ?? singular + "s")
  }
}
