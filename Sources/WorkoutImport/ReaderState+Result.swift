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
      guard format != nil, salvage() else {
        let category: ImportError.Category = format == nil ? .unsupportedFormat : .malformed
        file.error = ImportError(category, fatal.message, file: source, line: line, column: column)
        return file
      }
      // Real exports break (Runkeeper's unclosed `trkseg`, interrupted downloads): what was read
      // before the first error is well-formed, so it is kept, and the file says where it broke.
      let points = workouts.reduce(0) { $0 + $1.summary.trackpointCount }
      file.warnings = warnings()
      file.warnings.append(
        "not well-formed XML at line \(line), column \(column) (\(fatal.message)); "
          + "kept the \(counted(points, "trackpoint")) read before it")
    } else {
      guard format != nil else {
        file.error = ImportError(.unsupportedFormat, "no root element", file: source)
        return file
      }
    }
    let fallback = authorName
    for index in workouts.indices where workouts[index].creator == nil {
      workouts[index].creator = fallback
    }
    file.creator = format == .gpx ? fileCreator : workouts.lazy.compactMap(\.creator).first
    if file.creator == nil { file.creator = fallback }
    guard !workouts.isEmpty else {
      file.error = emptyError()
      return file
    }
    file.workouts = workouts
    return file
  }

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
    pointDepth = 0
    if segmentDepth > 0 { endSegment() }
    if lapDepth > 0 {
      lapDepth = 0
      draft?.laps.append(lap)
    }
    if draftDepth > 0 { endWorkout() }
    return !workouts.isEmpty
  }

  private func emptyError() -> ImportError {
    if counts.untimedTracks > 0 {
      let tracks = counted(counts.untimedTracks, trackNoun.one, trackNoun.many)
      var message = "\(tracks) but no point has a timestamp"
      if counts.badTimestamps > 0 {
        message += " (\(counted(counts.badTimestamps, "timestamp")) could not be read)"
      }
      if counts.implausibleTimes > 0 {
        message +=
          " (\(counted(counts.implausibleTimes, "timestamp")) before 1980 or after tomorrow)"
      }
      return ImportError(.noTimestamps, message, file: source)
    }
    let message =
      format == .tcx
      ? "no activity with trackpoints or timed laps (courses are not activities)"
      : "no track with points (routes and waypoints are not workouts)"
    return ImportError(.noActivity, message, file: source)
  }

  private func warnings() -> [String] {
    var list: [String] = []
    /// Adds "N nouns <verb> <rest>", noun and verb agreeing with N.
    func add(
      _ count: Int, _ noun: String, _ verbs: (String, String), _ rest: String,
      plural: String? = nil
    ) {
      guard count > 0 else { return }
      list.append("\(counted(count, noun, plural)) \(count == 1 ? verbs.0 : verbs.1) \(rest)")
    }
    let had = ("had", "had")
    let was = ("was", "were")
    let heartRates = Self.plausibleHeartRate
    let heartRateRange = "\(Int(heartRates.lowerBound))–\(Int(heartRates.upperBound)) bpm"
    let elevations = Self.plausibleElevation
    let elevationRange = "\(Int(elevations.lowerBound))–\(Int(elevations.upperBound)) m"
    add(counts.zonelessTimestamps, "timestamp", had, "no zone; read as UTC")
    add(counts.badTimestamps, "timestamp", was, "unreadable; those points have no time")
    add(
      counts.implausibleTimes, "timestamp", was,
      "before 1980 or after tomorrow and dropped; those points have no time")
    add(counts.untimedPointsKept, "point", had, "no timestamp; kept without a time")
    add(counts.badNumbers, "numeric value", was, "unreadable and skipped")
    add(
      counts.droppedPositions, "point", had, "invalid or out-of-range coordinates; position dropped"
    )
    add(
      counts.implausibleHeartRates, "heart-rate value outside \(heartRateRange)", was, "dropped",
      plural: "heart-rate values outside \(heartRateRange)")
    add(
      counts.droppedElevations, "elevation outside \(elevationRange)", was, "dropped",
      plural: "elevations outside \(elevationRange)")
    add(
      counts.implausibleValues, "value", was,
      "impossible (cadence, power, speed, temperature, distance, lap time or calories) and dropped")
    add(
      counts.cutTexts, "text", was,
      "longer than \(Self.maximumTextBytes) bytes and cut (names, types, creators)")
    add(counts.duplicateTimes, "point", ("repeats", "repeat"), "the previous timestamp; kept")
    add(counts.backwardTimes, "point", ("goes", "go"), "back in time; kept in file order")
    add(counts.emptySegments, format == .tcx ? "track" : "segment", was, "empty and dropped")
    if !workouts.isEmpty {
      add(
        counts.untimedTracks, trackNoun.one, was, "skipped: no point has a timestamp",
        plural: trackNoun.many)
    }
    add(
      counts.namespaceErrors, "element or attribute", ("uses", "use"),
      "an undeclared namespace prefix; read by local name", plural: "elements or attributes")
    return list
  }

  /// What the format calls one workout: a TCX activity or a GPX track.
  private var trackNoun: (one: String, many: String) {
    format == .tcx ? ("activity", "activities") : ("track", "tracks")
  }

  /// "1 noun", "N nouns"; `plural` when it is not `noun` + "s".
  private func counted(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
  }
}
