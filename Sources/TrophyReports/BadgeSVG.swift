import Achievements

/// Draws one achievement badge as inline SVG 1.1 markup: a shape per kind (shield for streaks,
/// clock face for date and time, hexagon for variety, ribbon medal for workout types, rosette
/// for personal bests, octagon for records, diamond for milestones, a twelve-rayed sun for the
/// sun), filled with gradients of
/// the style's colours (``BadgeStyle``), with a pictogram (``BadgeArt``: clock hands, holiday
/// pictures) or else the style's glyph as text.
///
/// Element ids are `b<index>-…`, so several badges can share one page. Colours that are not
/// `#rrggbb` fall back to slate grey; the glyph and title are escaped as SVG text.
public enum BadgeSVG {
  /// The `<svg>` element for `status` drawn in `style`, `size` CSS pixels square; `index` makes
  /// ids unique.
  public static func render(
    _ status: AchievementStatus, style: BadgeStyle, index: Int, size: Int = 96
  ) -> String {
    let definition = status.definition
    let primary = BadgeColour(hex: style.primary) ?? .fallbackPrimary
    let secondary = BadgeColour(hex: style.secondary) ?? .fallbackSecondary
    let rim = primary.mixed(with: .black, percent: 35)
    let id = "b\(index)"
    let label = definition.name + (status.earned ? ", earned" : ", locked, " + status.progressText)
    let shape = Shape(kind: definition.kind)
    var svg =
      "<svg class=\"medal\" viewBox=\"0 0 100 100\" width=\"\(size)\" height=\"\(size)\""
      + " role=\"img\" aria-labelledby=\"\(id)-t\" xmlns=\"http://www.w3.org/2000/svg\">"
    svg += "<title id=\"\(id)-t\">\(HTMLEscaping.text(label))</title>"
    svg += "<defs>"
    svg += gradient(
      "\(id)-o", primary.mixed(with: .white, percent: 22), primary.mixed(with: .black, percent: 18))
    svg += gradient("\(id)-i", secondary.mixed(with: .white, percent: 45), secondary)
    svg += "</defs>"
    svg += shape.backdrop(primary: primary, secondary: secondary, rim: rim)
    svg +=
      "<path d=\"\(shape.outline)\" fill=\"url(#\(id)-o)\" stroke=\"\(rim.hex)\""
      + " stroke-width=\"2.5\" stroke-linejoin=\"round\"/>"
    svg += shape.decoration(rim: rim, secondary: secondary)
    svg +=
      "<path d=\"\(shape.outline)\" transform=\"\(shape.innerTransform)\" fill=\"url(#\(id)-i)\""
      + " stroke=\"\(rim.hex)\" stroke-opacity=\".45\" stroke-width=\"2\""
      + " stroke-linejoin=\"round\"/>"
    svg +=
      "<path d=\"\(shape.shine)\" fill=\"#ffffff\" opacity=\".28\"/>"
    let ink = secondary.brightness >= 150 ? rim : .white
    if let art = BadgeArt.pictogram(
      group: definition.group, ink: ink.hex, accent: primary.mixed(with: .black, percent: 30).hex)
    {
      svg += art
    } else {
      let glyph = String(style.glyph.prefix(BadgeGlyph.maximumLength))
      svg +=
        "<text x=\"50\" y=\"\(shape.centreY)\" text-anchor=\"middle\" dominant-baseline=\"central\""
        + " font-size=\"\(fontSize(glyph))\" font-weight=\"800\" fill=\"\(ink.hex)\">"
        + HTMLEscaping.text(glyph) + "</text>"
    }
    svg += "</svg>"
    return svg
  }

  /// Font size in viewBox units for a glyph of 1…4 characters.
  static func fontSize(_ glyph: String) -> Int {
    switch glyph.count {
    case 0, 1: 36
    case 2: 31
    case 3: 23
    default: 16
    }
  }

  static func gradient(_ id: String, _ top: BadgeColour, _ bottom: BadgeColour) -> String {
    "<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
      + "<stop offset=\"0\" stop-color=\"\(top.hex)\"/>"
      + "<stop offset=\"1\" stop-color=\"\(bottom.hex)\"/></linearGradient>"
  }
}
