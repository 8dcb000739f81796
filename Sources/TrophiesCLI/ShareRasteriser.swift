import Foundation

/// The runs of `rsvg-convert` that draw a PNG beside each SVG of a ``ShareFolder``, started as
/// each SVG is written (``ShareWriter``): up to ``processes`` at once (at least one; `report`
/// passes the processors available: the sample's 768 pictures took 143 s one after another).
/// Each run reads the SVG from the staging folder and writes its PNG there itself, so no
/// picture passes through this process's memory (break-it N3). Runs finish in the order they
/// started; the first that fails (cannot start, exits non-zero, writes no PNG) stops new runs,
/// and ``finish()`` then removes every PNG drawn: SVG only, as when no rasteriser is installed.
struct ShareRasteriser {
  /// The rasteriser's path.
  let program: String
  /// Where the SVGs are and the PNGs go.
  let folder: ShareFolder
  /// Most runs at once.
  let processes: Int
  /// Runs started and not yet waited for, oldest first: the SVG drawn and the process.
  private var running: [(svg: String, process: Process)] = []
  /// The PNGs kept so far (file names), in order.
  private(set) var drawn: [String] = []
  /// The SVG of the first run that failed, in order; `nil` while none has.
  private(set) var failed: String?

  /// Runs `program` on `folder`'s SVGs, up to `processes` at once.
  init(program: String, folder: ShareFolder, processes: Int) {
    self.program = program
    self.folder = folder
    self.processes = max(processes, 1)
  }

  /// The PNG's name beside the SVG `svg` (`a-1x1.svg` → `a-1x1.png`).
  static func pngName(_ svg: String) -> String { String(svg.dropLast(4)) + ".png" }

  /// Starts drawing the PNG of the SVG `svg` (already in the folder), after waiting for the
  /// oldest run when ``processes`` are running; nothing once a run has failed.
  mutating func draw(_ svg: String) {
    if running.count >= processes { wait(for: running.removeFirst()) }
    guard failed == nil else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = [
      "--format", "png", "--output", folder.path(Self.pngName(svg)), folder.path(svg),
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      failed = svg
      return
    }
    running.append((svg, process))
  }

  /// Waits for every run; after a failure removes every PNG drawn. Returns the SVG of the first
  /// run that failed, or `nil` when every PNG was drawn (``drawn``).
  mutating func finish() -> String? {
    while !running.isEmpty { wait(for: running.removeFirst()) }
    if failed != nil {
      for png in drawn { folder.remove(png) }
      drawn = []
    }
    return failed
  }

  /// Waits for `run` and keeps its PNG (``ShareFolder/keep(_:signature:)``), or marks the
  /// failure; a run ending after a failure is only cleared away.
  private mutating func wait(for run: (svg: String, process: Process)) {
    run.process.waitUntilExit()
    let png = Self.pngName(run.svg)
    guard failed == nil else {
      folder.remove(png)
      return
    }
    guard run.process.terminationStatus == 0,
      folder.keep(png, signature: [0x89, 0x50, 0x4E, 0x47])
    else {
      failed = run.svg
      return
    }
    drawn.append(png)
  }
}
