/// The blocks of a share card stacked from top to bottom, with their heights, fitted to the
/// space between the eyebrow and the wordmark (150 px from the top to 130 px from the bottom):
/// sizes grow with the format; when the stack is taller than the space the badge shrinks (down
/// to ``ShareCardSVG/smallestBadge``), then the route is dropped, then text blocks lose lines.
struct ShareCardLayout {
  /// How a text block is drawn.
  enum TextStyle: Equatable {
    /// The title: bold, near white.
    case title
    /// A record's value: bold, in the accent.
    case headline
    /// Lines under the title: regular, light grey.
    case body
    /// The date and workout: regular, muted.
    case note

    /// Whether the text is bold.
    var isBold: Bool { self == .title || self == .headline }

    /// The colour, `light` being the accent mixed with white.
    func fill(_ light: String) -> String {
      switch self {
      case .title: "#f7f4ec"
      case .headline: light
      case .body: "#d5d9e6"
      case .note: "#a2aabb"
      }
    }
  }

  /// One block.
  enum Block: Equatable {
    /// The badge art, `size` px square.
    case badge(size: Int)
    /// Lines of text (already fitted) at `size` px.
    case text(lines: [String], size: Int, style: TextStyle)
    /// The route outline, `size` px square.
    case route(size: Int)
    /// A year's figures: `rows` rows of three, values at `size` px.
    case figures(rows: Int, size: Int)
    /// A year's heat grid, `width` px wide.
    case heat(width: Int)

    /// The block's height in pixels.
    var height: Int {
      switch self {
      case .badge(let size), .route(let size): size
      case .text(let lines, let size, _): lines.count * ShareCardLayout.lineHeight(size)
      case .figures(let rows, let size): rows * ShareCardLayout.figureHeight(size)
      case .heat(let width): width * 98 / 636
      }
    }
  }

  /// The blocks, top to bottom (empty ones left out).
  var blocks: [Block]
  /// Space between two blocks, pixels.
  var gap: Int
  /// The space the stack may fill, pixels.
  var space: Int

  /// Height of the stack: blocks and gaps.
  var height: Int { blocks.reduce(0) { $0 + $1.height } + gap * max(blocks.count - 1, 0) }

  /// Line height for text at `size` px: 1.2 times, rounded up.
  static func lineHeight(_ size: Int) -> Int { (size * 6 + 4) / 5 }
  /// Size of a year figure's label, px.
  static let figureLabelSize = 26
  /// Height of a row of year figures with values at `size` px: the value, 8 px, two label
  /// lines, 16 px.
  static func figureHeight(_ size: Int) -> Int {
    lineHeight(size) + 8 + 2 * lineHeight(figureLabelSize) + 16
  }

  /// Lays out `card` in `format`.
  init(_ card: ShareCard, format: ShareCardFormat) {
    let width = ShareCardSVG.textWidth
    let (badge, route, titleLines, bodyLines, gap, sports): (Int, Int, Int, Int, Int, Int) =
      switch format {
      case .square: (300, 0, 2, 2, 26, 2)
      case .portrait: (360, 220, 2, 3, 32, 4)
      case .story: (480, 360, 3, 4, 44, 6)
      }
    self.gap = gap
    space = format.height - 280
    let isYear = card.subject == .year
    let titleSize = isYear ? 140 : card.subject == .record ? 76 : 80
    func fit(_ text: String?, _ size: Int, _ lines: Int, _ style: TextStyle) -> Block? {
      guard let text else { return nil }
      let fitted = ShareTextFit.lines(text, fontSize: size, maxWidth: width, maxLines: lines)
      return fitted.isEmpty ? nil : .text(lines: fitted, size: size, style: style)
    }
    var blocks: [Block?] = []
    let hasBadge = card.badge != nil
    if hasBadge { blocks.append(.badge(size: badge)) }
    blocks.append(fit(card.title, titleSize, isYear ? 1 : titleLines, .title))
    blocks.append(fit(card.headline, 120, 1, .headline))
    if isYear {
      blocks.append(.figures(rows: (min(card.figures.count, 6) + 2) / 3, size: 56))
      let shown = card.sports.prefix(sports).map {
        ShareTextFit.line($0, fontSize: 36, maxWidth: width)
      }
      if !shown.isEmpty { blocks.append(.text(lines: shown, size: 36, style: .body)) }
      if card.heat != nil { blocks.append(.heat(width: width)) }
    } else {
      let bodyBlocks = card.lines.map {
        fit($0, 38, card.subject == .record ? 1 : bodyLines, .body)
      }
      blocks += bodyBlocks
      blocks.append(fit(card.date, 34, 1, .note))
      blocks.append(fit(card.workout, 34, format == .story ? 2 : 1, .note))
      if route > 0, card.route != nil { blocks.append(.route(size: route)) }
    }
    self.blocks = blocks.compactMap { $0 }.filter { $0.height > 0 }
    shrink()
  }

  /// Makes the stack fit ``space``: the badge shrinks, then the route goes, then the lowest
  /// text block of several lines loses its last line (the new last line ends in "…").
  private mutating func shrink() {
    if height > space,
      let index = blocks.firstIndex(where: { if case .badge = $0 { true } else { false } }),
      case .badge(let size) = blocks[index]
    {
      blocks[index] = .badge(size: max(ShareCardSVG.smallestBadge, size - (height - space)))
    }
    if height > space {
      blocks.removeAll { if case .route = $0 { true } else { false } }
    }
    while height > space,
      let index = blocks.indices.filter({
        if case .text(let lines, _, _) = blocks[$0] { lines.count > 1 } else { false }
      }).last,
      case .text(var lines, let size, let style) = blocks[index]
    {
      lines.removeLast()
      if let last = lines.popLast() {
        var cut = last
        while !cut.isEmpty
          && ShareTextFit.width(cut + "…", fontSize: size) > ShareCardSVG.textWidth
        {
          cut.removeLast()
        }
        lines.append(cut + "…")
      }
      blocks[index] = .text(lines: lines, size: size, style: style)
    }
  }
}
