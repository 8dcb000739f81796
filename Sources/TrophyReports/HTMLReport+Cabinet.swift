import Achievements
import WorkoutModel

extension HTMLReport {
  /// One section per kind, each with its shelves of badge cards; `yearInReview` goes right
  /// after the records section (or first, when there is none).
  static func cabinetSections(
    _ cabinet: TrophyCabinet, document: CabinetDocument, yearInReview: String = ""
  ) -> String {
    guard !document.kinds.isEmpty else {
      return "<section class=\"panel\"><p class=\"empty\">\(text(document.emptyCatalog))</p>"
        + "</section>\n"
    }
    var html = document.kinds.contains { $0.section.kind == .record } ? "" : yearInReview
    var index = 0
    for kind in document.kinds {
      let section = kind.section
      if section.kind == .record {
        html += recordsSection(kind.heading, document: document, cabinet: cabinet) + yearInReview
        continue
      }
      let headingID = "kind-\(section.kind.rawValue)"
      html += "<section class=\"kind\" aria-labelledby=\"\(headingID)\">\n"
      html += kindHead(kind.heading, id: headingID)
      let hasLadder = section.shelves.contains { $0.group != nil || $0.isNotTriedYet }
      for shelf in section.shelves {
        html += shelfHTML(shelf, headed: hasLadder, styles: cabinet.badgeStyles, index: &index)
      }
      html += "</section>\n"
    }
    return html
  }

  /// A section head: `<h2 id="…">`, the count ("43 / 48 set"), the blurb, then the sentences
  /// (Eddington lines) as paragraphs of class `eddington`.
  static func kindHead(_ heading: DocumentHeading, id: String) -> String {
    var html = "<div class=\"kind-head\"><h2 id=\"\(id)\">\(HTMLEscaping.text(heading.text))</h2>"
    if let count = heading.count {
      html += "<span class=\"kind-count\">\(count.done) / \(count.total) \(count.word)</span>"
    }
    if let blurb = heading.blurb { html += "<p>\(text(blurb))</p>" }
    html += "</div>\n"
    for sentence in heading.sentences {
      html += "<p class=\"eddington\">\(text(sentence))</p>\n"
    }
    return html
  }

  static func shelfHTML(
    _ shelf: CabinetLayout.Shelf, headed: Bool, styles: BadgeStyleBook, index: inout Int
  ) -> String {
    if shelf.isNotTriedYet { return notTriedHTML(shelf, styles: styles, index: &index) }
    var html = "<div class=\"shelf\">\n"
    if shelf.group == nil && headed {
      html += "<div class=\"shelf-head\"><h3 class=\"plain\">Single badges</h3></div>\n"
    }
    if let group = shelf.group {
      html +=
        "<div class=\"shelf-head\"><h3>\(HTMLEscaping.text(ReportFormatting.ladderTitle(group)))</h3>"
      html += "<span class=\"steps\" aria-hidden=\"true\">"
      for status in shelf.statuses {
        html += status.earned ? "<i class=\"on\"></i>" : "<i></i>"
      }
      html += "</span><span class=\"shelf-note\">"
      html += "\(shelf.earnedCount) of \(NumberText.counted(shelf.statuses.count, "tier"))"
      if let next = shelf.nextTier {
        html +=
          " · next: <strong>\(HTMLEscaping.text(next.definition.name))</strong> "
          + HTMLEscaping.text(next.progressText)
      } else {
        html += " · complete"
      }
      html += "</span></div>\n"
    }
    html += "<ol class=\"badges\">\n"
    for status in shelf.visibleStatuses {
      html += card(status, style: styles.resolvedStyle(for: status.definition), index: index)
      index += 1
    }
    html += "</ol>\n"
    let folded = shelf.foldedStatuses
    if !folded.isEmpty {
      let names = folded.map { HTMLEscaping.text($0.definition.name) }.joined(separator: " · ")
      html +=
        "<details class=\"more-tiers\"><summary>\(folded.count) more"
        + " \(folded.count == 1 ? "tier" : "tiers"): \(names)</summary>\n<ol class=\"badges\">\n"
      for status in folded {
        html += card(status, style: styles.resolvedStyle(for: status.definition), index: index)
        index += 1
      }
      html += "</ol>\n</details>\n"
    }
    return html + "</div>\n"
  }

  /// A card's `--tint`: the primary colour of `style`, slate grey when it is not `#rrggbb`.
  static func tint(_ style: BadgeStyle) -> String {
    HTMLEscaping.hexColour(style.primary, fallback: BadgeStyle.fallback.primary)
  }

  /// One badge card in `style`: artwork, name, description, then the earned line or the
  /// progress bar.
  static func card(_ status: AchievementStatus, style: BadgeStyle, index: Int) -> String {
    let definition = status.definition
    let state = status.earned ? "is-earned" : "is-locked"
    var html = "<li class=\"badge \(state)\" style=\"--tint:\(tint(style))\">\n"
    html += "<div class=\"art\">\(BadgeSVG.render(status, style: style, index: index))"
    if !status.earned {
      html +=
        "<span class=\"lock\" aria-hidden=\"true\"><svg viewBox=\"0 0 16 16\" width=\"14\""
        + " height=\"14\" xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M4 7V5a4 4 0 0 1 8 0v2"
        + "h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z\" fill=\"currentColor\"/></svg></span>"
    }
    html += "</div>\n"
    html += "<h4>\(HTMLEscaping.text(definition.name))</h4>\n"
    html += "<p class=\"desc\">\(HTMLEscaping.text(definition.description))</p>\n"
    html += status.earned ? earnedDetails(status) : progressDetails(status)
    html += "</li>\n"
    return html
  }

  /// The earned line: a readable local date and time and the workout's name; where it came
  /// from (offset, zone, its source, the file) is in the date's `title`, one hover away.
  static func earnedDetails(_ status: AchievementStatus) -> String {
    var html = "<div class=\"meta\"><span class=\"state\">Earned</span>"
    if let local = status.earnedLocal {
      var provenance = ["UTC" + local.offsetString, status.earnedZoneName]
      if let source = status.earnedZoneSourceLabel { provenance.append(source) }
      if let by = status.earnedBy { provenance.append(by.file) }
      html +=
        "<time datetime=\"\(local.iso8601)\" title=\""
        + HTMLEscaping.attribute(provenance.joined(separator: " · ")) + "\">"
        + ReportFormatting.readableDateTime(local) + "</time>"
    }
    if let name = status.earnedWorkoutName {
      html +=
        "<span class=\"by\"><b title=\"\(HTMLEscaping.attribute(name))\">"
        + "\(HTMLEscaping.text(name))</b></span>"
    }
    return html + "</div>\n"
  }

  static func progressDetails(_ status: AchievementStatus) -> String {
    let percent = status.progressPercent
    let name = HTMLEscaping.attribute(status.definition.name)
    return "<div class=\"meta\"><span class=\"state\">Locked</span>"
      + "<div class=\"bar\" role=\"progressbar\" aria-label=\"Progress to \(name)\""
      + " aria-valuemin=\"0\" aria-valuemax=\"\(max(status.progress.target, 0))\""
      + " aria-valuenow=\"\(min(max(status.progress.current, 0), max(status.progress.target, 0)))\">"
      + "<span style=\"width:\(percent)%\"></span></div>"
      + "<span class=\"progress\">\(HTMLEscaping.text(status.progressText))</span></div>\n"
  }

  /// The "Not tried yet" shelf: one compact entry per never-done workout type, showing its
  /// first tier's badge, name, activity, tier count and progress.
  static func notTriedHTML(
    _ shelf: CabinetLayout.Shelf, styles: BadgeStyleBook, index: inout Int
  ) -> String {
    var html = "<div class=\"shelf shelf-untried\">\n"
    html +=
      "<div class=\"shelf-head\"><h3>\(CabinetLayout.untriedTitle(shelf))</h3>"
      + "<span class=\"shelf-note\">\(CabinetLayout.untriedNote(shelf)) · first badge of each ladder</span>"
      + "</div>\n<ul class=\"untried\">\n"
    for (first, group) in zip(shelf.statuses, shelf.collapsedGroups) {
      let definition = first.definition
      let style = styles.resolvedStyle(for: definition)
      let activity = CabinetLayout.activityTitle(ofGroup: definition.group)
      let tiers = group.count == 1 ? "1 tier" : "\(group.count) tiers"
      html +=
        "<li class=\"untried-item is-locked\" style=\"--tint:\(tint(style))\""
        + " title=\"\(HTMLEscaping.attribute(definition.description))\">"
        + BadgeSVG.render(first, style: style, index: index, size: 52)
        + "<div><h4>\(HTMLEscaping.text(definition.name))</h4>"
        + "<span class=\"untried-sport\">\(HTMLEscaping.text(activity)) · \(tiers)</span>"
        + "<span class=\"progress\">\(HTMLEscaping.text(first.progressText))</span></div></li>\n"
      index += 1
    }
    html += "</ul>\n</div>\n"
    return html
  }
}
