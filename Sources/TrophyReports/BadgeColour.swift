/// An sRGB colour parsed from a `#rrggbb` string, with the integer mixing the badge artwork
/// needs (integer arithmetic, so output is the same on every platform).
struct BadgeColour: Sendable, Hashable {
  var red: Int
  var green: Int
  var blue: Int

  /// Parses `#rrggbb` (case-insensitive); `nil` for anything else.
  init?(hex: String) {
    let scalars = Array(hex.unicodeScalars)
    guard scalars.count == 7, scalars[0] == "#" else { return nil }
    var values: [Int] = []
    for index in stride(from: 1, to: 7, by: 2) {
      guard let high = Self.nibble(scalars[index]), let low = Self.nibble(scalars[index + 1])
      else { return nil }
      values.append(high * 16 + low)
    }
    red = values[0]
    green = values[1]
    blue = values[2]
  }

  init(red: Int, green: Int, blue: Int) {
    self.red = min(max(red, 0), 255)
    self.green = min(max(green, 0), 255)
    self.blue = min(max(blue, 0), 255)
  }

  static let white = BadgeColour(red: 255, green: 255, blue: 255)
  static let black = BadgeColour(red: 0, green: 0, blue: 0)
  /// Neutral grey used when a ``BadgeStyle`` colour is not a valid `#rrggbb`.
  static let fallbackPrimary = BadgeColour(red: 0x64, green: 0x74, blue: 0x8b)
  static let fallbackSecondary = BadgeColour(red: 0xe2, green: 0xe8, blue: 0xf0)

  /// `#rrggbb`, lower case.
  var hex: String {
    let digits = Array("0123456789abcdef")
    var out = "#"
    for value in [red, green, blue] {
      out.append(digits[value / 16])
      out.append(digits[value % 16])
    }
    return out
  }

  /// This colour moved `percent` (0…100) of the way towards `other`, rounded to nearest.
  func mixed(with other: BadgeColour, percent: Int) -> BadgeColour {
    let p = min(max(percent, 0), 100)
    func channel(_ a: Int, _ b: Int) -> Int { (a * (100 - p) + b * p + 50) / 100 }
    return BadgeColour(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue))
  }

  /// Perceived brightness 0…255 (ITU-R BT.601 luma weights 299/587/114).
  var brightness: Int { (red * 299 + green * 587 + blue * 114) / 1000 }

  private static func nibble(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar.value {
    case 0x30...0x39: Int(scalar.value - 0x30)
    case 0x41...0x46: Int(scalar.value - 0x41 + 10)
    case 0x61...0x66: Int(scalar.value - 0x61 + 10)
    default: nil
    }
  }
}
