import Foundation
import TrophyReports

/// The files of `report --share` (issue 16): every card of the document's "Share pictures"
/// (``TrophyReports/DocumentShare``) as SVG in each ``TrophyReports/ShareCardFormat``
/// (`streak.days.7-1x1.svg`), and beside each a PNG of the same pixels when `rsvg-convert`
/// (librsvg; Debian's `librsvg2-bin`) is found on `PATH` (``ShareRasteriser``). Without it, or
/// when it fails, one note on standard error says that only SVG was written. The files go to
/// ``CabinetWriter``'s commit as the `share/` folder, each written there as soon as it is
/// drawn (``ShareSource``): memory does not grow with the number of cards (break-it N3).
final class ShareWriter: ShareSource {
  /// The rasteriser's program name.
  static let rasteriser = "rsvg-convert"
  /// The cards.
  let share: DocumentShare
  /// The environment (`PATH` to find the rasteriser, `TMPDIR`).
  let environment: [String: String]
  /// Most rasteriser runs at once.
  let processes: Int
  /// Pictures written by the last ``write(into:console:)``: SVGs, and PNGs when all were drawn.
  private(set) var count = 0

  /// A writer of `share`'s cards; `processes` rasteriser runs at once (the processors
  /// available unless given).
  init(
    _ share: DocumentShare, environment: [String: String],
    processes: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.share = share
    self.environment = environment
    self.processes = processes
  }

  /// Writes each card's SVGs into `folder` card by card, formats in
  /// ``TrophyReports/ShareCardFormat`` order, each as soon as it is drawn, and has the
  /// rasteriser draw a PNG beside each (the PNGs are all removed again when one fails).
  /// - Throws: ``CLIError`` `failure` when a file cannot be written (the rasteriser's runs are
  ///   waited for first).
  func write(into folder: ShareFolder, console: inout Console) throws(CLIError) {
    count = 0
    guard !share.cards.isEmpty else { return }
    var rasteriser: ShareRasteriser?
    if let program = Self.find(Self.rasteriser, path: environment["PATH"]) {
      Self.removeStaleScratch(environment: environment)
      rasteriser = ShareRasteriser(program: program, folder: folder, processes: processes)
    } else {
      console.error(
        "trophies: note: \(Self.rasteriser) is not installed (Debian: apt-get install "
          + "librsvg2-bin); share pictures were written as SVG only\n")
    }
    do throws(CLIError) {
      for card in share.cards {
        for format in ShareCardFormat.allCases {
          let name = format.fileName(card.stem)
          try folder.write(name, Array(ShareCardSVG.render(card, format: format).utf8))
          count += 1
          rasteriser?.draw(name)
        }
      }
    } catch {
      _ = rasteriser?.finish()
      throw error
    }
    guard var rasteriser else { return }
    if let failed = rasteriser.finish() {
      console.error(
        "trophies: note: \(Self.rasteriser) could not draw \(failed); share pictures were "
          + "written as SVG only\n")
    } else {
      count += rasteriser.drawn.count
    }
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
}
