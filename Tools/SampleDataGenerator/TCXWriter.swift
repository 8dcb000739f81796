import WorkoutModel

/// Writes Garmin Training Center Database v2 text
/// (www.garmin.com/xmlschemas/TrainingCenterDatabase/v2) as Garmin Connect exports it: the same
/// namespace prefixes (ns3 = ActivityExtension v2), Lap child order per the TCX v2 schema, `.000Z`
/// times, a `Device_t` Creator and the "Connect Api" Author (see the corpus's garmin-*.tcx).
enum TCXWriter {
  /// The whole file for a recorded workout.
  static func document(_ plan: WorkoutPlan, _ recording: Recording) -> String {
    let sport: String
    switch plan.sport {
    case .run, .treadmillRun: sport = "Running"
    case .ride, .virtualRide: sport = "Biking"
    default: sport = "Other"
    }
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <TrainingCenterDatabase
        xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 \
      http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd"
        xmlns:ns5="http://www.garmin.com/xmlschemas/ActivityGoals/v1"
        xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2"
        xmlns:ns2="http://www.garmin.com/xmlschemas/UserProfile/v2"
        xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      xmlns:ns4="http://www.garmin.com/xmlschemas/ProfileExtension/v1">
        <Activities>
          <Activity Sport="\(sport)">
            <Id>\(CivilTime.utcStamp(plan.start, millis: 0))</Id>

      """
    let samples = recording.samples
    let bounds = recording.lapStarts + [samples.count]
    for lapIndex in 0..<(bounds.count - 1) where bounds[lapIndex] < bounds[lapIndex + 1] {
      out += lap(
        plan, Array(samples[bounds[lapIndex]..<bounds[lapIndex + 1]]),
        next: bounds[lapIndex + 1] < samples.count ? samples[bounds[lapIndex + 1]] : nil)
    }
    if plan.dialect == .garminTCX {
      let device = creator(plan.sport)
      out += """
              <Creator xsi:type="Device_t">
                <Name>\(device.name)</Name>
                <UnitId>\(device.unit)</UnitId>
                <ProductID>\(device.product)</ProductID>
                <Version>
                  <VersionMajor>\(device.major)</VersionMajor>
                  <VersionMinor>\(device.minor)</VersionMinor>
                  <BuildMajor>0</BuildMajor>
                  <BuildMinor>0</BuildMinor>
                </Version>
              </Creator>

        """
    }
    out += """
          </Activity>
        </Activities>
        <Author xsi:type="Application_t">
          <Name>Connect Api</Name>
          <Build>
            <Version>
              <VersionMajor>0</VersionMajor>
              <VersionMinor>0</VersionMinor>
              <BuildMajor>0</BuildMajor>
              <BuildMinor>0</BuildMinor>
            </Version>
          </Build>
          <LangID>en</LangID>
          <PartNumber>006-D2449-00</PartNumber>
        </Author>
      </TrainingCenterDatabase>

      """
    return out
  }

  /// The athlete's two Garmin devices (product ids as Garmin Connect reports them).
  private static func creator(_ sport: Sport) -> (
    name: String, unit: String, product: Int, major: Int, minor: Int
  ) {
    switch sport {
    case .ride: return ("Edge 530", "3338402197", 3121, 9, 75)
    default: return ("Forerunner 255", "3442015730", 3992, 20, 26)
    }
  }

  private static func lap(_ plan: WorkoutPlan, _ samples: [Sample], next: Sample?) -> String {
    guard let first = samples.first, let last = samples.last else { return "" }
    let endTime = next?.time ?? last.time
    let endDistance = odometer(plan, next?.distance ?? last.distance)
    let seconds = endTime - first.time
    let meters = endDistance - odometer(plan, first.distance)
    let maxSpeed = samples.map(\.speed).max() ?? 0
    let avgHR = samples.reduce(0) { $0 + $1.heartRate } / samples.count
    let maxHR = samples.map(\.heartRate).max() ?? 0
    let kcalPerMinute: Double
    switch plan.sport {
    case .run, .treadmillRun: kcalPerMinute = 11.5
    case .ride, .virtualRide: kcalPerMinute = 9.5
    case .strength: kcalPerMinute = 5.5
    default: kcalPerMinute = 8.5
    }
    let resting = samples.allSatisfy { $0.speed == 0 } && plan.sport != .strength
    var out = "      <Lap StartTime=\"\(CivilTime.utcStamp(first.time, millis: 0))\">\n"
    out += "        <TotalTimeSeconds>\(seconds).0</TotalTimeSeconds>\n"
    out +=
      "        <DistanceMeters>\(NumberText.fixed(meters, decimals: 2, grouping: false))</DistanceMeters>\n"
    out +=
      "        <MaximumSpeed>\(NumberText.fixed(maxSpeed, decimals: 3, grouping: false))</MaximumSpeed>\n"
    out += "        <Calories>\(Int((Double(seconds) / 60 * kcalPerMinute).rounded()))</Calories>\n"
    out += "        <AverageHeartRateBpm>\n          <Value>\(avgHR)</Value>\n"
    out += "        </AverageHeartRateBpm>\n        <MaximumHeartRateBpm>\n"
    out += "          <Value>\(maxHR)</Value>\n        </MaximumHeartRateBpm>\n"
    out += "        <Intensity>\(resting ? "Resting" : "Active")</Intensity>\n"
    let isBike = plan.sport == .ride || plan.sport == .virtualRide
    if isBike {
      let cadence = samples.reduce(0) { $0 + $1.cadence } / samples.count
      out += "        <Cadence>\(cadence)</Cadence>\n"
    }
    let trigger = plan.lapsAtPhases || next == nil ? "Manual" : "Distance"
    out += "        <TriggerMethod>\(trigger)</TriggerMethod>\n        <Track>\n"
    for sample in samples {
      out += trackpoint(plan, sample, isBike: isBike)
    }
    out += "        </Track>\n        <Extensions>\n          <ns3:LX>\n"
    let average = seconds > 0 ? meters / Double(seconds) : 0
    out +=
      "            <ns3:AvgSpeed>\(NumberText.fixed(average, decimals: 3, grouping: false))</ns3:AvgSpeed>\n"
    if let watts = averagePower(samples) {
      out += "            <ns3:AvgWatts>\(watts.average)</ns3:AvgWatts>\n"
      out += "            <ns3:MaxWatts>\(watts.max)</ns3:MaxWatts>\n"
    }
    out += "          </ns3:LX>\n        </Extensions>\n      </Lap>\n"
    return out
  }

  private static func trackpoint(_ plan: WorkoutPlan, _ sample: Sample, isBike: Bool) -> String {
    var out = "          <Trackpoint>\n"
    out += "            <Time>\(CivilTime.utcStamp(sample.time, millis: 0))</Time>\n"
    if let lat = sample.latitude, let lon = sample.longitude {
      out += "            <Position>\n"
      out +=
        "              <LatitudeDegrees>\(NumberText.fixed(lat, decimals: 8, grouping: false))</LatitudeDegrees>\n"
      out +=
        "              <LongitudeDegrees>\(NumberText.fixed(lon, decimals: 8, grouping: false))</LongitudeDegrees>\n"
      out += "            </Position>\n"
    }
    if let ele = sample.elevation {
      out +=
        "            <AltitudeMeters>\(NumberText.fixed(ele, decimals: 1, grouping: false))</AltitudeMeters>\n"
    }
    if plan.sport != .strength {
      let meters = NumberText.fixed(odometer(plan, sample.distance), decimals: 2, grouping: false)
      out += "            <DistanceMeters>\(meters)</DistanceMeters>\n"
    }
    out += "            <HeartRateBpm>\n              <Value>\(sample.heartRate)</Value>\n"
    out += "            </HeartRateBpm>\n"
    if isBike { out += "            <Cadence>\(sample.cadence)</Cadence>\n" }
    let isRun = plan.sport == .run || plan.sport == .treadmillRun
    if isRun || isBike {
      out += "            <Extensions>\n              <ns3:TPX>\n"
      out +=
        "                <ns3:Speed>\(NumberText.fixed(sample.speed, decimals: 3, grouping: false))</ns3:Speed>\n"
      if isRun { out += "                <ns3:RunCadence>\(sample.cadence)</ns3:RunCadence>\n" }
      if let power = sample.power { out += "                <ns3:Watts>\(power)</ns3:Watts>\n" }
      out += "              </ns3:TPX>\n            </Extensions>\n"
    }
    out += "          </Trackpoint>\n"
    return out
  }

  /// Pool swims count whole 25 m lengths only, as swim watches do.
  private static func odometer(_ plan: WorkoutPlan, _ meters: Double) -> Double {
    plan.sport == .poolSwim ? (meters / 25).rounded(.down) * 25 : meters
  }

  private static func averagePower(_ samples: [Sample]) -> (average: Int, max: Int)? {
    let watts = samples.compactMap(\.power)
    guard !watts.isEmpty else { return nil }
    return (watts.reduce(0, +) / watts.count, watts.max() ?? 0)
  }
}
