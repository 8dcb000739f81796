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
}
