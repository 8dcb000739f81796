import WorkoutModel

extension HTMLReport {
  /// The "Map of every route" panel (``DocumentRouteMap``): heading and blurb, the filters, the
  /// world view and the area views (``RouteMapSVG``), each with its caption.
  ///
  /// The filters need no script: one radio input per year and per activity ("All" checked) and
  /// a checkbox for the explorer tiles, hidden but reachable by keyboard, their labels as tabs;
  /// CSS (``routeMapStyles(_:)``) hides the route groups the checked inputs leave out. With
  /// scripts or CSS off, every route shows.
  static func routeMap(_ section: DocumentRouteMap) -> String {
    let map = section.map
    var html = "<section class=\"panel rmap\" aria-labelledby=\"route-map-h\">\n"
    html += "<h2 id=\"route-map-h\">\(HTMLEscaping.text(section.heading.text))</h2>\n"
    if let blurb = section.heading.blurb { html += "<p class=\"empty\">\(text(blurb))</p>\n" }
    html += "<div class=\"rm-wrap\">\n"
    html += "<input type=\"radio\" class=\"rmi\" name=\"map-year\" id=\"my-all\" checked>\n"
    for year in map.years {
      html += "<input type=\"radio\" class=\"rmi\" name=\"map-year\" id=\"my-\(year)\">\n"
    }
    html += "<input type=\"radio\" class=\"rmi\" name=\"map-sport\" id=\"ma-all\" checked>\n"
    for activity in map.activities {
      html +=
        "<input type=\"radio\" class=\"rmi\" name=\"map-sport\" id=\"ma-\(activity.rawValue)\">\n"
    }
    let hasTiles = section.tiles.contains { $0 != nil }
    if hasTiles { html += "<input type=\"checkbox\" class=\"rmi\" id=\"mt-tiles\">\n" }
    html += "<p class=\"rm-tabs\"><span class=\"rm-say\">Year</span>"
    html += "<label for=\"my-all\">All</label>"
    for year in map.years { html += "<label for=\"my-\(year)\">\(year)</label>" }
    html += "</p>\n<p class=\"rm-tabs\"><span class=\"rm-say\">Sport</span>"
    html += "<label for=\"ma-all\">All</label>"
    for activity in map.activities {
      html +=
        "<label for=\"ma-\(activity.rawValue)\">"
        + HTMLEscaping.text(ReportFormatting.activityName(activity)) + "</label>"
    }
    html += "</p>\n"
    if hasTiles {
      html +=
        "<p class=\"rm-tabs\"><label for=\"mt-tiles\" class=\"rm-check\">Explorer tiles</label>"
        + "<span class=\"rm-say\">zoom 14 over the areas: visited, max cluster, max square"
        + "</span></p>\n"
    }
    html += "<div class=\"rm-views\">\n"
    for (index, view) in map.views.enumerated() {
      let tiles = index < section.tiles.count ? section.tiles[index] : nil
      html += "<figure class=\"rm-fig\(view.isWorld ? " rm-world" : "")\">"
      html += RouteMapSVG.render(map, view: view, tiles: tiles)
      html += "<figcaption><strong>\(HTMLEscaping.text(view.title))</strong> · "
      html += NumberText.counted(view.routes, "workout", grouped: true)
      html += view.isWorld ? "" : view.routes == 1 ? " starts here" : " start here"
      html += "</figcaption></figure>\n"
    }
    html += "</div>\n</div>\n"
    return html + "</section>\n"
  }

  /// The rules of the map: the fixed ``routeMapStylesheet``, then per year and activity of
  /// `section` the groups hidden when another is checked, the checked tabs highlighted and the
  /// focused outlined. Empty without a map.
  static func routeMapStyles(_ section: DocumentRouteMap?) -> String {
    guard let map = section?.map else { return "" }
    let ids =
      ["my-all"] + map.years.map { "my-\($0)" } + ["ma-all"]
      + map.activities.map { "ma-\($0.rawValue)" } + ["mt-tiles"]
    var css = routeMapStylesheet
    css += map.years.map { "#my-\($0):checked~.rm-views .rg:not(.y\($0))" }.joined(separator: ",")
    css += map.years.isEmpty ? "" : "{display:none}\n"
    css += map.activities.map {
      "#ma-\($0.rawValue):checked~.rm-views .rg:not(.a-\($0.rawValue))"
    }.joined(separator: ",")
    css += map.activities.isEmpty ? "" : "{display:none}\n"
    css += ids.map { "#\($0):checked~.rm-tabs label[for=\($0)]" }.joined(separator: ",")
    css += "{background:var(--ink);color:var(--bg);border-color:var(--ink)}\n"
    css += ids.map { "#\($0):focus-visible~.rm-tabs label[for=\($0)]" }.joined(separator: ",")
    return css + "{outline:2px solid var(--accent);outline-offset:2px}\n"
  }

  /// The fixed rules of the map: colours for light and dark, the tabs, the views' grid.
  static let routeMapStylesheet = """
    .rmap{--rm-sea:#dbe6ee;--rm-land:#f8f4ec;--rm-edge:#c3b8a5;--rm-route:#c2410c}
    @media (prefers-color-scheme:dark){.rmap{--rm-sea:#0a1220;--rm-land:#1b2436;
    --rm-edge:#34405a;--rm-route:#fbbf24}}
    .rm-wrap{position:relative}
    .rmi{position:absolute;top:0;left:0;opacity:0;width:1px;height:1px;margin:0;pointer-events:none}
    .rm-tabs{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:0 0 10px}
    .rm-say{color:var(--muted);font-size:.85rem;margin-right:2px}
    .rm-tabs label{cursor:pointer;border:1px solid var(--edge);background:var(--card);
    border-radius:999px;padding:4px 12px;font-size:.88rem;font-weight:600;
    font-variant-numeric:tabular-nums}
    .rm-tabs label:hover{border-color:var(--accent)}
    .rm-views{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:14px;
    margin-top:6px}
    @media (max-width:700px){.rm-views{grid-template-columns:minmax(0,1fr)}}
    .rm-fig{margin:0;min-width:0}
    .rm-world{grid-column:1/-1}
    .rm{display:block;width:100%;height:auto;border-radius:10px;border:1px solid var(--edge)}
    .rms{fill:var(--rm-sea)}
    .rml{fill:var(--rm-land);stroke:var(--rm-edge);stroke-width:.6;stroke-linejoin:round}
    .rmr{fill:none;stroke:var(--rm-route);stroke-width:1.6;stroke-linecap:round;
    stroke-linejoin:round}
    .rm-world .rmr{stroke-width:4}
    .rmap>p.empty{margin:0 0 12px}
    .rmt{display:none}
    #mt-tiles:checked~.rm-views .rmt{display:inline}
    .rmt .xv{fill:color-mix(in srgb,var(--accent) 30%,transparent)}
    .rmt .xc{fill:color-mix(in srgb,var(--accent) 55%,transparent)}
    .rmt .xs{fill:none;stroke:var(--ink);stroke-width:1.5}
    .rm-fig figcaption{color:var(--muted);font-size:.84rem;margin-top:6px}

    """
}
