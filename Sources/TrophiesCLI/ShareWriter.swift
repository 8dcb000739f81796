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
    let pngs = rasterise(
      svgs.map(\.bytes), program: program, folder: folder,
      processes: ProcessInfo.processInfo.activeProcessorCount)
    var files: [(name: String, bytes: [UInt8])] = []
    for (svg, png) in zip(svgs, pngs) {
      files.append(svg)
      guard let png else {
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

  /// The PNGs `program` draws of `svgs`, in order, by way of two files each in `folder`
  /// (created when missing; the caller removes it), up to `processes` runs at once (at least
  /// one; `report` passes the processors available: the sample's 768 pictures took 143 s one
  /// after another). An entry is `nil` when its run cannot start, fails or writes no PNG; after
  /// the first failure no new run starts (those running finish) and every later entry is
  /// `nil`, so the first `nil` is the first card that failed in order or was not drawn.
  static func rasterise(_ svgs: [[UInt8]], program: String, folder: URL, processes: Int)
    -> [[UInt8]?]
  {
    var pngs = [[UInt8]?](repeating: nil, count: svgs.count)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return pngs
    }
    var running: [(index: Int, process: Process)] = []
    var failed = false
    func finish(_ run: (index: Int, process: Process)) {
      run.process.waitUntilExit()
      let input = folder.appendingPathComponent("card-\(run.index).svg")
      let output = folder.appendingPathComponent("card-\(run.index).png")
      defer {
        try? FileManager.default.removeItem(at: input)
        try? FileManager.default.removeItem(at: output)
      }
      let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
      guard run.process.terminationStatus == 0, let png = try? Data(contentsOf: output),
        png.starts(with: signature)
      else {
        failed = true
        return
      }
      pngs[run.index] = Array(png)
    }
    for (index, svg) in svgs.enumerated() {
      if running.count >= max(processes, 1) { finish(running.removeFirst()) }
      if failed { break }
      let input = folder.appendingPathComponent("card-\(index).svg")
      let output = folder.appendingPathComponent("card-\(index).png")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = ["--format", "png", "--output", output.path, input.path]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do {
        try Data(svg).write(to: input)
        try process.run()
      } catch {
        failed = true
        break
      }
      running.append((index, process))
    }
    for run in running { finish(run) }
    if let first = pngs.firstIndex(where: { $0 == nil }) {
      for index in first..<pngs.count { pngs[index] = nil }
    }
    return pngs
  }
}
