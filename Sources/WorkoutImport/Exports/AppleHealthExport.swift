import WorkoutModel

/// The post-read join of an Apple Health export (`export.zip` → `apple_health_export/`): each
/// `<Workout>` of `export.xml` that names a route (``WorkoutModel/Workout/routeFile``) takes
/// what only the route GPX can give, and the route stops being a workout of its own.
///
/// Layout (`shared/notes/exports.md`): `export.xml` sits at the export's root, routes under
/// `workout-routes/route_….gpx`, and `FileReference/@path` names them from that root with a
/// leading `/`. The join sees only source strings, so it works the same for an unpacked folder
/// (`apple_health_export/export.xml`) and an archive member
/// (`export.zip!/apple_health_export/export.xml`): the root is the text before the last `/`.
public enum AppleHealthExport {
  /// Joins the routes of every Apple Health `export.xml` in `files` (any ``ParsedFile`` of
  /// format `apple_health`) onto its workouts; other files pass through unchanged, order kept.
  ///
  /// For a workout whose route file is among `files` (source = root + path) and holds a
  /// workout, the route workout nearest in start time is joined:
  /// - kept from export.xml: type, times, duration, totals it states, zone (`device_zone`);
  /// - taken from the route: ``WorkoutModel/Workout/routeSketch``, the first position (as
  ///   ``WorkoutModel/Workout/startPosition``, for the sun badges),
  ///   ``WorkoutModel/Workout/explorerTiles`` (ticked again under Apple's type while the route
  ///   holds its points; `nil` for an indoor or virtual workout),
  ///   ``WorkoutModel/Workout/coordinatesTimeZoneIdentifier``, distance (`computed`) and
  ///   elevation gain/loss when export.xml gave none, and the zone at its first position
  ///   (`coordinates`) when export.xml named none; best efforts — recomputed under Apple's type
  ///   when the route still has its trackpoints, else taken when the route was typed the same
  ///   (efforts are per sport; read route files with ``routeActivities(in:)`` as activity
  ///   corrections so that they are).
  ///
  /// The route file stays listed (it was read; its hash and warnings still count) with its
  /// joined workouts removed, its duplicates cleared and ``ParsedFile/joinedInto`` naming the
  /// export, so no route is counted twice. A route file named but not read gives the export a
  /// `route_file_missing` warning (one per export, with the count and the first path); a route
  /// file that was read but failed or was skipped keeps its own error, gives the export a
  /// `route_file_unreadable` warning, and the workout stays route-less. The starts of the
  /// workouts left route-less either way are ``ParsedFile/routeLostStarts`` (the workout library
  /// keeps routes it stored from them).
  /// Route-less workouts (pool swims, gym, yoga) are unchanged.
  public static func join(files: [ParsedFile]) -> [ParsedFile] {
    var result = files
    join(&result)
    return result
  }

  /// ``join(files:)`` in place: the export's workouts are changed where they are, not in a
  /// copy of the list (a million Apple Health workouts, one of them with a route, held the
  /// list twice: `import` peaked at 1,039 MB instead of 809 MB).
  public static func join(_ result: inout [ParsedFile]) {
    let bySource = indicesBySource(result)
    var joined: [Int: (export: String, workouts: Set<Int>)] = [:]
    // Routes are picked on the files as read and attached afterwards (a route file named by
    // another export's workout is read before any export is changed, as in a copy).
    var attachments: [(export: Int, workout: Int, route: Workout)] = []
    for exportIndex in result.indices where result[exportIndex].format == .appleHealth {
      if result[exportIndex].heldBack != nil {
        pickHeldBack(in: &result, exportIndex: exportIndex, bySource: bySource, joined: &joined)
        continue
      }
      var missing: [String] = []
      var unreadable: [String] = []
      var damaged: [String] = []
      for workoutIndex in result[exportIndex].workouts.indices {
        let workout = result[exportIndex].workouts[workoutIndex]
        guard let path = workout.routeFile else { continue }
        guard
          let routeIndex = routeIndex(
            routeSource(export: result[exportIndex].source, path: path), in: bySource),
          routeIndex != exportIndex
        else {
          missing.append(path)
          if let start = workout.summary.startUTC {
            result[exportIndex].routeLostStarts.append(start)
          }
          continue
        }
        guard let routeWorkout = nearest(result[routeIndex].workouts, to: workout) else {
          if isUnreadableRoute(result[routeIndex]) { unreadable.append(result[routeIndex].source) }
          if let start = workout.summary.startUTC {
            result[exportIndex].routeLostStarts.append(start)
          }
          continue
        }
        if result[routeIndex].warnings.contains(where: \.code.isCutShort) {
          damaged.append(result[routeIndex].source)
        }
        attachments.append((exportIndex, workoutIndex, result[routeIndex].workouts[routeWorkout]))
        joined[routeIndex, default: (result[exportIndex].source, [])].workouts.insert(routeWorkout)
      }
      if let first = missing.first {
        result[exportIndex].warnings.append(
          missingRoutesWarning(count: missing.count, first: first))
      }
      if let warning = unreadableRoutesWarning(unreadable) {
        result[exportIndex].warnings.append(warning)
      }
      if let warning = damagedRoutesWarning(damaged) {
        result[exportIndex].warnings.append(warning)
      }
    }
    for attachment in attachments {
      attach(attachment.route, to: &result[attachment.export].workouts[attachment.workout])
      result[attachment.export].takesExportValues = true
    }
    for (routeIndex, join) in joined {
      result[routeIndex].workouts = result[routeIndex].workouts.enumerated()
        .filter { !join.workouts.contains($0.offset) }.map(\.element)
      result[routeIndex].duplicates = []
      result[routeIndex].joinedInto = join.export
    }
    holdRoutes(ofDamagedExportsIn: &result)
  }

  /// The source a route `path` (`/workout-routes/route_….gpx`) has beside the export file
  /// `export` (`x.zip!/apple_health_export/export.xml` → `x.zip!/apple_health_export/workout-
  /// routes/route_….gpx`; a bare `export.xml` → `workout-routes/route_….gpx`).
  public static func routeSource(export: String, path: String) -> String {
    let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
    guard let slash = export.lastIndex(of: "/") else { return relative }
    return String(export[...slash]) + relative
  }

  /// Route file source → the type of the workout that names it, for every routed workout of an
  /// Apple Health `export` file: pass as ``Importer/activityCorrections`` when reading the route
  /// files, so their best efforts are computed for the right sport before trackpoints go.
  public static func routeActivities(in export: ParsedFile) -> [String: ActivityType] {
    var map: [String: ActivityType] = [:]
    for workout in export.workouts {
      guard let path = workout.routeFile else { continue }
      map[routeSource(export: export.source, path: path)] = workout.activity
    }
    return map
  }

  /// The index of the workout in `candidates` whose start is nearest `workout`'s.
  private static func nearest(_ candidates: [Workout], to workout: Workout) -> Int? {
    nearest(candidates, toStart: workout.summary.startUTC?.timeIntervalSince1970 ?? 0)
  }

  /// The index of the workout in `candidates` whose start is nearest `start` (seconds since
  /// 1970); a candidate without a start is farthest.
  static func nearest(_ candidates: [Workout], toStart start: Double) -> Int? {
    candidates.indices.min { first, second in
      let a = candidates[first].summary.startUTC?.timeIntervalSince1970 ?? .infinity
      let b = candidates[second].summary.startUTC?.timeIntervalSince1970 ?? .infinity
      return abs(a - start) < abs(b - start)
    }
  }

  /// Gives `workout` what its `route` knows (see ``join(files:)``).
  static func attach(_ route: Workout, to workout: inout Workout) {
    var route = route
    if !route.segments.isEmpty, route.activity != workout.activity {
      route.retype(to: workout.activity)
      route.bestEfforts = BestEffortFinder.efforts(for: route)
      route.tickExplorerTiles()
    }
    if route.activity == workout.activity || !route.segments.isEmpty {
      workout.bestEfforts = route.bestEfforts
    }
    workout.routeSketch = route.routeSketch ?? RouteSketch(segments: route.segments)
    workout.countries = workout.isIndoor || workout.isVirtual ? nil : route.countries
    if let first = route.firstPosition {
      workout.startPosition = StartPosition(rounding: first.latitude, first.longitude)
    }
    workout.explorerTiles = workout.isIndoor || workout.isVirtual ? nil : route.explorerTiles
    workout.coordinatesTimeZoneIdentifier = route.coordinatesTimeZoneIdentifier
    if workout.summary.distanceMeters == nil, let distance = route.summary.distanceMeters {
      workout.summary.distanceMeters = distance
      workout.summary.distanceSource = route.summary.distanceSource
    }
    if workout.summary.elevationGainMeters == nil {
      workout.summary.elevationGainMeters = route.summary.elevationGainMeters
    }
    if workout.summary.elevationLossMeters == nil {
      workout.summary.elevationLossMeters = route.summary.elevationLossMeters
    }
    if workout.timeZoneSource != .deviceZone, let zone = route.coordinatesTimeZoneIdentifier {
      workout.timeZoneIdentifier = zone
      workout.timeZoneSource = .coordinates
    }
  }
}
