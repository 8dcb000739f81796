import Foundation

extension ShareWriter {
  /// How the rasteriser's scratch folders are named: `trophies-share-<pid>-<UUID>`.
  static let scratchPrefix = "trophies-share-"

  /// A new folder for the rasteriser's two files, `<TMPDIR>/trophies-share-<pid>-<UUID>`
  /// (`TMPDIR` of `environment` when absolute, else `/tmp`), made private (mode 0700: the
  /// cards show the user's records and routes, and `/tmp` is shared). Before it is made, the
  /// scratch folders of runs that were killed while drawing (break-it m2: `report --share`
  /// killed left them behind, 0755) are removed: those named with the id of no running
  /// process, owned by this user, real folders (not links). The caller removes the new one.
  static func scratchFolder(environment: [String: String]) -> URL {
    let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
    for name in names where name.hasPrefix(scratchPrefix) {
      let rest = name.dropFirst(scratchPrefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      let path = UserPath.joined(temporary, name)
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid()
      else { continue }
      try? FileManager.default.removeItem(atPath: path)
    }
    let folder = UserPath.joined(temporary, "\(scratchPrefix)\(getpid())-\(UUID().uuidString)")
    _ = mkdir(folder, 0o700)
    return URL(fileURLWithPath: folder)
  }
}
