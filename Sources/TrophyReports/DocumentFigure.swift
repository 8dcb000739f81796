import WorkoutModel

/// A headline figure of the cabinet document, from the engine's evaluation: its number, how a
/// sentence says it, and the label of its tile.
public struct DocumentFigure: Sendable, Hashable {
  /// The number as printed: "215", "2,448.9", "202.2".
  public var number: String
  /// The figure in a sentence: "215 workouts", "2,448.9 km", "202.2 h".
  public var inline: String
  /// The tile's label: "Workouts", "Kilometres", "Hours".
  public var label: String
  /// Whether the one-line summary (the Markdown headline) states it; the others are tiles only.
  public var inSummary: Bool

  /// Creates a figure.
  public init(number: String, inline: String, label: String, inSummary: Bool = true) {
    self.number = number
    self.inline = inline
    self.label = label
    self.inSummary = inSummary
  }

  /// A count: "215" and "215 workouts" (`noun` in the singular, an "s" added for other counts).
  public static func count(_ value: Int, _ noun: String, label: String = "", inSummary: Bool = true)
    -> DocumentFigure
  {
    DocumentFigure(
      number: NumberText.grouped(value), inline: NumberText.counted(value, noun, grouped: true),
      label: label, inSummary: inSummary)
  }
}
