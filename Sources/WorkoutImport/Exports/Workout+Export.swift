import WorkoutModel

extension Workout {
  /// Takes a name and a type the athlete keeps in a service (Strava's `activities.csv`, Garmin's
  /// `summarizedActivities.json`) over the file's own:
  /// - `name`, when not empty, replaces the file's (the athlete edits names in the service).
  /// - `typeRaw` is mapped with ``ActivityType/mapping(raw:)`` and kept as ``activityRaw``, with
  ///   ``activitySource`` `file`, unless the user corrected the type (`activitySource == .user`
  ///   wins over everything). A type our vocabulary does not know (`Soccer`, `Pilates`: `other`)
  ///   replaces only a type that is `other` too, so it never turns a known run into `other`.
  ///   Indoor/virtual flags come from the new type, and stay set when the type did not change.
  /// - When the type changes, the summary and best efforts are computed again if the workout
  ///   still has its trackpoints; without them (the CLI drops points after reading) the summary
  ///   is kept (elapsed time, distance and climb do not depend on the sport) and best efforts
  ///   are dropped when the new type has other targets (``BestEffortTarget/targets(for:)``).
  ///   A type is not a trip by car or train: ``isTransport`` is cleared. A virtual type drops
  ///   the route sketch (its coordinates are a game world's). Explorer tiles are ticked again
  ///   for the new sport while the points are held; without them they stay the file's, and an
  ///   indoor or virtual type drops them (no place).
  public mutating func applyServiceMetadata(name newName: String?, typeRaw: String?) {
    if let newName, !newName.isEmpty { name = newName }
    guard let typeRaw, !typeRaw.isEmpty, activitySource != .user else { return }
    let mapped = ActivityType.mapping(raw: typeRaw)
    guard mapped.type != .other || activity == .other else { return }
    let changed = mapped.type != activity
    activityRaw = typeRaw
    activitySource = .file
    isTransport = false
    isIndoor = mapped.indoor || (isIndoor && !changed)
    isVirtual = mapped.virtual || (isVirtual && !changed)
    if isVirtual || isIndoor {  // a game world's roads, not a place; a gym's position
      if isVirtual { routeSketch = nil }
      countries = nil
      explorerTiles = nil
    }
    guard changed else { return }
    let oldTargets = BestEffortTarget.targets(for: activity)
    retype(to: mapped.type)  // the summary follows while the points are held
    if segments.isEmpty {
      if BestEffortTarget.targets(for: activity) != oldTargets { bestEfforts = [] }
    } else {
      bestEfforts = BestEffortFinder.efforts(for: self)
      tickExplorerTiles()
    }
  }
}
