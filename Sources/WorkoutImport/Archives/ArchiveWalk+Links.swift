internal import Carchive
import Foundation
import WorkoutModel

/// Link entries of an archive.
extension ArchiveWalk {
  /// The entry to list for the link entry `entry` (a tar hard link, or a symbolic link) named
  /// `name` like a side file or a workout file, at place `index` of `archive`: an
  /// `unsupported_format` error naming its target, so that the name is not passed over without
  /// a word (break-it W1': a last `activities.csv` that is a hard link to `other.csv` — which
  /// extracting the archive leaves as `activities.csv` — was ignored, and the stale earlier CSV
  /// read). The walk reads each member's bytes once, in archive order, and keeps only side files
  /// and workout members, so the target's bytes are gone by then; the link is listed, not
  /// followed, and supersedes nothing. `nil` for any other entry (not a link, hidden, or named
  /// otherwise: links are counted, not read).
  func linkProblem(
    _ entry: OpaquePointer, name: MemberName, archive: String, index: Int
  ) -> ParsedFile? {
    let kind: String
    let target: UnsafePointer<CChar>?
    if let hard = archive_entry_hardlink(entry) {
      (kind, target) = ("hard link", hard)
    } else if archive_entry_filetype(entry) == S_IFLNK {
      (kind, target) = ("symbolic link", archive_entry_symlink(entry))
    } else {
      return nil
    }
    guard !name.isHidden,
      ExportSideFile.isSideFileName(name.lowercasedFileName)
        || FileDiscovery.hasWorkoutExtension(name.display)
    else { return nil }
    let source = claim(archive + "!/" + name.display, entry: index)
    let shown = target.map { String(decoding: Self.bytes($0), as: UTF8.self) } ?? "?"
    let message =
      "a \(kind) to '\(TextCap.capped(shown).text)' inside the archive: links in archives are "
      + "not followed (extracting the archive gives this name the linked file's content); the "
      + "entry is not read and supersedes no earlier member of its name — extract the archive "
      + "and read the folder"
    return ParsedFile(source: source, error: ImportError(.unsupportedFormat, message, file: source))
  }

  /// The bytes of the C string `text`.
  private static func bytes(_ text: UnsafePointer<CChar>) -> [UInt8] {
    Array(UnsafeBufferPointer(start: text, count: strlen(text))).map { UInt8(bitPattern: $0) }
  }
}
