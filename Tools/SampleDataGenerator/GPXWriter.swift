import WorkoutModel

/// Writes GPX 1.1 text (topografix.com/GPX/1/1) in the dialect of one real exporter. Shapes,
/// namespace prefixes and element order are copied from real exports in the shared corpus
/// (garmin-connect-run-hr-cad.gpx, strava-*.gpx, opentracks-*.gpx, gpslogger-*.gpx).
enum GPXWriter {
  /// The whole file for a recorded workout.
  static func document(_ plan: WorkoutPlan, _ recording: Recording) -> String {
    switch plan.dialect {
    case .garminGPX: return garmin(plan, recording)
    case .stravaGPX: return strava(plan, recording)
    case .openTracks: return openTracks(plan, recording)
    case .gpsLogger: return gpsLogger(plan, recording)
    case .garminTCX, .zwiftTCX: return TCXWriter.document(plan, recording)
    }
  }

  /// Garmin Connect `<type>` words.
  static func garminType(_ sport: Sport) -> String {
    switch sport {
    case .run, .treadmillRun: return "running"
    case .ride, .virtualRide: return "cycling"
    case .walk: return "walking"
    case .hike: return "hiking"
    case .rowing: return "rowing"
    case .openWaterSwim, .poolSwim: return "open_water_swimming"
    case .strength: return "strength_training"
    }
  }

  /// Strava's numeric GPX activity codes (1 ride, 4 hike, 9 run, 10 walk, 16 swim, 17 virtual).
  static func stravaType(_ sport: Sport) -> String {
    switch sport {
    case .ride: return "1"
    case .hike: return "4"
    case .walk: return "10"
    case .openWaterSwim, .poolSwim: return "16"
    case .virtualRide: return "17"
    default: return "9"
    }
  }

  private static func garmin(_ plan: WorkoutPlan, _ recording: Recording) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx creator="Garmin Connect" version="1.1"
        xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/11.xsd"
        xmlns="http://www.topografix.com/GPX/1/1"
        xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
        xmlns:ns2="http://www.garmin.com/xmlschemas/GpxExtensions/v3" \
      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
        <metadata>
          <link href="connect.garmin.com">
            <text>Garmin Connect</text>
          </link>
          <time>\(CivilTime.utcStamp(plan.start, millis: 0))</time>
        </metadata>
        <trk>
          <name>\(XMLText.escape(plan.name ?? ""))</name>
          <type>\(garminType(plan.sport))</type>
          <trkseg>

      """
    for sample in recording.samples {
      guard let lat = sample.latitude, let lon = sample.longitude else { continue }
      out +=
        "      <trkpt lat=\"\(NumberText.fixed(lat, decimals: 8, grouping: false))\" lon=\"\(NumberText.fixed(lon, decimals: 8, grouping: false))\">\n"
      if let ele = sample.elevation {
        out += "        <ele>\(NumberText.fixed(ele, decimals: 1, grouping: false))</ele>\n"
      }
      out += "        <time>\(CivilTime.utcStamp(sample.time, millis: 0))</time>\n"
      out += "        <extensions>\n          <ns3:TrackPointExtension>\n"
      out += "            <ns3:hr>\(sample.heartRate)</ns3:hr>\n"
      if plan.sport != .rowing { out += "            <ns3:cad>\(sample.cadence)</ns3:cad>\n" }
      out += "          </ns3:TrackPointExtension>\n        </extensions>\n      </trkpt>\n"
    }
    out += "    </trkseg>\n  </trk>\n</gpx>\n"
    return out
  }

  private static func strava(_ plan: WorkoutPlan, _ recording: Recording) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx creator="StravaGPX" version="1.1" xmlns="http://www.topografix.com/GPX/1/1"
           xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
           xsi:schemaLocation="http://www.topografix.com/GPX/1/1 \
      http://www.topografix.com/GPX/1/1/gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 \
      http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd \
      http://www.garmin.com/xmlschemas/TrackPointExtension/v1 \
      http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd"
           xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
           xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
        <metadata>
          <time>\(CivilTime.utcStamp(plan.start))</time>
        </metadata>
        <trk>
          <name>\(XMLText.escape(plan.name ?? ""))</name>
          <type>\(stravaType(plan.sport))</type>
          <trkseg>

      """
    let hasTemperature = plan.sport != .virtualRide
    let pad = "      "
    for sample in recording.samples {
      guard let lat = sample.latitude, let lon = sample.longitude else { continue }
      out +=
        pad
        + "<trkpt lat=\"\(NumberText.fixed(lat, decimals: 7, grouping: false))\" lon=\"\(NumberText.fixed(lon, decimals: 7, grouping: false))\">\n"
      if let ele = sample.elevation {
        out += pad + "  <ele>\(NumberText.fixed(ele, decimals: 1, grouping: false))</ele>\n"
      }
      out += pad + "  <time>\(CivilTime.utcStamp(sample.time))</time>\n"
      out += pad + "  <extensions>\n"
      if let power = sample.power { out += pad + "    <power>\(power)</power>\n" }
      out += pad + "    <gpxtpx:TrackPointExtension>\n"
      if hasTemperature {
        out += pad + "      <gpxtpx:atemp>\(sample.temperature)</gpxtpx:atemp>\n"
      }
      out += pad + "      <gpxtpx:hr>\(sample.heartRate)</gpxtpx:hr>\n"
      out += pad + "      <gpxtpx:cad>\(sample.cadence)</gpxtpx:cad>\n"
      out += pad + "    </gpxtpx:TrackPointExtension>\n"
      out += pad + "  </extensions>\n" + pad + "</trkpt>\n"
    }
    out += "    </trkseg>\n  </trk>\n</gpx>\n"
    return out
  }

  private static func openTracks(_ plan: WorkoutPlan, _ recording: Recording) -> String {
    var rng = SeededGenerator(seed: plan.seed ^ 0x0A7E)
    let uuid = [8, 4, 4, 4, 12].map { count in
      String((0..<count).map { _ in Array("0123456789abcdef")[rng.int(0...15)] })
    }.joined(separator: "-")
    let offset = plan.zone.offset(at: plan.start)
    let last = recording.samples.last
    let moving = (last?.time ?? plan.start) - plan.start
    let type = garminType(plan.sport)
    let typeText = type.prefix(1).uppercased() + type.dropFirst()
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx
      version="1.1"
      creator="OpenTracks"
      xmlns="http://www.topografix.com/GPX/1/1"
      xmlns:topografix="http://www.topografix.com/GPX/Private/TopoGrafix/0/1"
      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
      xmlns:opentracks="http://opentracksapp.com/xmlschemas/v1"
      xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"
      xmlns:gpxtrkx="http://www.garmin.com/xmlschemas/TrackStatsExtension/v1"
      xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd \
      http://www.garmin.com/xmlschemas/TrackPointExtension/v2 \
      https://www8.garmin.com/xmlschemas/TrackPointExtensionv2.xsd \
      http://opentracksapp.com/xmlschemas/v1 http://opentracksapp.com/xmlschemas/OpenTracks_v1.xsd">
      <metadata>
      <name>\(XMLText.cdata(plan.name ?? ""))</name>
      </metadata>
      <trk>
      <name>\(XMLText.cdata(plan.name ?? ""))</name>
      <desc><![CDATA[]]></desc>
      <type>\(XMLText.cdata(type))</type>
      <extensions>
      <topografix:color>c0c0c0</topografix:color>
      <opentracks:trackid>\(uuid)</opentracks:trackid>
      <opentracks:typeTranslated>\(XMLText.cdata(typeText))</opentracks:typeTranslated>
      <gpxtrkx:TrackStatsExtension>
      <gpxtrkx:Distance>\(NumberText.fixed(last?.distance ?? 0, decimals: 1, grouping: false))</gpxtrkx:Distance>
      <gpxtrkx:TimerTime>\(moving)</gpxtrkx:TimerTime>
      <gpxtrkx:MovingTime>\(moving)</gpxtrkx:MovingTime>
      <gpxtrkx:StoppedTime>0</gpxtrkx:StoppedTime>
      </gpxtrkx:TrackStatsExtension>
      </extensions>
      <trkseg>

      """
    for (index, sample) in recording.samples.enumerated() {
      guard let lat = sample.latitude, let lon = sample.longitude else { continue }
      let millis = (index * 137 + Int(plan.seed % 1000)) % 1000
      out +=
        "<trkpt lat=\"\(NumberText.fixed(lat, decimals: 6, grouping: false))\" lon=\"\(NumberText.fixed(lon, decimals: 6, grouping: false))\">\n"
      if let ele = sample.elevation {
        out += "<ele>\(NumberText.fixed(ele, decimals: 1, grouping: false))</ele>\n"
      }
      out += "<time>\(CivilTime.localStamp(sample.time, offsetSeconds: offset, millis: millis))"
      out += "</time>\n<extensions><gpxtpx:TrackPointExtension>"
      out +=
        "<gpxtpx:speed>\(NumberText.fixed(sample.speed, decimals: 2, grouping: false))</gpxtpx:speed>"
      out += "</gpxtpx:TrackPointExtension></extensions>\n</trkpt>\n"
    }
    out += "</trkseg>\n</trk>\n</gpx>\n"
    return out
  }

  private static func gpsLogger(_ plan: WorkoutPlan, _ recording: Recording) -> String {
    let offset = plan.zone.offset(at: plan.start)
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="GPSLogger 131 - http://gpslogger.mendhak.com/"
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      xmlns="http://www.topografix.com/GPX/1/1"
        xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"
        xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd
                            http://www.garmin.com/xmlschemas/TrackPointExtension/v2 \
      https://www8.garmin.com/xmlschemas/TrackPointExtensionv2.xsd
                            ">
        <metadata>
          <time>\(CivilTime.localStamp(plan.start, offsetSeconds: offset, millis: 412))</time>
        </metadata>
        <trk>
          <name>\(XMLText.escape(plan.name ?? ""))</name>
          <trkseg>

      """
    for (index, sample) in recording.samples.enumerated() {
      guard let lat = sample.latitude, let lon = sample.longitude else { continue }
      let millis = (412 + index * 7) % 1000
      out +=
        "      <trkpt lat=\"\(NumberText.fixed(lat, decimals: 9, grouping: false))\" lon=\"\(NumberText.fixed(lon, decimals: 9, grouping: false))\">\n"
      if let ele = sample.elevation {
        out += "        <ele>\(NumberText.fixed(ele, decimals: 3, grouping: false))</ele>\n"
      }
      out += "        <time>"
      out += CivilTime.localStamp(sample.time, offsetSeconds: offset, millis: millis)
      out += "</time>\n        <extensions>\n          <gpxtpx:TrackPointExtension>\n"
      out +=
        "            <gpxtpx:speed>\(NumberText.fixed(sample.speed, decimals: 1, grouping: false))</gpxtpx:speed>\n"
      out += "          </gpxtpx:TrackPointExtension>\n        </extensions>\n"
      out += "        <geoidheight>44.2</geoidheight>\n        <src>gps</src>\n"
      out +=
        "        <sat>\(7 + index % 5)</sat>\n        <hdop>\(NumberText.fixed(0.8 + Double(index % 7) / 10, decimals: 1, grouping: false))</hdop>\n"
      out += "      </trkpt>\n"
    }
    out += "    </trkseg>\n  </trk>\n</gpx>\n"
    return out
  }
}
