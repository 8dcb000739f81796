import Foundation

/// Expands command-line inputs (files and folders) into the list of files to read.
///
/// Rules: a path named explicitly is always read (a non-workout file then gets a clear
/// `unsupported_format` error). In folders, found recursively in sorted order, files ending in
/// `.gpx` or `.tcx` (any case) are read, and any other regular file is read only when its first
/// 4 KiB sniff as GPX or TCX (a `<gpx` or `<TrainingCenterDatabase` root, any prefix).
/// Hidden files and folders (name starting with `.`) are skipped. Symbolic links to files are
/// followed; links to folders are not (no cycles).
public enum FileDiscovery {
  /// File name endings read without sniffing (lower case, with the dot).
  public static let workoutExtensions: Set<String> = [".gpx", ".tcx"]

  /// The files to read for `inputs`, in order: each input in turn, folders expanded in
  /// byte-wise sorted path order. Missing inputs are returned as they are (reading them
  /// gives an `io` error that names them).
  public static func files(for inputs: [String]) -> [String] {
    var result: [String] = []
    var seen = Set<String>()
    let manager = FileManager.default
    for input in inputs {
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
        for file in folderFiles(input) where seen.insert(file).inserted { result.append(file) }
      } else if seen.insert(input).inserted {
        result.append(input)
      }
    }
    return result
  }

  private static func folderFiles(_ folder: String) -> [String] {
    let manager = FileManager.default
    var found: [String] = []
    var pending = [folder]
    while let current = pending.popLast() {
      guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
      for name in names where !name.hasPrefix(".") {
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        guard let attributes = try? manager.attributesOfItem(atPath: path),
          let type = attributes[.type] as? FileAttributeType
        else { continue }
        if type == .typeDirectory {
          pending.append(path)
        } else if type == .typeRegular || type == .typeSymbolicLink {
          var isDirectory: ObjCBool = false
          guard manager.fileExists(atPath: path, isDirectory: &isDirectory),
            !isDirectory.boolValue
          else { continue }
          if hasWorkoutExtension(name) || sniffsAsWorkout(path) { found.append(path) }
        }
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// `true` when `name` ends in `.gpx` or `.tcx`, any case.
  public static func hasWorkoutExtension(_ name: String) -> Bool {
    let lower = name.lowercased()
    return workoutExtensions.contains { lower.hasSuffix($0) }
  }

  /// `true` when the file's root element, found in its first 4 KiB after an optional UTF-8 BOM,
  /// whitespace, the XML declaration, comments and processing instructions, is `gpx` or
  /// `TrainingCenterDatabase` (any namespace prefix).
  public static func sniffsAsWorkout(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 4096), !head.isEmpty else { return false }
    return rootElementName(Array(head)).map { ["gpx", "TrainingCenterDatabase"].contains($0) }
      ?? false
  }

  /// The local name of the first element in `bytes`, or `nil` when the bytes do not start like
  /// an XML document.
  static func rootElementName(_ bytes: [UInt8]) -> String? {
    var i = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    while i < bytes.count {
      while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
      guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "<") else { return nil }
      let next = bytes[i + 1]
      if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
        // Skip a declaration, processing instruction or comment up to its closing '>'.
        guard let end = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        i = end + 1
        continue
      }
      var j = i + 1
      while j < bytes.count,
        ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[j])
      {
        j += 1
      }
      let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
      return name.split(separator: ":").last.map(String.init)
    }
    return nil
  }
}
