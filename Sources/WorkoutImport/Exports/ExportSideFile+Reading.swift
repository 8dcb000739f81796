import Foundation

/// Reading a side file found in a folder or named as an input.
extension ExportSideFile {
  /// The whole file at `path`, or an `io` error (it cannot be read) or a `security` error (larger
  /// than ``ArchiveLimits/maximumSideFileBytes``).
  static func read(path: String, limits: ArchiveLimits) -> Result<ExportSideFile, ImportError> {
    let descriptor: Int32
    switch WorkoutFileReader.openForReading(path) {
    case .failure(let error): return .failure(error)
    case .opened(let opened, _): descriptor = opened
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= limits.maximumSideFileBytes {
      let got = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if got < 0, errno == EINTR { continue }
      if got < 0 {
        return .failure(ImportError(.io, String(cString: strerror(errno)), file: path))
      }
      if got == 0 { return .success(ExportSideFile(source: path, bytes: bytes)) }
      bytes += chunk[0..<got]
    }
    return .failure(tooLarge(path, limits))
  }
}
