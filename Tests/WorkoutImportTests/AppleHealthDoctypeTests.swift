import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Apple Health's `export.xml` begins with `<!DOCTYPE HealthData [ <!ELEMENT …> <!ATTLIST …> ]>`:
/// that one shape is read; every other DOCTYPE stays refused (`security`) before anything in it
/// is loaded or expanded.
@Suite("Apple Health DOCTYPE shape")
struct AppleHealthDoctypeTests {
  static let workout =
    "<Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" sourceName=\"w\" "
    + "startDate=\"2024-01-01 10:00:00 +0000\" endDate=\"2024-01-01 10:30:00 +0000\"/>"

  static func export(doctype: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(doctype)\n<HealthData locale=\"en_US\">"
      + "\(workout)</HealthData>"
  }

  @Test(
    "the internal subset of ELEMENT and ATTLIST declarations is accepted",
    arguments: [
      "<!DOCTYPE HealthData [\n<!-- HealthKit Export Version: 1 -->\n"
        + "<!ELEMENT HealthData (Workout)*>\n<!ATTLIST HealthData\n  locale CDATA #REQUIRED\n>\n"
        + "<!ELEMENT Workout EMPTY>\n<!ATTLIST Workout\n  workoutActivityType CDATA #REQUIRED\n"
        + "  sourceName CDATA #REQUIRED\n  startDate CDATA #REQUIRED\n  endDate CDATA #REQUIRED\n>\n]>",
      "<!DOCTYPE HealthData>",
      "",
    ])
  func accepted(doctype: String) throws {
    let file = Fixtures.read(text: Self.export(doctype: doctype))
    #expect(file.error == nil)
    #expect(try #require(file.workouts.first).activity == .running)
  }

  @Test(
    "every other DOCTYPE is refused",
    arguments: [
      // An external identifier: something to load.
      "<!DOCTYPE HealthData SYSTEM \"file:///etc/passwd\">",
      "<!DOCTYPE HealthData SYSTEM \"http://example.invalid/health.dtd\" [ ]>",
      "<!DOCTYPE HealthData PUBLIC \"-//Example//DTD Health//EN\" \"health.dtd\">",
      // An entity declaration in the subset (general, external, parameter, a bomb).
      "<!DOCTYPE HealthData [ <!ENTITY x \"boom\"> ]>",
      "<!DOCTYPE HealthData [ <!ENTITY x SYSTEM \"file:///etc/passwd\"> ]>",
      "<!DOCTYPE HealthData [ <!ENTITY % p \"<!ELEMENT x ANY>\"> %p; ]>",
      "<!DOCTYPE HealthData [ <!ELEMENT HealthData ANY> <!ENTITY a \"aaaaaaaaaa\">"
        + " <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"> ]>",
      // Another root name.
      "<!DOCTYPE healthdata [ <!ELEMENT healthdata ANY> ]>",
      "<!DOCTYPE gpx [ <!ELEMENT gpx ANY> ]>",
    ])
  func refused(doctype: String) {
    let file = Fixtures.read(text: Self.export(doctype: doctype))
    #expect(file.error?.category == .security)
    #expect(file.workouts.isEmpty)
  }

  @Test("a DOCTYPE on a gpx root stays refused, whatever name it declares")
  func gpxRoot() {
    for name in ["gpx", "HealthData"] {
      let text = """
        <?xml version="1.0"?>
        <!DOCTYPE \(name) [ <!ELEMENT gpx ANY> ]>
        <gpx xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
        <trkpt lat="1" lon="1"><time>2024-01-01T10:00:00Z</time></trkpt>
        <trkpt lat="1.001" lon="1"><time>2024-01-01T10:01:00Z</time></trkpt>
        </trkseg></trk></gpx>
        """
      let file = Fixtures.read(text: text)
      #expect(file.error?.category == .security, "DOCTYPE \(name)")
      #expect(file.workouts.isEmpty)
    }
  }

  /// The tag-length guard (64 KiB) must stay on after the internal subset: a 70,000-byte tag
  /// after it is refused.
  @Test("overlong tags are still refused after the internal subset")
  func tagGuardAfterSubset() {
    let long = String(repeating: "a", count: 70_000)
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE HealthData [ <!ELEMENT HealthData ANY> ]>
      <HealthData><Record type="\(long)"/>\(Self.workout)</HealthData>
      """
    let file = Fixtures.read(text: text)
    #expect(file.error?.category == .security)
    #expect(file.error?.message.contains("KiB") == true)
  }

  /// Break-it M7: an internal subset never closed (`]>` missing) is a broken Apple Health file,
  /// not one of an unknown format. libxml2 stops at the first byte that cannot start a markup
  /// declaration: the `<` of `</HealthData>`, line 4, column 1 (counted by hand).
  @Test("an unterminated internal subset is malformed, with its line and column")
  func unterminatedSubset() {
    let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ELEMENT a (b)>\n</HealthData>\n"
    let file = Fixtures.read(text: text)
    #expect(file.error?.category == .malformed)
    #expect(file.error?.line == 4)
    #expect(file.error?.column == 1)
  }

  /// M7's message quoted libxml2's "internal error: xmlParseInternalSubset: error detected in
  /// Markup declaration"; it names the cause instead, with where the subset broke (counted by
  /// hand: the root element or the end of the file, line 4, column 1; after 2 blank lines, 6).
  @Test(
    "an unterminated internal subset says so, with the line and column where it broke",
    arguments: [
      ("<!DOCTYPE HealthData [\n<!ELEMENT a (b)>\n</HealthData>\n", 4),
      ("<!DOCTYPE HealthData [\n<!ELEMENT a (b)>\n", 4),
      ("<!DOCTYPE HealthData [\n<!ATTLIST a b CDATA #IMPLIED>\n<HealthData locale=\"en\"/>\n", 4),
      ("\n\n<!DOCTYPE HealthData [\n<!ELEMENT a (b)>\n<HealthData/>\n", 6),
    ])
  func unterminatedSubsetMessage(body: String, line: Int) {
    let file = Fixtures.read(text: "<?xml version=\"1.0\"?>\n" + body)
    #expect(file.error?.category == .malformed)
    #expect(
      file.error?.message
        == "the DOCTYPE's internal subset is not closed: no ']>' before what is not a "
        + "declaration (line \(line), column 1)")
    #expect(file.error?.line == line)
    #expect(file.error?.column == 1)
  }
}
