import Foundation
import Testing

@testable import TrophiesCLI

/// "Cabinet Maker" (`tool.first_cabinet`: a report wrote a cabinet from the library) is earned
/// only by a report that can write one (break-it pass 5 F5: `report --out FILE` announced and
/// recorded it, then failed, exit 1, with no cabinet written).
@Suite("Cabinet Maker needs a cabinet")
struct CabinetMakerPreflightTests {
  static func earned(_ library: String) throws -> Bool {
    let json = runTrophies(["achievements", "--library", library, "--json"]).1
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let entry = try #require(list.first { $0["id"] as? String == "tool.first_cabinet" })
    return entry["earned"] as? Bool ?? false
  }

  @Test(
    "an --out that cannot be a folder fails before anything is earned",
    arguments: ["file", "file/below"])
  func notAFolder(out: String) throws {
    let (root, runs) = try OwnOutputTests.runsFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let library = root.appendingPathComponent("library.sqlite").path
    #expect(runTrophies(["import", runs.path, "--library", library]).0 == 0)
    try Data("not a folder".utf8).write(to: root.appendingPathComponent("file"))
    let failed = runTrophies([
      "report", "--library", library, "--out", root.appendingPathComponent(out).path,
    ])
    #expect(failed.0 == 1, "\(failed.2)")
    #expect(!(failed.1 + failed.2).contains("Cabinet Maker"), "\(failed.1)")
    #expect(try !Self.earned(library))
    let written = runTrophies([
      "report", "--library", library, "--out", root.appendingPathComponent("cabinet").path,
    ])
    #expect(written.0 == 0, "\(written.2)")
    #expect((written.1 + written.2).contains("Cabinet Maker"), "\(written.1)")
    #expect(try Self.earned(library))
  }
}
