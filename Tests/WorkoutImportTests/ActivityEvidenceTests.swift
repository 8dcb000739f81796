import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// Typing from evidence on small hand-written files: the file's type, then name words, then
/// the producer, then the profile; trips are not workouts; a user's correction wins.
@Suite("Activity evidence")
struct ActivityEvidenceTests {
  /// A three-point GPX track: 0.01° of latitude (1,111.95 m by haversine, R = 6,371,008.8 m) in
  /// `seconds`, half of it at half time, with an optional name, `<type>` and creator.
  static func gpx(
    name: String? = nil, type: String? = nil, creator: String = "test", seconds: Int = 600
  ) -> String {
    let minutes = seconds / 60
    let rest = seconds % 60
    let end = String(format: "2024-05-01T08:%02d:%02dZ", minutes, rest)
    let middle = String(format: "2024-05-01T08:%02d:%02dZ", seconds / 120, seconds / 2 % 60)
    return """
      <gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="\(creator)"><trk>\
      \(name.map { "<name>\($0)</name>" } ?? "")\(type.map { "<type>\($0)</type>" } ?? "")\
      <trkseg><trkpt lat="0" lon="1"><ele>10</ele><time>2024-05-01T08:00:00Z</time></trkpt>\
      <trkpt lat="0.005" lon="1"><ele>10</ele><time>\(middle)</time></trkpt>\
      <trkpt lat="0.01" lon="1"><ele>10</ele><time>\(end)</time></trkpt></trkseg></trk></gpx>
      """
  }

  static func workout(_ text: String, source: String = "inline") throws -> Workout {
    let file = WorkoutFileReader.read(data: Data(text.utf8), source: source)
    return try #require(file.workouts.first)
  }

  @Test(
    "names in the exporters' languages give the type",
    arguments: [
      ("Afternoon Ride", ActivityType.cycling), ("Running 9/28/11 6:12 pm", .running),
      ("Morgenlauf am See", .running), ("Löpning", .running), ("Sortie vélo", .cycling),
      ("Randonnée au lac", .hiking), ("Corsa serale", .running), ("Carrera", .running),
      ("Morning Swim", .swimming), ("Evening Walk", .walking), ("Wanderung", .hiking),
    ])
  func nameWords(name: String, type: ActivityType) throws {
    let workout = try Self.workout(Self.gpx(name: name))
    #expect(workout.activity == type)
    #expect(workout.activitySource == .name)
  }

  @Test("the file's own type wins over the name")
  func fileTypeFirst() throws {
    let workout = try Self.workout(Self.gpx(name: "Afternoon Ride", type: "running"))
    #expect(workout.activity == .running)
    #expect(workout.activitySource == .file)
  }

  @Test("the file name gives the type when the track has none")
  func fileName() throws {
    let workout = try Self.workout(Self.gpx(), source: "exports/Morning_Run.gpx")
    #expect(workout.activity == .running)
    #expect(workout.activitySource == .name)
  }

  @Test("a Zwift file is a virtual ride by its producer")
  func producer() throws {
    let workout = try Self.workout(Self.gpx(creator: "Zwift"))
    #expect(workout.activity == .cycling)
    #expect(workout.activitySource == .producer)
    #expect(workout.isVirtual)
  }

  /// 1,111.95 m in 600 s = 1.85 m/s on flat ground: a walk (rule 6); in 150 s = 7.4 m/s: a
  /// ride (rule 4) — but 150 s is under the 10-minute minimum profile, so it stays `other`.
  @Test("the profile types only clear cases")
  func profile() throws {
    let walk = try Self.workout(Self.gpx(seconds: 600))
    #expect(walk.activity == .walking)
    #expect(walk.activitySource == .inferred)
    let short = try Self.workout(Self.gpx(seconds: 150))
    #expect(short.activity == .other)
    #expect(short.activitySource == nil)
  }

  @Test(
    "trips by vehicle are listed, not workouts",
    arguments: [("taxi", nil), (nil, "Drive to work"), ("train", "Commute")] as [(String?, String?)]
  )
  func transport(type: String?, name: String?) throws {
    let workout = try Self.workout(Self.gpx(name: name, type: type))
    #expect(workout.isTransport)
    #expect(MinimumWorkout.standard.exclusion(workout) == .transport)
  }

  @Test("a user's correction wins over everything, matched by path tail or name")
  func correction() throws {
    var workout = try Self.workout(Self.gpx(type: "running"))
    let corrections: [String: ActivityType] = ["Move.gpx": .hiking]
    #expect(Importer.correction(for: "/data/suunto/Move.gpx", in: corrections) == .hiking)
    #expect(Importer.correction(for: "/data/suunto/OtherMove.gpx", in: corrections) == nil)
    Importer.correct(&workout, to: .hiking)
    #expect(workout.activity == .hiking)
    #expect(workout.activitySource == .user)
  }

  /// Break-it H3: corrections are looked up by the path's trailing parts, not tried one by one.
  /// A key matches the whole path, or the part after one of its `/` (a folder and name, or the
  /// name); the longest matching key wins (it used to be whichever the dictionary gave first).
  @Test(
    "a correction matches the path, a trailing part after a slash, or the name; longest wins",
    arguments: [
      ("/data/suunto/Move.gpx", ActivityType?.some(.running)),  // suunto/Move.gpx over Move.gpx
      ("/data/garmin/Move.gpx", .hiking),  // only the name
      ("/data/x/suunto/Move.gpx", .running),
      ("export.zip!/activities/1.gpx", .rowing),  // an archive member, by folder and name
      ("/data/notsuunto/Move.gpx", .hiking),  // suunto/ must follow a slash: the name matches
      ("/data/activities/1.gpx.bak", nil), ("/data/xMove.gpx", nil), ("Move.gpx", .hiking),
      ("/exact/path.fit", .swimming), ("/other/exact/path.fit", nil),
    ])
  func correctionKeys(path: String, expected: ActivityType?) {
    let corrections: [String: ActivityType] = [
      "Move.gpx": .hiking, "suunto/Move.gpx": .running, "activities/1.gpx": .rowing,
      "/exact/path.fit": .swimming,
    ]
    #expect(Importer.correction(for: path, in: corrections) == expected)
    // Tried one key at a time, as the warning about unmatched keys does, each key matches alone.
    let alone = corrections.keys.filter { Importer.correction(for: path, in: [$0: .other]) != nil }
    #expect(Set(Importer.correctionKeys(for: path, in: corrections)) == Set(alone))
  }

  /// 2 min or 200 m by default: a 60 s fragment and a 50 m "workout" are not counted; a
  /// 30-minute yoga session without distance is.
  @Test("workouts shorter than the minimum are not counted")
  func minimum() throws {
    let minimum = MinimumWorkout.standard
    #expect(minimum.description == "2 min or 200 m")
    let fragment = try Self.workout(Self.gpx(seconds: 60))
    #expect(minimum.exclusion(fragment) == .tooShort)
    let ride = try Self.workout(Self.gpx(seconds: 600))
    #expect(minimum.exclusion(ride) == nil)
    var yoga = Workout(
      source: "y.tcx", format: .tcx, activity: .yoga,
      segments: [
        TrackSegment(points: [
          Trackpoint(time: Date(timeIntervalSince1970: 0)),
          Trackpoint(time: Date(timeIntervalSince1970: 1800)),
        ])
      ])
    #expect(minimum.exclusion(yoga) == nil)
    yoga.retype(to: .running)
    #expect(MinimumWorkout(minimumSeconds: 3600).exclusion(yoga) == .tooShort)
  }
}
