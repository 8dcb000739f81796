/// One definition message (FIT protocol, "Definition Message"): the layout of the data messages
/// of one local message type until it is redefined.
///
/// Layout in the file: reserved byte, architecture byte (0 little-endian, 1 big-endian), global
/// message number (uint16 in that byte order), field count, 3 bytes per field (number, size in
/// bytes, base type); when the record header's bit 5 is set, a developer-field count and 3 bytes
/// per developer field (number, size, developer_data_index). Data bytes follow in that order,
/// normal fields first.
final class FITDefinition {
  /// One field of the layout.
  struct Field {
    /// Field number in the global message's profile (253 is always `timestamp`).
    var number: UInt8
    /// Size in bytes (an array when a multiple of the type's size).
    var size: Int
    /// Base type; `byte` when the declared size is not a multiple of the declared type's size.
    var type: FITBaseType
    /// Offset of the field's bytes from the start of the message content.
    var offset: Int
  }

  /// One developer field of the layout (FIT "Developer Data"): described at run time by a
  /// `field_description` message with the same developer_data_index and field number.
  struct DeveloperField {
    /// Field number within its developer data index.
    var number: UInt8
    /// Size in bytes.
    var size: Int
    /// The `developer_data_id` it belongs to.
    var developerIndex: UInt8
    /// Offset of the field's bytes from the start of the message content.
    var offset: Int
  }

  /// Global message number (0 file_id, 18 session, 20 record, …).
  let globalNumber: UInt16
  /// Whether multi-byte values of the data messages are big-endian.
  let bigEndian: Bool
  /// Normal fields in data order.
  let fields: [Field]
  /// Developer fields in data order, after the normal fields.
  let developerFields: [DeveloperField]
  /// Bytes of one data message's content (header byte excluded).
  let size: Int
  /// Field number → index in ``fields`` (−1 when absent), for the messages the reader uses.
  private let index: [Int16]
  /// Number of fields whose size is not a multiple of their type's size (read as bytes).
  let misfitFieldCount: Int

  /// Creates a definition; fields whose size is not a multiple of their type's size become
  /// `byte` fields (the COROS PACE 2 writes uint32 fields of size 1) and are counted.
  init(
    globalNumber: UInt16, bigEndian: Bool,
    fields raw: [(number: UInt8, size: Int, type: FITBaseType)],
    developerFields rawDeveloper: [(number: UInt8, size: Int, developerIndex: UInt8)]
  ) {
    self.globalNumber = globalNumber
    self.bigEndian = bigEndian
    var offset = 0
    var misfits = 0
    var fields: [Field] = []
    fields.reserveCapacity(raw.count)
    var index = [Int16](repeating: -1, count: 256)
    for field in raw {
      var type = field.type
      if field.size % type.size != 0 {
        type = .byte
        misfits += 1
      }
      if index[Int(field.number)] < 0 { index[Int(field.number)] = Int16(fields.count) }
      fields.append(Field(number: field.number, size: field.size, type: type, offset: offset))
      offset += field.size
    }
    var developer: [DeveloperField] = []
    for field in rawDeveloper {
      developer.append(
        DeveloperField(
          number: field.number, size: field.size, developerIndex: field.developerIndex,
          offset: offset))
      offset += field.size
    }
    self.fields = fields
    self.index = index
    self.developerFields = developer
    self.size = offset
    misfitFieldCount = misfits
  }

  /// The field with `number`, if the layout has it.
  @inline(__always)
  func field(_ number: UInt8) -> Field? {
    let position = Int(index[Int(number)])
    return position < 0 ? nil : fields[position]
  }
}
