import Foundation
import WorkoutModel

/// The 512-byte blocks of one tar that libarchive could not read as headers (a header whose
/// checksum fails, POSIX.1-2017 `pax` ustar "chksum"; libarchive's `ARCHIVE_RETRY` "Damaged tar
/// archive"), gathered into one `archive_damaged` entry for the archive. libarchive moves on one
/// block per failed header, so junk after a tar's last member, or a member whose header is
/// broken, used to become one `malformed` entry per block (break-it F1: 2,048 for 1 MiB of junk,
/// 204,800 `files` rows for 100 MiB); the members it finds again after the damage are read.
struct TarDamage {
  /// Blocks that were not headers.
  private(set) var blocks = 0
  /// Runs of such blocks (places in the archive), a run ended by a header read.
  private(set) var places = 0
  /// libarchive's message for the first block.
  private var message = ""
  /// The offset of the last block (`archive_read_header_position`), `nil` before the first.
  private var lastPosition: Int?
  /// Whether the last header attempt failed.
  private var inRun = false

  /// Notes a block at `position` that is not a header; `false` when libarchive did not move
  /// past the previous one (it would report it again without end: the archive is damaged).
  mutating func note(position: Int, message: String) -> Bool {
    if let lastPosition, position <= lastPosition, inRun { return false }
    if blocks == 0 { self.message = message }
    if !inRun { places += 1 }
    blocks += 1
    inRun = true
    lastPosition = position
    return true
  }

  /// Notes a header read: a later failed block starts a new run.
  mutating func headerRead() { inRun = false }

  /// The archive's entry for the damage, `nil` when there was none: a warning when members
  /// were read (`delivered`), else a `malformed` error
  /// (``ArchiveWalk/damaged(_:_:delivered:ownMessage:)``).
  func problem(archive: String, delivered: Int) -> ParsedFile? {
    guard blocks > 0 else { return nil }
    let text =
      NumberText.counted(blocks, "block", grouped: true) + " of 512 bytes "
      + (places == 1 ? "in 1 place" : "in \(places) places")
      + " are not tar headers (libarchive: \(message))"
    guard delivered > 0 else {
      return ArchiveWalk.damaged(archive, text, delivered: 0, ownMessage: true)
    }
    return ParsedFile(
      source: archive,
      warnings: [
        ImportWarning(
          .archiveDamaged,
          "the archive is damaged: \(text); the "
            + NumberText.counted(delivered, "member", grouped: true) + " read around it "
            + (delivered == 1 ? "is" : "are") + " kept")
      ])
  }
}
