import Foundation
import Testing

@testable import TrophiesKit

/// What kind of file the settings file may be (``OptionFile``, the rule `--activity-map`
/// shares): a FIFO named with `--settings` or at the default path blocked every command
/// forever (break-it H2); it is refused at once. `/dev/null` still reads as no settings.
@Suite("the settings file's kind")
struct SettingsFileKindTests {
  /// A new folder holding a FIFO at `trophies/settings.json`; its path and the FIFO's.
  static func fifo() throws -> (folder: String, fifo: String) {
    let folder = NSTemporaryDirectory() + "trophies-fifo-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: folder + "/trophies", withIntermediateDirectories: true)
    let fifo = folder + "/trophies/settings.json"
    try #require(mkfifo(fifo, 0o600) == 0)
    return (folder, fifo)
  }

  /// `load` on another thread, waited for at most 5 s. A load still blocked then is released
  /// by opening the FIFO for writing and closing it (the reader sees an end of file), and the
  /// hang is recorded.
  static func loadWithin(
    _ path: String?, environment: [String: String], fifo: String
  ) -> Result<TrophiesSettings, SettingsError>? {
    final class Box: @unchecked Sendable { var result: Result<TrophiesSettings, SettingsError>? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.result = Result { () throws(SettingsError) in
        try TrophiesSettings.load(path, environment: environment)
      }
      done.signal()
    }
    if done.wait(timeout: .now() + 5) == .timedOut {
      Issue.record("loading the settings from a FIFO blocked for 5 s")
      close(open(fifo, O_WRONLY | O_NONBLOCK))
      _ = done.wait(timeout: .now() + 5)
      return nil
    }
    return box.result
  }

  @Test("a FIFO named with --settings, or at the default path, is refused at once")
  func fifoRefused() throws {
    let (folder, fifo) = try Self.fifo()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cause = "is a FIFO (named pipe), not a settings file"
    for (path, environment) in [(fifo, [:]), (nil, ["XDG_CONFIG_HOME": folder])] {
      let result = Self.loadWithin(path, environment: environment, fifo: fifo)
      guard case .failure(let error)? = result else {
        Issue.record("a FIFO was read as settings: \(String(describing: result))")
        continue
      }
      #expect(error == SettingsError(file: fifo, cause: cause))
    }
  }

  @Test("/dev/null is a file of no settings; a folder and /dev/zero are refused")
  func devices() throws {
    #expect(try TrophiesSettings.load("/dev/null", environment: [:]).goals.isEmpty)
    #expect(throws: SettingsError(file: "/tmp", cause: "is a folder, not a settings file")) {
      try TrophiesSettings.load("/tmp", environment: [:])
    }
    #expect(
      throws: SettingsError(
        file: "/dev/zero", cause: "is larger than 1048576 bytes; a settings file is small")
    ) {
      try TrophiesSettings.load("/dev/zero", environment: [:])
    }
  }
}
