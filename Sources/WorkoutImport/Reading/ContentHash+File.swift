import Foundation

extension ContentHash {
  /// The hash of the regular file at `path` (links followed), read 1 MiB at a time: the
  /// ``ContentHash`` an import stores for it when it reads it whole. `nil` when it cannot be
  /// opened or read, or is no regular file (a folder, a FIFO: never waited on).
  public init?(contentsOf path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let hasher = ContentHasher()
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      buffer.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }
    guard let hash = hasher.hash else { return nil }
    self = hash
  }
}
