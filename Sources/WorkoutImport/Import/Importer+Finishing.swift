import WorkoutModel

extension Importer {
  /// Everything done to a file's or member's result once it is read, in this order: the user's
  /// correction (matched on ``ParsedFile/source``), then the sport an account export gives the
  /// file (``exportSports``), then per workout the time zone, best
  /// efforts (when ``findsBestEfforts``), route sketch (when ``drawsRouteSketches``; not for
  /// virtual rides), countries (when ``countryLookup`` is set; not for indoor or virtual ones),
  /// explorer tiles (``Workout/tickExplorerTiles()``: every workout, so that `inspect` shows them
  /// too), a `written_offset_disagrees` warning,
  /// dropping the trackpoints (unless ``keepsTrackpoints``) and a `workout_too_long` warning.
  func finish(_ parsed: inout ParsedFile) {
    if let corrected = correctionLookup.correction(for: parsed.source) {
      for index in parsed.workouts.indices { Self.correct(&parsed.workouts[index], to: corrected) }
    }
    // The export's sport, known before the file was read (``ExportSports``): applied as a second
    // reading with it would, so the summary and best efforts are that sport's. The type stays
    // the file's (`activity_source` `file`), not a correction of the user's.
    if let sport = exportSports.sport(for: parsed.source, workouts: parsed.workouts) {
      for index in parsed.workouts.indices {
        Self.correct(&parsed.workouts[index], to: sport)
        parsed.workouts[index].activitySource = .file
      }
    }
    for index in parsed.workouts.indices {
      resolver.resolve(&parsed.workouts[index])
      if findsBestEfforts {
        parsed.workouts[index].bestEfforts = BestEffortFinder.efforts(for: parsed.workouts[index])
      }
      if drawsRouteSketches, !parsed.workouts[index].isVirtual {
        parsed.workouts[index].routeSketch = RouteSketch(segments: parsed.workouts[index].segments)
      }
      if let countryLookup { Self.findCountries(&parsed.workouts[index], with: countryLookup) }
      parsed.workouts[index].tickExplorerTiles()
      if let warning = TimeZoneResolver.offsetDisagreement(parsed.workouts[index]) {
        parsed.warnings.append(warning)
      }
      if !keepsTrackpoints { parsed.workouts[index].dropTrackpoints() }
      if let warning = Self.durationWarning(parsed.workouts[index]) {
        parsed.warnings.append(warning)
      }
    }
  }
}
