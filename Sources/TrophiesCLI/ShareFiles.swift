/// Share pictures already made (name, bytes), written as they are (``ShareSource``): what tests
/// and callers holding a few small files hand to ``CabinetWriter``.
struct ShareFiles: ShareSource {
  /// The files, card file names (``CabinetWriter/isCardName(_:)``).
  var files: [(name: String, bytes: [UInt8])]

  /// The files `files`.
  init(_ files: [(name: String, bytes: [UInt8])]) { self.files = files }

  /// Writes each file into `folder`, in order.
  /// - Throws: ``CLIError`` as ``ShareFolder/write(_:_:)``.
  func write(into folder: ShareFolder, console: inout Console) throws(CLIError) {
    for file in files { try folder.write(file.name, file.bytes) }
  }
}
