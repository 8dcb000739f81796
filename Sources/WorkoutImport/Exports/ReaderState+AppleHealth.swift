import Foundation
import WorkoutModel

/// Apple Health `export.xml` (root `HealthData`, from the Health app's "Export All Health Data";
/// layout in `shared/notes/exports.md`): one ``Workout`` per `HealthData/Workout`, built from
/// attributes and children alone (no track: its summary is given, `segments` stay empty).
///
/// - Type: `@workoutActivityType` through ``AppleHealthActivityType`` (`activity_source` `file`
///   for every HealthKit name; an unknown name gives `other` with no source), raw name kept.
/// - Times: `@startDate`/`@endDate` (`2025-12-20 12:51:00 +0100`; the offset is the written
///   offset); elapsed time is end − start; moving time is `@duration` × `@durationUnit`
///   (HealthKit's active time, pauses excluded), at most the elapsed time.
/// - Distance (`device`): the `WorkoutStatistics` whose type starts with
///   `HKQuantityTypeIdentifierDistance` (`@sum` × `@unit`), else the pre-iOS-16 `@totalDistance`
///   × `@totalDistanceUnit`, within ``Plausibility/workoutDistance`` (else unknown,
///   `value_implausible`). Energy: `ActiveEnergyBurned` statistics, else `@totalEnergyBurned`
///   × `@totalEnergyBurnedUnit`, in kcal; above 0 and at most 100 kcal + 2,000 kcal per hour, or
///   unknown (`value_implausible`). Heart rate: `HeartRate` statistics `@average`/`@maximum`.
/// - Metadata: `HKTimeZone` → the workout's zone with source `device_zone` (a name Foundation
///   does not know is ignored with `device_zone_unknown`); `HKIndoorWorkout` 1 → indoor;
///   `HKSwimmingLocationType` 1 (pool) → indoor; `HKElevationAscended` (`"123 cm"`) → gain
///   (within ``Plausibility/climb``).
/// - Route: `WorkoutRoute/FileReference/@path` → ``WorkoutModel/Workout/routeFile`` for
///   ``AppleHealthExport/join(files:)``. Very old exports' inline `WorkoutRoute/Location`
///   elements are not read (those workouts import without a route).
///
/// Everything else — the millions of `Record`s, `Correlation`s, `ActivitySummary` rows — is
/// skipped at the cost of one interned-name lookup per element: no string, no allocation.
/// The trackpoint limit does not apply (there are no points); more `<Workout>`s than
/// ``WorkoutFileReader/Limits/maximumPoints`` are refused (`security`).
extension ReaderState {
  mutating func startAppleHealth(
    tag: ElementTag, parent: ElementTag, depth: Int, attributes: Attributes
  ) {
    switch tag {
    case .workout where parent == .healthData:
      beginHealthWorkout(depth: depth, attributes: attributes)
    case .workoutStatistics where depth - 1 == health.depth:
      readStatistics(attributes)
    case .metadataEntry where depth - 1 == health.depth:
      readMetadata(attributes)
    case .fileReference where parent == .workoutRoute && depth - 2 == health.depth:
      health.workout.routePath = attributes.string(named: "path")
    default:
      break
    }
  }

  private mutating func beginHealthWorkout(depth: Int, attributes: Attributes) {
    health.counts.workouts += 1
    guard health.counts.workouts <= limits.maximumPoints else {
      stop(.security, "more than \(limits.maximumPoints) workouts in one export")
      return
    }
    health.depth = depth
    var draft = HealthWorkoutDraft()
    draft.activityRaw = capped(attributes.string(named: "workoutActivityType"))
    draft.sourceName = capped(attributes.string(named: "sourceName"))
    if let bytes = attributes.value(named: "startDate") { draft.start = timestamp(bytes) }
    if let bytes = attributes.value(named: "endDate") { draft.end = timestamp(bytes) }
    draft.activeSeconds = quantity(
      attributes, "duration", unit: "durationUnit", HealthUnit.seconds(per:))
    draft.attributeDistance = quantity(
      attributes, "totalDistance", unit: "totalDistanceUnit", HealthUnit.metres(per:))
    draft.attributeEnergy = quantity(
      attributes, "totalEnergyBurned", unit: "totalEnergyBurnedUnit",
      HealthUnit.kilocalories(per:))
    health.workout = draft
  }

  /// `WorkoutStatistics type=… sum|average|maximum=… unit=…`.
  private mutating func readStatistics(_ attributes: Attributes) {
    guard let type = attributes.string(named: "type") else { return }
    let identifier = "HKQuantityTypeIdentifier"
    if type.hasPrefix(identifier + "Distance") {
      health.workout.statisticsDistance = quantity(
        attributes, "sum", unit: "unit", HealthUnit.metres(per:))
    } else if type == identifier + "ActiveEnergyBurned" {
      health.workout.statisticsEnergy = quantity(
        attributes, "sum", unit: "unit", HealthUnit.kilocalories(per:))
    } else if type == identifier + "HeartRate" {
      // HealthKit writes heart rate in `count/min`, beats per minute.
      if let bytes = attributes.value(named: "average") {
        health.workout.averageHeartRate = heartRate(number(bytes), perPoint: false)
      }
      if let bytes = attributes.value(named: "maximum") {
        health.workout.maximumHeartRate = heartRate(number(bytes), perPoint: false)
      }
    }
  }

  /// `MetadataEntry key=… value=…` of the workout.
  private mutating func readMetadata(_ attributes: Attributes) {
    guard let key = attributes.value(named: "key") else { return }
    if Attributes.equals(key, "HKTimeZone") {
      health.workout.timeZone = attributes.string(named: "value")
    } else if Attributes.equals(key, "HKIndoorWorkout") {
      health.workout.indoor = attributes.string(named: "value").map { $0 == "1" || $0 == "true" }
    } else if Attributes.equals(key, "HKSwimmingLocationType") {
      health.workout.swimmingLocation = attributes.string(named: "value").flatMap { Int($0) }
    } else if Attributes.equals(key, "HKElevationAscended") {
      guard let text = attributes.string(named: "value") else { return }
      if let metres = HealthUnit.length(text) {
        health.workout.elevationGain = plausible(metres, Plausibility.climb)
      } else {
        health.counts.unknownUnits += 1
      }
    }
  }

  /// The attribute `name` as a number times the factor of the unit in attribute `unit`
  /// (`nil` when absent; counted when the unit is unknown or the value implausible).
  private mutating func quantity(
    _ attributes: Attributes, _ name: StaticString, unit: StaticString,
    _ factor: (String) -> Double?
  ) -> Double? {
    guard let bytes = attributes.value(named: name), let value = number(bytes) else { return nil }
    guard let unitText = attributes.string(named: unit), let scale = factor(unitText) else {
      health.counts.unknownUnits += 1
      return nil
    }
    // A stated total: distance within ``Plausibility/workoutDistance`` (energy too, before the
    // calorie rule).
    return plausible(value * scale, Plausibility.workoutDistance)
  }

  /// Finishes the `<Workout>`: a ``Workout`` with its summary given (see the extension's rules).
  mutating func endHealthWorkout() {
    health.depth = 0
    let draft = health.workout
    health.workout = HealthWorkoutDraft()
    guard let start = draft.start, let end = draft.end,
      end.epochMicroseconds >= start.epochMicroseconds
    else {
      health.counts.undated += 1
      return
    }
    let elapsed = Double(end.epochMicroseconds - start.epochMicroseconds) / 1e6
    var summary = WorkoutSummary(
      startUTC: Date(timeIntervalSince1970: Double(start.epochMicroseconds) / 1e6),
      endUTC: Date(timeIntervalSince1970: Double(end.epochMicroseconds) / 1e6),
      durationSeconds: elapsed, movingTimeSeconds: min(draft.activeSeconds ?? elapsed, elapsed),
      averageHeartRate: draft.averageHeartRate, maximumHeartRate: draft.maximumHeartRate)
    if let distance = draft.statisticsDistance ?? draft.attributeDistance {
      summary.distanceMeters = distance
      summary.distanceSource = .device
    }
    summary.elevationGainMeters = draft.elevationGain
    if let energy = draft.statisticsEnergy ?? draft.attributeEnergy, energy > 0 {
      // The calorie rule of every reader: at most 100 kcal + 2,000 kcal per hour.
      if Plausibility.calories(hours: elapsed / 3600).contains(energy) {
        summary.calories = energy
      } else {
        counts.implausibleValues += 1
      }
    }
    let mapped = draft.activityRaw.flatMap(AppleHealthActivityType.mapping)
    let activity = mapped?.type ?? .other
    var indoor = mapped?.indoor ?? false
    if activity == .swimming, let location = draft.swimmingLocation { indoor = location == 1 }
    if let stated = draft.indoor { indoor = stated }
    var workout = Workout(
      source: source, format: .appleHealth, creator: draft.sourceName,
      activity: activity, activityRaw: draft.activityRaw, isIndoor: indoor,
      writtenUTCOffsetSeconds: start.writtenOffsetSeconds, summary: summary)
    workout.activitySource = mapped == nil ? nil : .file
    workout.routeFile = draft.routePath
    if let zone = draft.timeZone {
      if TimeZone(identifier: zone) != nil {
        workout.timeZoneIdentifier = zone
        workout.timeZoneSource = .deviceZone
      } else {
        health.counts.unknownZones += 1
        if health.counts.firstUnknownZone == nil { health.counts.firstUnknownZone = zone }
      }
    }
    if health.firstCreator == nil { health.firstCreator = workout.creator }
    workouts.append(workout)
    if let sink = limits.healthSink, workouts.count >= sink.batchSize {
      handOutHealth(final: false)
    }
  }

  /// Gives the workouts held to ``WorkoutFileReader/Limits/healthSink`` (see
  /// ``HealthWorkoutSink``), counting those it took; stops the parse when it cancels.
  mutating func handOutHealth(final: Bool) {
    guard let sink = limits.healthSink else { return }
    let before = workouts.count
    let goesOn = sink.take(&workouts, final)
    health.handedOut += max(0, before - workouts.count)
    if !goesOn, !final { stop(.io, "reading was cancelled") }
  }

  /// The export's own warnings (see ``HealthCounts``).
  func healthWarnings() -> [ImportWarning] {
    var list: [ImportWarning] = []
    let counts = health.counts
    if counts.undated > 0 {
      list.append(
        ImportWarning(
          .workoutRefused, count: counts.undated,
          "\(counts.undated) workout\(counts.undated == 1 ? " was" : "s were") skipped: no "
            + "readable startDate and endDate (or it ends before it starts)"))
    }
    if counts.unknownZones > 0, let first = counts.firstUnknownZone {
      list.append(
        ImportWarning(
          .deviceZoneUnknown, count: counts.unknownZones,
          "\(counts.unknownZones) HKTimeZone value\(counts.unknownZones == 1 ? "" : "s") "
            + "(first: \"\(first)\") name no known time zone; those workouts' zones were chosen "
            + "as for other files"))
    }
    if counts.unknownUnits > 0 {
      list.append(
        ImportWarning(
          .valueImplausible, count: counts.unknownUnits,
          "\(counts.unknownUnits) workout quantit\(counts.unknownUnits == 1 ? "y has" : "ies have") "
            + "a missing or unknown unit and \(counts.unknownUnits == 1 ? "was" : "were") ignored"))
    }
    return list
  }
}
