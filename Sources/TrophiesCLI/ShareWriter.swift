import Foundation
import TrophyReports

/// The files of `report --share` (issue 16): every card of the document's "Share pictures"
/// (``TrophyReports/DocumentShare``) as SVG in each ``TrophyReports/ShareCardFormat``
/// (`streak.days.7-1x1.svg`), and beside each a PNG of the same pixels when `rsvg-convert`
/// (librsvg; Debian's `librsvg2-bin`) is found on `PATH`. Without it, or when it fails, one
/// note on standard error says that only SVG was written. The files go to ``CabinetWriter``'s
/// commit as the `share/` folder.
enum ShareWriter {
  /// The rasteriser's program name.
  static let rasteriser = "rsvg-convert"

  /// The card files of `share`, SVG (and PNG when `rsvg-convert` is on `environment`'s `PATH`),
  /// card by card, formats in ``TrophyReports/ShareCardFormat`` order.
  static func files(
    _ share: DocumentShare, environment: [String: String], console: inout Console
  ) -> [(name: String, bytes: [UInt8])] {
    var svgs: [(name: String, bytes: [UInt8])] = []
    for card in share.cards {
      for format in ShareCardFormat.allCases {
        svgs.append(
          (format.fileName(card.stem), Array(ShareCardSVG.render(card, format: format).utf8)))
      }
    }
    guard !svgs.isEmpty else { return [] }
    guard let program = find(rasteriser, path: environment["PATH"]) else {
      console.error(
        "trophies: note: \(rasteriser) is not installed (Debian: apt-get install librsvg2-bin); "
          + "share pictures were written as SVG only\n")
      return svgs
    }
    let folder = scratchFolder(environment: environment)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [(name: String, bytes: [UInt8])] = []
    for svg in svgs {
      files.append(svg)
      guard let png = rasterise(svg.bytes, program: program, folder: folder) else {
        console.error(
          "trophies: note: \(rasteriser) could not draw \(svg.name); share pictures were "
            + "written as SVG only\n")
        return svgs
      }
      files.append((String(svg.name.dropLast(4)) + ".png", png))
    }
    return files
  }

  /// The first executable `name` in the `:`-separated folders of `path` (empty entries and
  /// relative folders skipped), or `nil`.
  static func find(_ name: String, path: String?) -> String? {
    for folder in (path ?? "").split(separator: ":") where folder.hasPrefix("/") {
      let candidate = UserPath.joined(String(folder), name)
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The PNG `program` draws of `svg`, by way of two files in `folder` (created when missing;
  /// the caller removes it), or `nil` when it cannot be run, fails or writes no PNG.
  static func rasterise(_ svg: [UInt8], program: String, folder: URL) -> [UInt8]? {
    let input = folder.appendingPathComponent("card.svg")
    let output = folder.appendingPathComponent("card.png")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: output)
      try Data(svg).write(to: input)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = ["--format", "png", "--output", output.path, input.path]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      let png = try Data(contentsOf: output)
      let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
      guard process.terminationStatus == 0, png.starts(with: signature) else { return nil }
      return Array(png)
    } catch {
      return nil
    }
  }
}
