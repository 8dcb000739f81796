import WorkoutModel

/// The side files (``ExportSideFile``) of one archive level of an ``ArchiveWalk``, chosen as
/// extracting the archive chooses them: of the members sharing a name, the last one is read,
/// the others are superseded (break-it L1: `tar rf export.tar activities.csv` is how tar
/// updates a member — it appends a newer one, and extraction keeps the last; the walk read the
/// first, and the later CSV's names, gear and manual entries were dropped without a word). The
/// same holds for a Garmin `…summarizedActivities.json`; an Apple Health `export.xml` is a
/// workout member, read whole each time it appears.
///
/// A superseded member that was read is listed with a `side_file_superseded` warning naming the
/// member read instead; its rows are not used (not merged: the archive reads as its extraction
/// does, and a row gone from the newer export is gone from the account). The member read takes
/// the name the first member of its name was given (`ARCHIVE!/activities.csv`), so the export
/// keeps its name as members are appended; the first member then takes `NAME (entry N)`, N its
/// place in the archive (``ArchiveWalk/claim(_:entry:)``). A member that could not be read (over
/// the size cap, damaged) is listed with its error where it is, keeps its name, and supersedes
/// nothing: an earlier member of its name that was read is used. Names are compared by
/// ``MemberPath/key(_:)``: `./activities.csv`, `.//activities.csv` and `a/../activities.csv`
/// are `activities.csv` once extracted, and supersede it (break-it W1').
struct SideFileChoice {
  /// What became of one side-file member.
  private enum State {
    /// Read, waiting for the end of the archive level.
    case read(ExportSideFile)
    /// Read, then superseded by a later member of its name (its bytes dropped).
    case superseded
    /// Listed already (with an error) under its name.
    case listed
  }

  /// One side-file member: its name as shown (`ARCHIVE!/name`) and as claimed, its 1-based
  /// place in the archive, its state.
  private struct Entry {
    var base: String
    var source: String
    var entry: Int
    var state: State
  }

  /// The members of each name (the key of `ARCHIVE!/name`), in archive order.
  private var groups: [String: [Entry]] = [:]
  /// The names, in the order they first appear.
  private var order: [String] = []

  /// Notes the member `base` (`ARCHIVE!/name` as shown) claimed as `source`, at place `entry`:
  /// `file` when it was read, `nil` when it was listed with an error. A member read supersedes
  /// the earlier members of its name (their bytes dropped now); one listed with an error
  /// supersedes none, so that a damaged later copy does not take the rows of a whole earlier one
  /// away (the fuzz target's finding: a member cut by the archive's damage hid the good one).
  mutating func note(base: String, source: String, entry: Int, file: ExportSideFile?) {
    let key = MemberPath.key(base)
    if groups[key] == nil { order.append(key) }
    if file != nil {
      for index in groups[key, default: []].indices {
        if case .read = groups[key]?[index].state { groups[key]?[index].state = .superseded }
      }
    }
    groups[key, default: []].append(
      Entry(
        base: base, source: source, entry: entry, state: file.map { .read($0) } ?? .listed))
  }

  /// What to hand out at the end of the archive level: for each name, a warning entry for every
  /// superseded member, then the member read (the last one read, when one was) as a side file.
  /// `claim` names a member anew (``ArchiveWalk/claim(_:entry:)``).
  func items(claim: (String, Int) -> String) -> [ArchiveWalk.Item] {
    var items: [ArchiveWalk.Item] = []
    for key in order {
      guard let entries = groups[key],
        let readIndex = entries.lastIndex(where: {
          if case .read = $0.state { true } else { false }
        })
      else { continue }  // none read: each was listed with its error already
      var names = entries.map(\.source)
      // The member read takes the first one's name unless that was listed under it already.
      if readIndex > 0, case .superseded = entries[0].state {
        names[readIndex] = entries[0].source
        names[0] = claim(entries[0].base, entries[0].entry)
      }
      let shown = names[readIndex]
      for (index, entry) in entries.enumerated() {
        guard case .superseded = entry.state else { continue }
        items.append(
          .problem(
            ParsedFile(
              source: names[index],
              warnings: [Self.superseded(by: shown, entry: entries[readIndex].entry)])))
      }
      if case .read(var file) = entries[readIndex].state {
        file.source = shown
        items.append(.sideFile(file))
      }
    }
    return items
  }

  /// The `side_file_superseded` warning of a member superseded by `later` (place `entry`).
  static func superseded(by later: String, entry: Int) -> ImportWarning {
    let name = later.split(separator: "/").last.map(String.init) ?? later
    return ImportWarning(
      .sideFileSuperseded,
      "a later member of the same name (\(name), entry \(entry) of the archive) supersedes this "
        + "one, as extracting the archive would: the activities, names, types, gear and manual "
        + "entries this one lists are not read")
  }
}
