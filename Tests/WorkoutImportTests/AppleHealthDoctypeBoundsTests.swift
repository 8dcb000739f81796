import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Break-it pass 7, H1: Apple Health's internal subset cannot make a file cost more than its
/// bytes. 40,000 `<!ATTLIST Workout aN CDATA "v">` made libxml2 add 40,000 attributes to every
/// `<Workout>` (100 workouts: 100 s), and megabytes of declarations took minutes: attribute
/// defaults are refused, and the subset is at most 64 KiB (65,536 bytes from `[` to `]>`). Apple's
/// own subset (HealthKit export version 14: 22 `<!ELEMENT>`, 149 attributes, all `#REQUIRED` or
/// `#IMPLIED`) is about 9 KiB. Sizes are built here and counted by hand (`String.utf8.count`).
@Suite("Apple Health DOCTYPE bounds")
struct AppleHealthDoctypeBoundsTests {
  static let cap = 65_536
  static let workout = AppleHealthDoctypeTests.workout

  /// `<!DOCTYPE HealthData [` … `]>` whose subset, `[` to `>` inclusive, is exactly `bytes`
  /// long: Apple-like declarations, then a comment padding it out.
  static func doctype(subsetBytes bytes: Int) -> String {
    let declarations =
      "[\n<!ELEMENT HealthData (Workout)*>\n<!ATTLIST HealthData locale CDATA #REQUIRED>\n"
      + "<!ELEMENT Workout EMPTY>\n<!ATTLIST Workout workoutActivityType CDATA #REQUIRED>\n"
    let frame = declarations.utf8.count + "<!---->\n]>".utf8.count
    let padding = String(repeating: "x", count: bytes - frame)
    let doctype = "<!DOCTYPE HealthData " + declarations + "<!--" + padding + "-->\n]>"
    #expect(doctype.utf8.count - "<!DOCTYPE HealthData ".utf8.count == bytes)
    return doctype
  }

  static func export(doctype: String, workouts: Int = 1) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(doctype)\n<HealthData locale=\"en_US\">"
      + String(repeating: workout, count: workouts) + "</HealthData>"
  }

  static func expectSubsetRefused(_ file: ParsedFile) {
    #expect(file.error?.category == .security)
    #expect(file.error?.message.contains("internal subset is longer than 64 KiB") == true)
    #expect(file.error?.line == 2)  // the DOCTYPE's `[`, line 2 of every export here
    #expect(file.workouts.isEmpty)
  }

  @Test("an internal subset of 65,536 bytes is read; one byte more is refused")
  func subsetLength() throws {
    let below = Fixtures.read(text: Self.export(doctype: Self.doctype(subsetBytes: Self.cap)))
    #expect(below.error == nil)
    #expect(try #require(below.workouts.first).activity == .running)

    let above = Fixtures.read(text: Self.export(doctype: Self.doctype(subsetBytes: Self.cap + 1)))
    Self.expectSubsetRefused(above)
  }

  /// The length is checked while libxml2 reads the subset, not only at its end: a file that
  /// ends inside one 232 KB enumeration (4,000 tokens of 54–57 bytes; libxml2 compares each
  /// with all earlier ones) is refused for its length, where without the check it was a subset
  /// never closed (`malformed`) after the whole enumeration was parsed.
  @Test("one huge declaration is cut off while it is read")
  func hugeDeclaration() {
    let long = String(repeating: "_", count: 50)
    let tokens = (0..<4_000).map { "t\($0)\(long)" }.joined(separator: "|")
    #expect(tokens.utf8.count > 3 * Self.cap)
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ATTLIST Workout e (" + tokens
    Self.expectSubsetRefused(Fixtures.read(text: text))
  }

  /// The H1 shape kept under the length cap: 1,500 attributes declared `#IMPLIED` on `Workout`
  /// (59 KB) cost nothing per element and are read; the same with default values is refused
  /// at the first one.
  @Test("many #IMPLIED attributes are read; the same with default values are refused")
  func manyAttributes() throws {
    func subset(_ value: String) -> String {
      let lines = (0..<1_500).map { "<!ATTLIST Workout a\($0) CDATA \(value)>\n" }.joined()
      return "<!DOCTYPE HealthData [\n" + lines + "]>"
    }
    #expect(subset("#IMPLIED").utf8.count < Self.cap)
    let read = Fixtures.read(text: Self.export(doctype: subset("#IMPLIED"), workouts: 3))
    #expect(read.error == nil)
    #expect(read.workouts.count == 3)
    #expect(read.workouts.allSatisfy { $0.activity == .running })

    let defaulted = Fixtures.read(text: Self.export(doctype: subset("\"v\""), workouts: 3))
    #expect(defaulted.error?.category == .security)
    #expect(
      defaulted.error?.message.hasPrefix(
        "the DOCTYPE gives attribute 'a0' of <Workout> a default value") == true)
    #expect(defaulted.error?.line == 3)
    #expect(defaulted.workouts.isEmpty)
  }

  /// Every way of giving a default (plain, `#FIXED`, an enumeration's, a namespace declaration)
  /// is refused, on the declaration's line; `#IMPLIED` and `#REQUIRED` are read (Apple's).
  @Test(
    "an attribute default value is refused, however declared",
    arguments: [
      "<!ATTLIST Workout sourceName CDATA \"injected\">",
      "<!ATTLIST Workout sourceName CDATA #FIXED \"injected\">",
      "<!ATTLIST Workout kind (a|b) \"a\">",
      "<!ATTLIST Workout xmlns:x CDATA \"urn:x\">",
      "<!ATTLIST Workout xmlns CDATA \"urn:x\">",
      "<!ATTLIST Workout\n  duration CDATA #IMPLIED\n  durationUnit CDATA \"min\">",
    ])
  func defaultRefused(declaration: String) {
    let doctype = "<!DOCTYPE HealthData [\n<!ELEMENT Workout EMPTY>\n\(declaration)\n]>"
    let file = Fixtures.read(text: Self.export(doctype: doctype))
    #expect(file.error?.category == .security)
    #expect(file.error?.message.contains("a default value") == true)
    #expect(file.error?.line == 4 + declaration.filter { $0 == "\n" }.count)
    #expect(file.workouts.isEmpty)
  }

  @Test(
    "#IMPLIED and #REQUIRED attributes, and enumerations without a default, are read",
    arguments: [
      "<!ATTLIST Workout sourceName CDATA #IMPLIED>",
      "<!ATTLIST Workout sourceName CDATA #REQUIRED>",
      "<!ATTLIST Workout kind (a|b) #IMPLIED>",
    ])
  func noDefaultRead(declaration: String) throws {
    let doctype = "<!DOCTYPE HealthData [\n<!ELEMENT Workout EMPTY>\n\(declaration)\n]>"
    let file = Fixtures.read(text: Self.export(doctype: doctype))
    #expect(file.error == nil)
    #expect(try #require(file.workouts.first).activity == .running)
  }

  /// GPX and TCX never reach the subset: any other DOCTYPE is refused when it is named, before
  /// libxml2 parses a declaration of it (so the refusal is the DOCTYPE's, not a bound's).
  @Test(
    "a GPX or TCX DOCTYPE is refused before its subset is parsed",
    arguments: ["gpx", "TrainingCenterDatabase"])
  func otherDoctypes(name: String) {
    let defaults = (0..<2_000).map { "<!ATTLIST \(name) a\($0) CDATA \"v\">\n" }.joined()
    let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE \(name) [\n\(defaults)]>\n<\(name)/>"
    let file = Fixtures.read(text: text)
    #expect(file.error?.category == .security)
    let message = file.error?.message ?? ""
    #expect(message.hasPrefix("a document type declaration (DOCTYPE) is refused"))
  }
}
