/// The one cap on texts read from a file or an export (names, activity types, creators, gear):
/// at most ``maximumBytes`` bytes of UTF-8, cut at a character boundary and ending in `…`.
/// Real names are under 200 bytes; a 10 MB `<name>` cost seconds and was copied into every badge
/// that mentions it (issue 10), a 5 MiB Strava name made `report` take 24 s (issue 17). Readers
/// count the texts cut and warn once (`text_cut`).
public enum TextCap {
  /// Most bytes of text kept, before the `…` mark (3 bytes) is added.
  public static let maximumBytes = 1024

  /// The mark put at the end of a cut text.
  public static let mark = "…"

  /// `text` unchanged when it has at most ``maximumBytes`` UTF-8 bytes, else its longest prefix
  /// of whole characters (Unicode scalars) within ``maximumBytes`` bytes followed by `…`;
  /// `wasCut` says which.
  public static func capped(_ text: String) -> (text: String, wasCut: Bool) {
    let utf8 = text.utf8
    guard utf8.count > maximumBytes else { return (text, false) }
    var bytes = Array(utf8.prefix(maximumBytes))
    endOnBoundary(&bytes)
    return (String(decoding: bytes, as: UTF8.self), true)
  }

  /// `capped(text)` for an optional text, counting a cut in `cuts`.
  public static func capped(_ text: String?, counting cuts: inout Int) -> String? {
    guard let text else { return nil }
    let result = capped(text)
    if result.wasCut { cuts += 1 }
    return result.text
  }

  /// Ends `bytes` — the first ``maximumBytes`` bytes of a longer UTF-8 text — on a character
  /// boundary (a character cut in half is dropped: its lead byte says how long it is) and adds
  /// the `…` mark.
  public static func endOnBoundary(_ bytes: inout [UInt8]) {
    if !bytes.isEmpty {
      var lead = bytes.count - 1
      while lead > 0, bytes.count - lead < 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
      let byte = bytes[lead]
      let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      if bytes.count - lead < needed { bytes.removeSubrange(lead...) }
    }
    bytes.append(contentsOf: mark.utf8)
  }
}
