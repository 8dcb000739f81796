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
/// nothing: an earlier member of its name that was read is used. Nor does a later member read
/// whole that gives no usable content (``ExportSideFile/unusable(named:earlier:)``: empty, no
/// Strava header, cut anywhere — `csv_broken_off` — rows cut mid-way giving fewer activities, a
/// Garmin JSON that does not parse, no activity listed): it is listed with that error (`ARCHIVE!/NAME (entry N)`), the earlier copy is read
/// (break-it F4: an emptied `activities.csv` appended by `tar rf` dropped every manual workout
/// and all gear; extracting lands the cut copy, but a copy that cannot be read whole is not
/// taken as the account's newer word). A usable member after it supersedes it as any other.
/// Names are compared by ``MemberPath/key(_:)``: `./activities.csv`, `.//activities.csv` and
/// `a/../activities.csv` are `activities.csv` once extracted, and supersede it (break-it W1').
struct SideFileChoice {
  /// What became of one side-file member.
  private enum State {
    /// Read, waiting for the end of the archive level.
    case read(ExportSideFile)
    /// Read, then superseded by a later member of its name (its bytes dropped).
    case superseded
    /// Listed already (with an error) under its name.
    case listed
    /// Read whole after a member of its name was read, but giving no usable content (the
    /// error); its bytes dropped. Listed at the end of the level unless superseded.
    case unusable(ImportError)
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
  ///
  /// A member read while an earlier one of its name is held is first checked
  /// (``ExportSideFile/unusable(named:earlier:)``): one that gives no usable content supersedes nothing
  /// either. A usable one supersedes the earlier unusable ones too.
  mutating func note(base: String, source: String, entry: Int, file: ExportSideFile?) {
    let key = MemberPath.key(base)
    if groups[key] == nil { order.append(key) }
    var state = file.map { State.read($0) } ?? .listed
    if let file {
      let held = groups[key, default: []].lazy.compactMap {
        if case .read(let earlier) = $0.state { earlier } else { nil }
      }.last
      if let held, let problem = file.unusable(named: base, earlier: held) {
        state = .unusable(problem)
      } else {
        for index in groups[key, default: []].indices {
          switch groups[key]?[index].state {
          case .read, .unusable: groups[key]?[index].state = .superseded
          default: break
          }
        }
      }
    }
    groups[key, default: []].append(Entry(base: base, source: source, entry: entry, state: state))
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
        switch entry.state {
        case .superseded:
          items.append(
            .problem(
              ParsedFile(
                source: names[index],
                warnings: [Self.superseded(by: shown, entry: entries[readIndex].entry)])))
        case .unusable(var error):
          error.message += Self.supersedesNothing(read: shown, entry: entries[readIndex].entry)
          items.append(.problem(ParsedFile(source: names[index], error: error)))
        default: continue
        }
      }
      if case .read(var file) = entries[readIndex].state {
        file.source = shown
        items.append(.sideFile(file))
      }
    }
    return items
  }

  /// The end of the error of a member that gives no usable content and so supersedes nothing:
  /// the member `read` (place `entry`) is read instead.
  static func supersedesNothing(read: String, entry: Int) -> String {
    let name = read.split(separator: "/").last.map(String.init) ?? read
    return "; this later copy supersedes nothing: the earlier member of its name (\(name), "
      + "entry \(entry) of the archive) is read"
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
