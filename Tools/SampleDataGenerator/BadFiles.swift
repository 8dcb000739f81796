import WorkoutModel

/// Files a real export folder also contains but that hold no importable workout, so the report's
/// "skipped files" section has something to show.
enum BadFiles {
  /// A phone recording cut off mid-element (the app was killed while writing):
  /// not well-formed XML, the importer must report it as `malformed`.
  static func truncatedRecording() -> (path: String, text: String) {
    let day = CivilTime.dayNumber(year: 2025, month: 8, day: 23)
    let plan = WorkoutPlan(
      start: LocalZone.berlin.instant(dayNumber: day, hour: 16, minute: 40), zone: .berlin,
      sport: .walk, dialect: .openTracks, place: .tiergarten,
      phases: [Phase(seconds: 2_460, factor: 1)], name: "2025-08-23 16:40",
      path: "phone/OpenTracks/2025-08-23-1640.gpx", sampleSeconds: 5, seed: 0xBAD0_0823)
    let text = GPXWriter.document(plan, RouteSynthesizer.record(plan))
    let utf8 = Array(text.utf8)
    let marker = Array("<time>".utf8)
    var cut = utf8.count * 55 / 100
    while cut + marker.count < utf8.count && Array(utf8[cut..<(cut + marker.count)]) != marker {
      cut += 1
    }
    cut = min(utf8.count, cut + marker.count + 13)  // "…<time>2025-08-23T1" and nothing more
    return (plan.path, String(decoding: utf8[0..<cut], as: UTF8.self))
  }

  /// A planned route (`<rte>` of `<rtept>` without any `<time>`), as route planners export it:
  /// well-formed but not a workout; the importer must report it as `no_timestamps`/`no_activity`.
  static func plannedRoute() -> (path: String, text: String) {
    var rng = SeededGenerator(seed: 0x7207_E000)
    let loop = Loop(place: .teufelsberg, length: 9_800, rng: &rng)
    var out = """
      <?xml version="1.0" encoding="UTF-8" standalone="no" ?>
      <gpx xmlns="http://www.topografix.com/GPX/1/1" creator="Garmin Desktop App" version="1.1" \
      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
        <metadata>
          <link href="http://www.garmin.com">
            <text>Garmin International</text>
          </link>
        </metadata>
        <rte>
          <name>Grunewald &amp; Teufelsberg Loop (plan)</name>

      """
    for index in 0...98 {
      let distance = Double(index) * 100
      let (north, east) = loop.point(at: distance)
      let lat = loop.latitude + north / RouteSynthesizer.earthRadius * 180 / .pi
      let lon =
        loop.longitude + east / RouteSynthesizer.earthRadius * 180 / .pi
        / cosDegrees(loop.latitude)
      out +=
        "    <rtept lat=\"\(NumberText.fixed(lat, decimals: 6, grouping: false))\" lon=\"\(NumberText.fixed(lon, decimals: 6, grouping: false))\">\n"
      out +=
        "      <ele>\(NumberText.fixed(loop.elevation(at: distance), decimals: 1, grouping: false))</ele>\n"
      out += "    </rtept>\n"
    }
    out += "  </rte>\n</gpx>\n"
    return ("routes/Grunewald_Teufelsberg_Loop.gpx", out)
  }

  private static func cosDegrees(_ degrees: Double) -> Double {
    RouteSynthesizer.cosine(degrees * .pi / 180)
  }
}
