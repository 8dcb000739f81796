import Achievements
import WorkoutModel

extension HTMLReport {
  /// The records section: one table per ``RecordShelf/Table`` (record, pace, date, the workout,
  /// the record it beat), then the records not set yet on one line. Provenance (zone, where it
  /// came from, file path) is in the date's `title`, one hover away, not on every row.
  static func recordsSection(
    _ heading: DocumentHeading, document: CabinetDocument, cabinet: TrophyCabinet
  ) -> String {
    let shelf = document.recordShelf
    var html = "<section class=\"kind kind-records\" aria-labelledby=\"kind-record\">\n"
    html += kindHead(heading, id: "kind-record")
    var allTime = recordTables(shelf.tables, document: document, cabinet: cabinet)
    if !shelf.notStarted.isEmpty {
      allTime +=
        "<p class=\"not-yet\"><span>\(document.noRecordsYetLabel)</span> "
        + shelf.notStarted.map(HTMLEscaping.text).joined(separator: " · ") + "</p>\n"
    }
    html += periodSwitch(
      document.periodShelf, allTime: allTime, document: document, cabinet: cabinet)
    return html + "</section>\n"
  }

  /// Record tables (``RecordShelf/Table``): a shelf each with its head, the table (record,
  /// best, pace, date and workout, and with `before` the record it beat) and the records not
  /// set yet; `firstHeading` heads the first column. Without `before` the rows are the short
  /// ones of a period (``periodRow(_:pace:)``). Route outlines only with `before` (the all-time shelf): period shelves repeat
  /// workouts and would repeat their drawings.
  static func recordTables(
    _ tables: [RecordShelf.Table], document: CabinetDocument, cabinet: TrophyCabinet,
    before: Bool = true, firstHeading: String = "Record"
  ) -> String {
    var html = ""
    for table in tables {
      html += "<div class=\"shelf record-shelf\">\n<div class=\"shelf-head\"><h3>"
      html += HTMLEscaping.text(table.title) + "</h3>"
      if before {
        html +=
          "<span class=\"shelf-note\">\(table.rows.count) of "
          + "\(table.rows.count + table.notYet.count) set</span>"
      }
      html += "</div>\n"
      if !table.rows.isEmpty {
        html += "<div class=\"table-wrap\"><table class=\"records\"><thead><tr>"
        let headings =
          [firstHeading, "Best"] + (table.hasPace ? ["Pace"] : [])
          + ["Set on"] + (before ? ["Before"] : [])
        for heading in headings {
          html += "<th scope=\"col\">\(heading)</th>"
        }
        html += "</tr></thead><tbody>\n"
        for row in table.rows {
          html +=
            before
            ? recordRow(
              row, style: cabinet.badgeStyles.resolvedStyle(for: row.status.definition),
              pace: table.hasPace, sketch: cabinet.routeOutline(for: row.status.earnedBy))
            : periodRow(row, pace: table.hasPace)
        }
        html += "</tbody></table></div>\n"
      }
      if !table.notYet.isEmpty {
        html +=
          "<p class=\"not-yet\"><span>\(document.notYetLabel)</span> "
          + table.notYet.map(HTMLEscaping.text).joined(separator: " · ") + "</p>\n"
      }
      html += "</div>\n"
    }
    return html
  }

  /// One table row of the records section, its accent the primary colour of `style`.
  static func recordRow(
    _ row: RecordShelf.Row, style: BadgeStyle, pace: Bool, sketch: RouteOutline?
  ) -> String {
    var html =
      "<tr style=\"--tint:\(tint(style))\"><th scope=\"row\"><div class=\"label\"><span>\(HTMLEscaping.text(row.label))</span>"
    if let sketch {
      html += RouteSketchSVG.render(sketch, size: 36, label: "Route of " + row.workout)
    }
    html += "</div></th>"
    html += "<td class=\"rv\"><i class=\"place m1\" title=\"best\"></i>"
    html += "<strong>\(HTMLEscaping.text(row.value))</strong>"
    if !row.runnersUp.isEmpty {
      html += "<span class=\"podium\">"
      for (place, value) in row.runnersUp.enumerated() {
        let title = place == 0 ? "second best" : "third best"
        html +=
          "<i class=\"place m\(place + 2)\" title=\"\(title)\"></i>\(HTMLEscaping.text(value)) "
      }
      html += "</span>"
    }
    if row.unverifiedCount > 0 {
      let noun = row.unverifiedCount == 1 ? "effort" : "efforts"
      html +=
        "<span class=\"unverified\" title=\"Faster, but not trusted: a GPS spike, a gap in the"
        + " recording or faster than the world record\">\(row.unverifiedCount) unverified"
        + " \(noun) not counted</span>"
    }
    html += "</td>"
    if pace { html += "<td class=\"num\">\(HTMLEscaping.text(row.pace))</td>" }
    html += "<td>"
    var provenance: [String] = []
    if let local = row.status.earnedLocal {
      provenance.append(local.dateMinuteString + " UTC" + local.offsetString)
      provenance.append(row.status.earnedZoneName)
      if let source = row.status.earnedZoneSourceLabel { provenance.append(source) }
      html +=
        "<time datetime=\"\(local.iso8601)\" title=\""
        + HTMLEscaping.attribute(provenance.joined(separator: " · ")) + "\">"
        + HTMLEscaping.text(row.date) + "</time>"
    }
    if let by = row.status.earnedBy {
      html +=
        "<span class=\"by\" title=\"\(HTMLEscaping.attribute(by.file))\">"
        + HTMLEscaping.breakableText(row.workout) + "</span>"
    }
    html += "</td><td class=\"num before\">\(HTMLEscaping.text(row.previous))</td></tr>\n"
    return html
  }
}
