import Foundation

/// Input paths made absolute, so that the workout library knows each file by one name whatever
/// folder `trophies import` runs in (break-it pass 6 F0: `import .` stored `./run.gpx`, and a
/// later `import .` from another folder took that folder's own, different `./run.gpx` for the
/// stored one, "changed", and replaced its workouts).
///
/// The arithmetic is lexical, on the path's UTF-8 bytes: a relative path is joined to a base
/// folder, then empty and `.` components are dropped and each `..` takes back the component
/// before it (`/..` is `/`). Symbolic links are not resolved: a link keeps its own name, as the
/// shell's `pwd` and `cd` keep it, so `link/../run.gpx` is the working folder's `run.gpx` (not
/// the kernel's reading of it through the link's target). Foundation's `NSString` path helpers
/// are not used (they trapped on one-character paths: issue 17).
public enum AbsolutePath {
  /// The process's working folder as the shell names it: `PWD` of `environment` when it is an
  /// absolute, normalised path (``normalised(_:)``), not under `/proc`, to the very folder
  /// `getcwd` names (same device and inode: `cd ~/link` keeps the link's name, as `pwd` shows it, so `import .`
  /// there and `import ~/link` name one file alike), else `getcwd`'s (links resolved); `nil`
  /// when the folder cannot be found (deleted, or not reachable from `/`).
  public static func currentDirectory(environment: [String: String] = [:]) -> String? {
    guard let pointer = getcwd(nil, 0) else { return nil }
    defer { free(pointer) }
    let folder = String(cString: pointer)
    // Linux may answer "(unreachable)/…" for a folder outside the process's root.
    guard folder.hasPrefix("/") else { return nil }
    // Not a name under `/proc` (`/proc/self/cwd` is the same inode as "." wherever the process
    // runs: every folder would get one name, break-it pass 8 L2).
    if let logical = environment["PWD"], logical.hasPrefix("/"), normalised(logical) == logical,
      logical != "/proc", !logical.hasPrefix("/proc/"),
      let named = RawPath.status(Array(logical.utf8)),
      let here = RawPath.status([UInt8(ascii: ".")]),
      named.st_dev == here.st_dev, named.st_ino == here.st_ino
    {
      return logical
    }
    return folder
  }

  /// Whether `path` is relative (does not start with `/`).
  public static func isRelative(_ path: String) -> Bool {
    path.utf8.first != UInt8(ascii: "/")
  }

  /// `path` made absolute: joined to `base` (an absolute folder) when relative, then
  /// normalised (``normalised(_:)``). `"run.gpx"` in `/home/a` is `/home/a/run.gpx`; `"."` is
  /// `/home/a`; `"../b//x.gpx"` is `/home/b/x.gpx`; `/home/a/./x.gpx` is `/home/a/x.gpx`.
  /// A `..` goes up from the folder before it as the kernel does: that folder with its links
  /// resolved (`realpath`), so `link/../x.gpx` names the file `cat` opens (break-it pass 8 M2:
  /// the lexical reading named another file than `ls` showed); lexically when the folder does
  /// not exist.
  public static func of(_ path: String, in base: String) -> String {
    let joined = isRelative(path) ? base + "/" + path : path
    let components = joined.split(separator: "/", omittingEmptySubsequences: true)
    guard components.contains("..") else { return normalised(joined) }
    var kept: [Substring] = []
    for component in components {
      if component == "." { continue }
      if component == ".." {
        let folder = "/" + kept.joined(separator: "/")
        if let real = realpath(folder, nil) {
          kept = String(cString: real).split(separator: "/", omittingEmptySubsequences: true)
          free(real)
        }
        _ = kept.popLast()
        continue
      }
      kept.append(component)
    }
    return normalised("/" + kept.joined(separator: "/"))
  }

  /// `path` read as absolute (from `/`), with empty and `.` components dropped and each `..`
  /// taking back the component before it (none at `/`), without a trailing `/`: `/` alone for
  /// the root.
  public static func normalised(_ path: String) -> String {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var kept: [ArraySlice<UInt8>] = []
    for component in Array(path.utf8).split(separator: slash, omittingEmptySubsequences: true) {
      if component.elementsEqual([dot]) { continue }
      if component.elementsEqual([dot, dot]) {
        _ = kept.popLast()
        continue
      }
      kept.append(component)
    }
    var bytes: [UInt8] = []
    for component in kept {
      bytes.append(slash)
      bytes.append(contentsOf: component)
    }
    return bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self)
  }
}
