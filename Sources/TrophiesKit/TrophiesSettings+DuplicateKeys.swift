import Foundation

extension TrophiesSettings {
  /// Objects whose members are named like `gear["NAME"]` in messages (names chosen by people);
  /// members of other objects are named like `goals[0].period`.
  static let namedMemberObjects: Set<String> = ["gear", "activity_corrections"]

  /// The first key of `bytes` (valid JSON, RFC 8259) written a second time in the same object,
  /// as its path the way ``SettingsError/key`` names keys (`units`, `gear["Nike"]`,
  /// `goals[0].period`) with the line and column (1-based) of the second one; `nil` when every
  /// object's keys are distinct. Keys are compared after their escapes are read (`"\u0075nits"`
  /// is `units`). RFC 8259 §4 says names SHOULD be unique; Foundation's decoders keep one of
  /// the two silently (break-it: a second `units` or gear entry was dropped without a word).
  static func duplicateKey(in bytes: [UInt8]) -> (key: String, line: Int, column: Int)? {
    enum Frame {
      case object(path: String, keys: Set<String>, member: String)
      case array(path: String, index: Int)
    }
    let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    var stack: [Frame] = []
    var line = 1
    var lineStart = 0
    var index = 0
    // The path of the value starting here: the member of the object, or the array's element.
    func valuePath() -> String {
      switch stack.last {
      case .object(_, _, let member): member
      case .array(let path, let index): "\(path)[\(index)]"
      case nil: ""
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x0A:
        line += 1
        lineStart = index + 1
      case 0x7B: stack.append(.object(path: valuePath(), keys: [], member: ""))
      case 0x5B: stack.append(.array(path: valuePath(), index: 0))
      case 0x7D, 0x5D: _ = stack.popLast()
      case 0x2C:
        if case .array(let path, let count) = stack.last {
          stack[stack.count - 1] = .array(path: path, index: count + 1)
        }
      case 0x22:
        let start = index
        var escaped = false
        index += 1
        while index < bytes.count, escaped || bytes[index] != 0x22 {
          escaped = !escaped && bytes[index] == 0x5C
          index += 1
        }
        let next = bytes[min(index + 1, bytes.count)...].first { !blank.contains($0) }
        guard next == 0x3A, case .object(let path, _, _) = stack.last,
          index < bytes.count,
          let name = try? JSONSerialization.jsonObject(
            with: Data(bytes[start...index]), options: .fragmentsAllowed) as? String
        else { break }
        let member =
          namedMemberObjects.contains(path)
          ? "\(path)[\"\(name)\"]" : path.isEmpty ? name : "\(path).\(name)"
        // The frame is taken off the stack before its key set grows, so the set is held once
        // and grows in place (copied back into the stack it was copied whole for each key:
        // 25,000 keys in one object took 4.8 s; break-it pass 4, N1).
        guard case .object(_, var keys, _) = stack.removeLast() else { break }
        if keys.contains(name) { return (member, line, start - lineStart + 1) }
        keys.insert(name)
        stack.append(.object(path: path, keys: keys, member: member))
      default: break
      }
      index += 1
    }
    return nil
  }
}
