/// What a FIT developer field stands for (issue 18, "Developer fields by meaning"): the field
/// description's `native_field_num` when given (it says "this is record.power"), else its name and
/// units. Connect IQ apps prefix their names (`RP_Power`, Running Power's app) and Stryd writes
/// `Power`; both are power in watts. A qualified name (`Form Power`, `Air Power`) is another
/// measure and is not read.
enum DeveloperMeaning {
  /// Record field 3 (heart_rate), 4 (cadence), 7 (power); any other native field is none of them.
  static func target(nativeField: Int) -> FITActivityBuilder.DeveloperTarget? {
    switch nativeField {
    case 3: .heartRate
    case 4: .cadence
    case 7: .power
    default: nil
    }
  }

  /// The target named by `name` once an app prefix of up to four letters or digits followed by
  /// `_` is removed (`RP_Power` → `Power`), compared in lower case without separators, when
  /// `units` (if written) are the target's: power / watts in W; heart rate / hr in bpm; cadence
  /// in rpm or spm.
  static func target(name: String?, units: String?) -> FITActivityBuilder.DeveloperTarget? {
    guard var name, !name.isEmpty else { return nil }
    if let underscore = name.firstIndex(of: "_"),
      name.distance(from: name.startIndex, to: underscore) <= 4,
      name[..<underscore].allSatisfy({ $0.isLetter || $0.isNumber })
    {
      name = String(name[name.index(after: underscore)...])
    }
    let key = name.lowercased().filter { $0.isLetter }
    let unit = (units ?? "").lowercased().filter { $0.isLetter }
    switch key {
    case "power", "watts":
      return unit.isEmpty || ["w", "watt", "watts"].contains(unit) ? .power : nil
    case "heartrate", "hr":
      return unit.isEmpty || unit == "bpm" ? .heartRate : nil
    case "cadence":
      return unit.isEmpty || ["rpm", "spm"].contains(unit) ? .cadence : nil
    default:
      return nil
    }
  }
}
