import Foundation
import Testing
import WorkoutModel

@testable import WorkoutImport

/// What libxml2 leaves behind a parse (found by the gpx fuzz target's leak check).
@Suite("XML SAX parser")
struct XMLSAXParserTests {
  /// A `<!DOCTYPE` without a name is a fatal error that disables SAX, after which libxml2 2.9.14
  /// still builds a document, a DTD and an entity table for every `<!ENTITY>` ("expat
  /// compatibility in SAX mode") that `xmlFreeParserCtxt` never frees: 13 KB leaked per file
  /// (`Fixtures/Fuzz/doctype-nameless-entities.gpx` is the fuzz finding itself).
  @Test("a nameless DOCTYPE with entities leaves no libxml2 document behind")
  func namelessDoctypeFreesDocument() throws {
    let name = "doctype-nameless-entities.gpx"
    let path = Fixtures.directory.appendingPathComponent("Fuzz/" + name).path
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let parser = XMLSAXParser(source: name, limits: .standard)
    bytes.withUnsafeBytes { parser.feed($0) }
    parser.parse(refill: { false })
    #expect(!parser.holdsDocument)
    let file = parser.finish()
    #expect(file.workouts.isEmpty)
    #expect(file.error != nil)
  }
}
