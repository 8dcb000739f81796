/// The "Share pictures" section of the cabinet document (`report --share`, issue 16): every
/// share card (``ShareCard``) written to the `share/` folder beside the cabinet, and the few the
/// page shows as a gallery.
public struct DocumentShare: Sendable {
  /// The section's head.
  public var heading = DocumentHeading(
    "Share pictures",
    blurb:
      "Each earned badge, record and year as a picture to post: 1:1 (1080 × 1080), 4:5 "
      + "(1080 × 1350) and 9:16 (1080 × 1920), in the share folder beside this page.")
  /// The folder the cards are written to, relative to the cabinet: `share`.
  public static let folder = "share"
  /// Every card, in cabinet order: records (shelf order), years (newest first), then badges
  /// (kind by kind, catalog order).
  public var cards: [ShareCard]
  /// Indices into ``cards`` of the gallery: the most recently earned badge, the first record
  /// and the newest year, those that exist.
  public var gallery: [Int]

  /// The relative path of `card`'s file in `format` (`share/streak.days.7-1x1.svg`).
  public static func path(_ card: ShareCard, _ format: ShareCardFormat) -> String {
    folder + "/" + format.fileName(card.stem)
  }
}
