import Achievements

extension BadgeSVG {
  /// The outline, inner panel, extras and highlight of one badge kind, in a 100×100 viewBox.
  /// Coordinates were computed once with python3 (regular polygons at radius 46, rounded to
  /// 0.1) and are written out so output never depends on the platform's `sin`/`cos`.
  struct Shape {
    var kind: AchievementKind

    /// Vertical centre of the face (the ribbon medal sits lower).
    var centreY: Int { kind == .workoutType ? 62 : 50 }

    /// The outer outline as SVG path data.
    var outline: String {
      switch kind {
      case .streak:
        "M50 4 L88 17 V47 C88 71 72 88 50 96 C28 88 12 71 12 47 V17 Z"
      case .dateAndTime, .goal:
        "M50 4 A46 46 0 1 1 49.99 4 Z"
      case .totalTypesOfWorkout:
        "M50 4 L89.8 27 L89.8 73 L50 96 L10.2 73 L10.2 27 Z"
      case .workoutType:
        "M50 26 A36 36 0 1 1 49.99 26 Z"
      case .personalBest:
        "M50 3 L60.1 12.3 L73.5 9.3 L77.6 22.4 L90.7 26.5 L87.7 39.9 L97 50 L87.7 60.1"
          + " L90.7 73.5 L77.6 77.6 L73.5 90.7 L60.1 87.7 L50 97 L39.9 87.7 L26.5 90.7"
          + " L22.4 77.6 L9.3 73.5 L12.3 60.1 L3 50 L12.3 39.9 L9.3 26.5 L22.4 22.4"
          + " L26.5 9.3 L39.9 12.3 Z"
      case .record:
        "M67.6 7.5 L92.5 32.4 L92.5 67.6 L67.6 92.5 L32.4 92.5 L7.5 67.6 L7.5 32.4"
          + " L32.4 7.5 Z"
      case .milestone:
        "M50 3 L97 50 L50 97 L3 50 Z"
      case .places:
        "M50 4 L93.7 35.8 L77 87.2 L23 87.2 L6.3 35.8 Z"
      case .sun:
        "M50 2 L59.1 16.2 L74 8.4 L74.7 25.3 L91.6 26 L83.8 40.9 L98 50 L83.8 59.1 L91.6 74"
          + " L74.7 74.7 L74 91.6 L59.1 83.8 L50 98 L40.9 83.8 L26 91.6 L25.3 74.7 L8.4 74"
          + " L16.2 59.1 L2 50 L16.2 40.9 L8.4 26 L25.3 25.3 L26 8.4 L40.9 16.2 Z"
      case .gear:  // a circle, as workout types (gear badges are drawn on share cards)
        "M50 26 A36 36 0 1 1 49.99 26 Z"
      case .explorer:  // a map tile with rounded corners
        "M16 5 H84 A11 11 0 0 1 95 16 V84 A11 11 0 0 1 84 95 H16 A11 11 0 0 1 5 84 V16"
          + " A11 11 0 0 1 16 5 Z"
      }
    }

    /// Scales the outline about the face centre to make the inner panel.
    var innerTransform: String {
      let scale =
        switch kind {
        case .dateAndTime: ".7"
        case .milestone: ".66"
        case .sun: ".68"
        case .workoutType: ".76"
        default: ".74"
        }
      return "translate(50 \(centreY)) scale(\(scale)) translate(-50 -\(centreY))"
    }

    /// A highlight crescent over the upper left of the face.
    var shine: String {
      let top = centreY - 38
      return "M22 \(centreY - 6) C24 \(top + 10) 40 \(top) 62 \(top + 4)"
        + " C44 \(top + 6) 30 \(top + 16) 22 \(centreY - 6) Z"
    }

    /// Art drawn behind the outline (the ribbon of a medal), or nothing.
    func backdrop(primary: BadgeColour, secondary: BadgeColour, rim: BadgeColour) -> String {
      guard kind == .workoutType else { return "" }
      let dark = primary.mixed(with: .black, percent: 10).hex
      let light = secondary.hex
      return "<path d=\"M24 2 H44 L60 40 H40 Z\" fill=\"\(dark)\" stroke=\"\(rim.hex)\""
        + " stroke-width=\"1.5\" stroke-linejoin=\"round\"/>"
        + "<path d=\"M76 2 H56 L40 40 H60 Z\" fill=\"\(light)\" stroke=\"\(rim.hex)\""
        + " stroke-width=\"1.5\" stroke-linejoin=\"round\"/>"
        + "<path d=\"M31 2 H37 L53 40 H47 Z\" fill=\"\(light)\" opacity=\".7\"/>"
    }

    /// Art drawn on the outer ring (clock ticks, rivets), or nothing.
    func decoration(rim: BadgeColour, secondary: BadgeColour) -> String {
      switch kind {
      case .dateAndTime:
        "<path d=\"M50 14.5L50 9M67.8 19.3L70.5 14.5M80.7 32.2L85.5 29.5M85.5 50L91 50"
          + "M80.7 67.8L85.5 70.5M67.8 80.7L70.5 85.5M50 85.5L50 91M32.3 80.7L29.5 85.5"
          + "M19.3 67.8L14.5 70.5M14.5 50L9 50M19.3 32.2L14.5 29.5M32.2 19.3L29.5 14.5\""
          + " stroke=\"\(secondary.hex)\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
      case .streak:
        "<path d=\"M50 9 L80 19.5\" stroke=\"\(secondary.hex)\" stroke-width=\"2\""
          + " stroke-linecap=\"round\" opacity=\".6\"/>"
      case .explorer:  // the tile grid's lines on the ring
        "<path d=\"M38 5V13M62 5V13M38 87V95M62 87V95M5 38H13M5 62H13M87 38H95M87 62H95\""
          + " stroke=\"\(secondary.hex)\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>"
      default:
        ""
      }
    }
  }
}
