import Foundation

extension ShareWriter {
  /// How the rasteriser's scratch folders of earlier versions were named:
  /// `trophies-share-<pid>-<UUID>`.
  static let scratchPrefix = "trophies-share-"

  /// Removes the scratch folders that runs of earlier versions (which drew in
  /// `<TMPDIR>/trophies-share-<pid>-<UUID>`; `TMPDIR` of `environment` when absolute, else
  /// `/tmp`) left when killed while drawing (break-it m2: left behind, 0755, showing the user's
  /// records and routes): those named with the id of no running process, owned by this user,
  /// real folders (not links). The rasteriser now draws in the cabinet's staging folder
  /// (``ShareRasteriser``), which the next run into the folder removes.
  static func removeStaleScratch(environment: [String: String]) {
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
  }
}
