import WorkoutModel

/// The ``ParsedFile`` a finished parse gives: workouts and counted warnings, or the error.
extension ReaderState {
  /// Builds the result. `lineShift`/`columnShift` undo the leading whitespace skipped before the
  /// parser saw the document, so error positions refer to the file as stored.
  mutating func result(lineShift: Int, columnShift: Int) -> ParsedFile {
    var file = ParsedFile(source: source, format: format, creator: nil, warnings: warnings())
    if let stopError {
      file.error = stopError
      return file
    }
    if var fatal {
      let line = fatal.line + lineShift
      fatal.message = Self.shiftingLineNumbers(in: fatal.message, by: lineShift)
      let column = fatal.line == 1 ? fatal.column + columnShift : fatal.column
      guard format != nil, salvage() || rootEnded else {
        // A file that declared Apple Health's DOCTYPE said what it is: broken before its root
        // element (an unterminated internal subset), it is malformed, not of an unknown format.
        let known = format != nil || health.declaredDoctype
        let category: ImportError.Category = known ? .malformed : .unsupportedFormat
        if fatal.message == Self.unclosedSubset {
          fatal.message += " (line \(line), column \(column))"
        }
        file.error = ImportError(category, fatal.message, file: source, line: line, column: column)
        return file
      }
      // Real exports break (Runkeeper's unclosed `trkseg`, interrupted downloads): what was read
      // before the first error is well-formed, so it is kept, and the file says where it broke.
      let points = workouts.reduce(0) { $0 + $1.summary.trackpointCount }
      file.warnings = warnings()
      if rootEnded {
        // The root element closed: the document was read whole; what follows is not part of it
        // (a second document pasted after it, padding), so this is no cut (break-it pass 6 F2).
        file.warnings.append(
          ImportWarning(
            .xmlAfterRoot,
            "content after the end of the root element at line \(line), column \(column) "
              + "(\(fatal.message)) was ignored; the document before it was read whole",
            line: line, column: column))
      } else {
        file.warnings.append(
          ImportWarning(
            .xmlBrokenOff,
            "not well-formed XML at line \(line), column \(column) (\(fatal.message)); "
              + "kept the \(counted(points, "trackpoint")) read before it", line: line,
            column: column))
      }
    } else {
      guard format != nil else {
        file.error = ImportError(.unsupportedFormat, "no root element", file: source)
        return file
      }
    }
    let fallback = tcx.authorName
    for index in workouts.indices where workouts[index].creator == nil {
      workouts[index].creator = fallback
    }
    file.creator = format == .gpx ? gpx.fileCreator : workouts.lazy.compactMap(\.creator).first
    if format == .appleHealth, limits.healthSink != nil {
      handOutHealth(final: true)
      file.creator = health.firstCreator
    }
    if file.creator == nil { file.creator = fallback }
    guard !workouts.isEmpty || health.handedOut > 0 else {
      file.error = emptyError()
      return file
    }
    applySeparateHeartRates()
    file.workouts = workouts
    if format == .appleHealth { file.warnings += healthWarnings() }
    file.warnings += ImportWarning.summaryWarnings(for: workouts)
    return file
  }

  /// Gives points of workouts without any heart rate the separate heart-rate samples
  /// (SportTracks' `st:heartRateTrack`, which may come before or after the track): each point
  /// takes the latest sample at or before its time, when that sample is at most
  /// ``separateHeartRateReach`` seconds old.
  mutating func applySeparateHeartRates() {
    guard !gpx.separateHeartRates.isEmpty else { return }
    let samples = gpx.separateHeartRates.sorted { $0.time < $1.time }
    for index in workouts.indices {
      let hasOwn = workouts[index].segments.contains { $0.points.contains { $0.heartRate != nil } }
      guard !hasOwn else { continue }
      workouts[index].editTrackpoints { segments in
        for segment in segments.indices {
          for point in segments[segment].points.indices {
            guard let time = segments[segment].points[point].time else { continue }
            let seconds = time.timeIntervalSinceReferenceDate
            // Binary search: the last sample at or before `seconds`.
            var low = 0
            var high = samples.count
            while low < high {
              let middle = (low + high) / 2
              if samples[middle].time <= seconds { low = middle + 1 } else { high = middle }
            }
            guard low > 0, seconds - samples[low - 1].time <= Self.separateHeartRateReach else {
              continue
            }
            segments[segment].points[point].heartRate = samples[low - 1].bpm
          }
        }
      }
    }
  }

  /// Longest time a separate heart-rate sample stands for, seconds.
  static let separateHeartRateReach: Double = 60

  /// libxml2 names other lines in some messages ("trkseg line 12 and trk"); they count from the
  /// parser's first byte, so the skipped leading lines are added back.
  static func shiftingLineNumbers(in message: String, by shift: Int) -> String {
    guard shift > 0 else { return message }
    var words = message.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    for index in words.indices.dropFirst() where words[index - 1] == "line" {
      if let number = Int(words[index]) { words[index] = String(number + shift) }
    }
    return words.joined(separator: " ")
  }

  /// Closes what a fatal error left open — the unfinished point is dropped, the segment, lap and
  /// workout are finished as their end tags would have — and says whether any workout resulted.
  private mutating func salvage() -> Bool {
    track.pointDepth = 0
    if track.segmentDepth > 0 { endSegment() }
    if tcx.lapDepth > 0 {
      tcx.lapDepth = 0
      track.draft?.laps.append(tcx.lap)
    }
    if track.draftDepth > 0 { endWorkout() }
    return !workouts.isEmpty || health.handedOut > 0
  }

  private func emptyError() -> ImportError {
    if counts.refusedWorkouts > 0, let refusalReason = track.refusalReason {
      let tracks = counted(counts.refusedWorkouts, trackNoun.one, trackNoun.many)
      return ImportError(
        .noTimestamps, "\(tracks) but no recording: \(refusalReason)", file: source)
    }
    if counts.untimedTracks > 0 {
      let tracks = counted(counts.untimedTracks, trackNoun.one, trackNoun.many)
      var message = "\(tracks) but no point has a timestamp"
      if counts.badTimestamps > 0 {
        message += " (\(counted(counts.badTimestamps, "timestamp")) could not be read)"
      }
      if counts.placeholderTimestamps > 0 {
        message +=
          " (\(counted(counts.placeholderTimestamps, "timestamp")) "
          + "\(counts.placeholderTimestamps == 1 ? "is a" : "are") \"no time\" placeholder"
          + "\(counts.placeholderTimestamps == 1 ? "" : "s"), 1901-12-13T20:45:52Z or "
          + "1970-01-01T00:00:00Z)"
      }
      if counts.implausibleTimes > 0 {
        message +=
          " (\(counted(counts.implausibleTimes, "timestamp")) before 1980 or after tomorrow)"
      }
      return ImportError(.noTimestamps, message, file: source)
    }
    if format == .appleHealth {
      let skipped = health.counts.undated > 0 ? " with readable dates" : ""
      return ImportError(
        .noActivity, "an Apple Health export with no <Workout>\(skipped)", file: source)
    }
    let message =
      format == .tcx
      ? "no activity with trackpoints or timed laps (courses are not activities)"
      : "no track with points (routes and waypoints are not workouts)"
    return ImportError(.noActivity, message, file: source)
  }

  private func warnings() -> [ImportWarning] {
    var list: [ImportWarning] = []
    /// Adds "N nouns <verb> <rest>" under `code`, noun and verb agreeing with N.
    func add(
      _ code: ImportWarning.Code, _ count: Int, _ noun: String, _ verbs: (String, String),
      _ rest: String, plural: String? = nil
    ) {
      guard count > 0 else { return }
      let sentence = "\(counted(count, noun, plural)) \(count == 1 ? verbs.0 : verbs.1) \(rest)"
      list.append(ImportWarning(code, count: count, sentence))
    }
    let had = ("had", "had")
    let was = ("was", "were")
    let heartRates = Self.plausibleHeartRate
    let heartRateRange = "\(Int(heartRates.lowerBound))–\(Int(heartRates.upperBound)) bpm"
    let elevations = Self.plausibleElevation
    let elevationRange = "\(Int(elevations.lowerBound))–\(Int(elevations.upperBound)) m"
    add(.timestampWithoutZone, counts.zonelessTimestamps, "timestamp", had, "no zone; read as UTC")
    add(
      .timestampUnreadable, counts.badTimestamps, "timestamp", was,
      "unreadable; those points have no time")
    add(
      .timestampPlaceholder, counts.placeholderTimestamps, "timestamp", was,
      "a \"no time\" placeholder (1901-12-13T20:45:52Z or 1970-01-01T00:00:00Z); those points "
        + "have no time")
    add(
      .timestampImplausible, counts.implausibleTimes, "timestamp", was,
      "before 1980 or after tomorrow and dropped; those points have no time")
    add(
      .pointWithoutTime, counts.untimedPointsKept, "point", had, "no timestamp; kept without a time"
    )
    add(.numberUnreadable, counts.badNumbers, "numeric value", was, "unreadable and skipped")
    add(
      .positionInvalid, counts.droppedPositions, "point", had,
      "invalid or out-of-range coordinates; position dropped")
    add(
      .heartRateOutOfRange, counts.implausibleHeartRates,
      "heart-rate value outside \(heartRateRange)", was, "dropped",
      plural: "heart-rate values outside \(heartRateRange)")
    add(
      .elevationOutOfRange, counts.droppedElevations, "elevation outside \(elevationRange)", was,
      "dropped", plural: "elevations outside \(elevationRange)")
    add(
      .timestampRepeated, counts.duplicateTimes, "point", ("repeats", "repeat"),
      "the previous timestamp; kept")
    add(
      .timestampBackwards, counts.backwardTimes, "point", ("goes", "go"),
      "back in time; kept in file order")
    add(
      .segmentEmpty, counts.emptySegments, format == .tcx ? "track" : "segment", was,
      "empty and dropped")
    add(
      .valueImplausible, counts.implausibleValues, "value", was,
      "impossible (cadence, power, speed, temperature, distance, lap time or calories) and dropped")
    add(
      .textCut, counts.cutTexts, "text", was,
      "longer than \(Self.maximumTextBytes) bytes and cut (names, types, creators)")
    if !workouts.isEmpty {
      add(
        .workoutRefused, counts.refusedWorkouts, trackNoun.one, was,
        "refused: its times are not a recording (\(track.refusalReason ?? ""))",
        plural: trackNoun.many)
      add(
        .trackWithoutTime, counts.untimedTracks, trackNoun.one, was,
        "skipped: no point has a timestamp", plural: trackNoun.many)
    }
    add(
      .namespacePrefixUndeclared, counts.namespaceErrors, "element or attribute", ("uses", "use"),
      "an undeclared namespace prefix; read by local name", plural: "elements or attributes")
    return list
  }

  /// What the format calls one workout: a TCX activity or a GPX track.
  private var trackNoun: (one: String, many: String) {
    format == .tcx
      ? ("activity", "activities")
      : format == .appleHealth ? ("workout", "workouts") : ("track", "tracks")
  }

  /// "1 noun", "N nouns"; `plural` when it is not `noun` + "s".
  private func counted(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
  }
}
