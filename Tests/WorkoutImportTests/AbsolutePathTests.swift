import Foundation
import Testing

@testable import WorkoutImport

/// Break-it pass 6 F0: input paths are made absolute lexically (``AbsolutePath``), one-character
/// and odd paths included (Foundation's `NSString` helpers trapped on some: issue 17). Expected
/// values worked out by hand: join to the base, drop empty and `.` components, let each `..`
/// take back the component before it (none at `/`).
@Suite("input paths made absolute")
struct AbsolutePathTests {
  @Test(
    "a path joined to the working folder and normalised",
    arguments: [
      ("run.gpx", "/home/a", "/home/a/run.gpx"), (".", "/home/a", "/home/a"),
      ("./run.gpx", "/home/a", "/home/a/run.gpx"), ("..", "/home/a", "/home"),
      ("../b//x.gpx", "/home/a", "/home/b/x.gpx"), ("r", "/", "/r"), ("-", "/h", "/h/-"),
      ("x/.", "/h", "/h/x"), ("a//b/", "/", "/a/b"), ("...", "/h", "/h/..."),
      ("..x", "/h", "/h/..x"), ("a/../../../..", "/h/i", "/"), ("/", "/h", "/"),
      ("//x", "/h", "/x"), ("/a/./b/../c", "/h", "/a/c"), ("", "/h", "/h"),
      ("s\u{FFFD}.gpx", "/h", "/h/s\u{FFFD}.gpx"), ("e\u{301}/.", "/", "/e\u{301}"),
      ("x.zip!/a.gpx", "/h", "/h/x.zip!/a.gpx"), ("run.gpx", "/h/", "/h/run.gpx"),
    ])
  func absolute(path: String, base: String, expected: String) {
    #expect(AbsolutePath.of(path, in: base) == expected)
  }

  @Test("relative is anything not starting with /", arguments: ["", ".", "r", " /x", "\u{FFFD}"])
  func relative(path: String) {
    #expect(AbsolutePath.isRelative(path))
    #expect(!AbsolutePath.isRelative("/" + path))
  }

  /// Break-it pass 8 M2: `..` read lexically named another file than the kernel opens when the
  /// folder before it is a link (`cd link; import ../x.gpx`: io failure, a row for a path that
  /// does not exist).
  @Test("a .. after a link goes up from the link's target, as the kernel does")
  func dotDotThroughLink() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/real/sub", withIntermediateDirectories: true)
    try folder.write("<gpx/>", to: "real/x.gpx")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/link", withDestinationPath: folder.path + "/real/sub")
    // By hand: link is real/sub, so link/.. is real; the temporary folder itself may sit
    // behind a link (its real name is what the kernel gives).
    let real = URL(fileURLWithPath: folder.path + "/real").resolvingSymlinksInPath().path
    #expect(AbsolutePath.of("../x.gpx", in: folder.path + "/link") == real + "/x.gpx")
    #expect(AbsolutePath.of("link/../x.gpx", in: folder.path) == real + "/x.gpx")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/link/../x.gpx"))
    // Without a `..` the link keeps its name.
    #expect(AbsolutePath.of("./y.gpx", in: folder.path + "/link") == folder.path + "/link/y.gpx")
  }

  /// Break-it pass 8 L2(a): `PWD=/proc/self/cwd` is the inode of "." in every folder, so every
  /// folder's files got one name and `import .` in a second folder replaced the first's.
  @Test("PWD is taken as the working folder's name only when it is not under /proc")
  func pwdNotProc() throws {
    let real = try #require(AbsolutePath.currentDirectory())
    #expect(AbsolutePath.currentDirectory(environment: ["PWD": "/proc/self/cwd"]) == real)
    #expect(AbsolutePath.currentDirectory(environment: ["PWD": "/proc/\(getpid())/cwd"]) == real)
    #expect(AbsolutePath.currentDirectory(environment: ["PWD": real]) == real)
  }
}
