internal import Carchive
import Foundation
import WorkoutModel

/// An archive entry's name as display text: the bytes libarchive gives (UTF-8 under the reading
/// thread's C.UTF-8 locale, see ``ArchiveWalk``), invalid UTF-8 shown as U+FFFD. Never used as a
/// path: `../x.gpx`, `/etc/x.gpx` and names with control characters are only shown.
struct MemberName {
  /// The name as shown (after `!/` in a member's source).
  let display: String
  /// Whether the stored bytes were not valid UTF-8.
  let notUTF8: Bool

  /// The name of `entry`; `refused` gives the stored bytes when libarchive gives no name (a
  /// zip name flagged UTF-8 that is not: ``ZipRawName``), `stored` the stored spelling of a
  /// name libarchive gave in another (NFC for NFD: ``ArchiveHandle/storedName(shown:)``).
  init(
    entry: OpaquePointer, refused: () -> [UInt8]? = { nil },
    stored: (String) -> [UInt8]? = { _ in nil }
  ) {
    if let raw = archive_entry_pathname(entry) ?? archive_entry_pathname_utf8(entry) {
      let bytes = Array(UnsafeBufferPointer(start: raw, count: strlen(raw))).map {
        UInt8(bitPattern: $0)
      }
      let shown = String(decoding: bytes, as: UTF8.self)
      display = stored(shown).map { String(decoding: $0, as: UTF8.self) } ?? shown
      notUTF8 = String(validating: bytes, as: UTF8.self) == nil
    } else if let bytes = refused(), !bytes.isEmpty {
      // Cut at a NUL byte, as libarchive cuts the names it gives.
      display = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      notUTF8 = true
    } else {
      display = "?"
      notUTF8 = true
    }
  }

  /// The last path component, lower case.
  var lowercasedFileName: String {
    String(display.split(separator: "/").last ?? "").lowercased()
  }

  /// Hidden entries are skipped, as hidden files in folders are: a component starting with `.`
  /// (other than `.` and `..`), and macOS resource forks under `__MACOSX/`.
  var isHidden: Bool {
    display.split(separator: "/").contains { component in
      component == "__MACOSX" || (component.hasPrefix(".") && component != "." && component != "..")
    }
  }

  /// The warning for a name that is not UTF-8, if it is not.
  var warning: ImportWarning? {
    guard notUTF8 else { return nil }
    return ImportWarning(
      .fileNameNotUTF8, "the member name is not valid UTF-8 (shown with \u{FFFD})")
  }
}
