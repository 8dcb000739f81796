/// The three picture shapes of a share card (``ShareCardSVG``), all 1,080 pixels wide: square
/// 1:1 (1,080 × 1,080, a feed post), portrait 4:5 (1,080 × 1,350, the tallest feed post) and
/// story 9:16 (1,080 × 1,920, a full phone screen). The file of a card in a format is
/// `share/<stem>-<suffix>.svg` (`streak.days.7-4x5.svg`; ``ShareCard/stem``).
public enum ShareCardFormat: String, Sendable, Hashable, CaseIterable {
  /// 1:1, 1,080 × 1,080.
  case square
  /// 4:5, 1,080 × 1,350.
  case portrait
  /// 9:16, 1,080 × 1,920.
  case story

  /// Width in pixels (SVG user units): 1,080 for every format.
  public var width: Int { 1080 }

  /// Height in pixels (SVG user units): 1,080, 1,350 or 1,920.
  public var height: Int {
    switch self {
    case .square: 1080
    case .portrait: 1350
    case .story: 1920
    }
  }

  /// The end of the file name: `1x1`, `4x5`, `9x16`.
  public var suffix: String {
    switch self {
    case .square: "1x1"
    case .portrait: "4x5"
    case .story: "9x16"
    }
  }

  /// The ratio as people write it: `1:1`, `4:5`, `9:16`.
  public var label: String { suffix.replacingOccurrences(of: "x", with: ":") }

  /// The file name of the card `stem` in this format with `fileExtension` (`svg` or `png`),
  /// without the folder: `streak.days.7-1x1.svg`.
  public func fileName(_ stem: String, fileExtension: String = "svg") -> String {
    "\(stem)-\(suffix).\(fileExtension)"
  }
}
