import Foundation

/// The data behind `ActivityType.mapping(raw:)`: every known vendor spelling of an activity,
/// grouped by what it maps to. Spellings are written as the vendors write them; their normalized
/// forms (``ActivitySpellingTable/normalize(_:)``) are written out in
/// ``ActivitySpellingTable/normalizedSpellings``, which lookups scan (nothing is built at run time).
///
/// Sources:
/// - TCX v2 `Sport` attribute: `Running`, `Biking`, `Other` (Garmin TrainingCenterDatabase v2).
/// - Garmin Connect activity type keys (`running`, `treadmill_running`, `lap_swimming`, …,
///   including the `_ws` winter-sport keys).
/// - Strava `type` / `sport_type` names (`Run`, `VirtualRide`, `StandUpPaddling`, …).
/// - Strava GPX export numeric `<type>` codes (Strava's internal activity-type enum). Verified
///   against real files: 9 = Run (corpus `strava-claimed-mapstogpx…`, erik/derive#65),
///   16 = Swim (corpus `strava-open-water-swim-kona.gpx`), 17 = VirtualRide (corpus
///   `strava-zwift-virtual-ride-power.gpx`). The other codes follow the same enum's order
///   (1 Ride, 2 AlpineSki, … 53 VirtualRun) and are NOT verified against files.
/// - HealthKit `HKWorkoutActivityType` names (the `HKWorkoutActivityType` prefix is stripped
///   by normalization, so `HKWorkoutActivityTypeRunning` matches `running`).
/// - GPX `<type>` words written by apps in English, German, French, Spanish, Italian,
///   Portuguese, Dutch, Swedish, Danish, Norwegian, Finnish and Polish.
enum ActivitySpellingTable {
  /// One group of spellings and the canonical type and flags they map to.
  struct Group: Sendable {
    let type: ActivityType
    let indoor: Bool
    let virtual: Bool
    let spellings: [String]

    init(_ type: ActivityType, indoor: Bool = false, virtual: Bool = false, _ spellings: [String]) {
      self.type = type
      self.indoor = indoor
      self.virtual = virtual
      self.spellings = spellings
    }
  }

  /// Every group; a normalized spelling must appear in only one group (checked by tests).
  static let groups: [Group] = [
    Group(
      .running,
      [
        "Running", "Run", "9", "trail_running", "TrailRun", "street_running", "track_running",
        "ultra_run", "obstacle_run", "jogging", "Laufen", "Lauf", "Joggen", "Traillauf",
        "course à pied", "course a pied", "correr", "carrera",
        "carrera a pie", "running", "corsa", "corsa a piedi", "corrida", "hardlopen",
        "löpning", "løb", "løping", "juoksu", "bieganie", "bieg",
      ]),
    Group(
      .running, indoor: true,
      [
        "treadmill_running", "treadmill", "indoor_running", "Laufband", "tapis de course",
        "cinta de correr", "tapis roulant", "loopband",
      ]),
    Group(.running, indoor: true, virtual: true, ["VirtualRun", "virtual_run", "53"]),
    Group(
      .cycling,
      [
        "Biking", "cycling", "Ride", "bike", "biking", "1", "road_biking", "road_cycling",
        "mountain_biking", "MountainBikeRide", "gravel_cycling", "GravelRide", "cyclocross",
        "bmx", "EBikeRide", "18", "e_bike_fitness", "e_bike_mountain", "EMountainBikeRide",
        "Velomobile", "19", "Handcycle", "51", "hand_cycling", "bike_commuting", "commuting",
        "Radfahren", "Rad", "Radsport", "Fahrrad", "Fahrradfahren", "Rennrad", "Mountainbike",
        "Mountainbiken", "vélo", "cyclisme", "VTT", "vélo de route", "ciclismo", "bicicleta",
        "bici", "ciclismo de carretera", "ciclismo su strada", "fietsen", "wielrennen",
        "mountainbiken", "cykling", "cykel", "sykling", "pyöräily", "kolarstwo", "rower",
        "jazda na rowerze",
      ]),
    Group(
      .cycling, indoor: true,
      [
        "indoor_cycling", "indoor_biking", "spinning", "spin", "trainer", "bike_trainer",
        "stationary_bike", "Hometrainer", "Rollentrainer", "Indoor Radfahren",
        "vélo d'intérieur", "home trainer", "ciclismo indoor", "ciclismo de interior",
        "cyclette", "binnenfietsen",
      ]),
    Group(
      .cycling, indoor: true, virtual: true,
      ["VirtualRide", "virtual_ride", "virtual_cycling", "17", "Zwift", "zwift_ride"]),
    Group(
      .walking,
      [
        "Walking", "Walk", "10", "casual_walking", "speed_walking", "nordic_walking",
        "Gehen", "Spazieren", "Spaziergang", "Walken", "Nordic Walking", "marche",
        "marche à pied", "marche nordique", "promenade", "caminar", "caminata", "andar",
        "camminata", "camminare", "passeggiata", "caminhada", "wandelen", "lopen", "gå", "gang",
        "promenad", "kävely", "spacer", "chód",
      ]),
    Group(.walking, indoor: true, ["indoor_walking", "treadmill_walking"]),
    Group(
      .hiking,
      [
        "Hiking", "Hike", "4", "mountaineering", "Snowshoe", "13", "snow_shoe_ws", "snowshoeing",
        "Wandern", "Bergwandern", "Bergsteigen", "Schneeschuhwandern", "randonnée",
        "randonnée pédestre", "alpinisme", "raquettes", "senderismo", "excursionismo",
        "montañismo", "escursionismo", "trekking", "alpinismo", "caminhada na montanha",
        "bergwandelen", "wandeltocht", "vandring", "fjellvandring", "vaellus", "retkeily",
        "wędrówka", "turystyka piesza",
      ]),
    Group(
      .swimming,
      [
        "Swimming", "Swim", "16", "open_water_swimming", "open water swim", "OpenWaterSwim",
        "Schwimmen", "Freiwasserschwimmen", "natation", "nage", "natation en eau libre",
        "natación", "nadar", "nuoto", "natação", "zwemmen", "simning", "svømming",
        "svømning", "uinti", "pływanie",
      ]),
    Group(
      .swimming, indoor: true,
      [
        "lap_swimming", "pool_swimming", "pool swim", "PoolSwim", "Beckenschwimmen",
        "natation en piscine", "natación en piscina", "nuoto in piscina", "zwembad",
      ]),
    Group(
      .rowing,
      ["Rowing", "23", "row", "Rudern", "aviron", "remo", "canottaggio", "roeien", "rodd"]),
    Group(
      .rowing, indoor: true,
      ["indoor_rowing", "rowing_machine", "ergometer", "Rudergerät", "rameur", "remoergómetro"]),
    Group(.rowing, indoor: true, virtual: true, ["VirtualRow"]),
    Group(
      .paddleSports,
      [
        "Kayaking", "22", "Canoeing", "21", "kayak", "canoe", "stand_up_paddleboarding",
        "StandUpPaddling", "24", "sup", "stand up paddle", "paddleboarding", "paddling",
        "whitewater_rafting_kayaking", "whitewater", "rafting", "Paddeln", "Kajak",
        "Kajakfahren", "Kanu", "Kanufahren", "Stehpaddeln", "canoë", "canoë-kayak",
        "piragüismo", "canoa", "canoagem", "kajakken", "kanoën", "kanotning", "padling",
        "melonta", "kajakarstwo",
      ]),
    Group(
      .crossCountrySkiing,
      [
        "cross_country_skiing_ws", "cross_country_skiing", "skate_skiing_ws", "NordicSki", "7",
        "BackcountrySki", "3", "backcountry_skiing_snowboarding_ws", "backcountry_skiing",
        "RollerSki", "8", "Langlauf", "Skilanglauf", "Skitour", "ski de fond",
        "ski de randonnée", "esquí de fondo", "sci di fondo", "sci alpinismo", "langlaufen",
        "längdskidåkning", "langrenn", "hiihto", "narciarstwo biegowe",
      ]),
    Group(
      .downhillSkiing,
      [
        "resort_skiing_snowboarding_ws", "resort_skiing", "AlpineSki", "2", "skiing",
        "downhill_skiing", "ski", "Skifahren", "Ski Alpin", "ski alpin", "esquí",
        "esquí alpino", "sci", "sci alpino", "skiën", "alpint", "utförsåkning",
        "laskettelu", "narciarstwo",
      ]),
    Group(
      .snowboarding,
      ["Snowboard", "12", "snowboarding", "resort_snowboarding", "snowboarden", "snowboard_ws"]),
    Group(
      .skatingSports,
      [
        "IceSkate", "5", "InlineSkate", "6", "ice_skating", "inline_skating", "skating",
        "skate", "Skateboard", "skateboarding", "Eislaufen", "Schlittschuhlaufen",
        "Inlineskaten", "Inliner", "patinage", "roller", "patinaje", "pattinaggio",
        "schaatsen", "skridsko", "luistelu", "łyżwiarstwo",
      ]),
    Group(
      .surfingSports,
      [
        "Surfing", "25", "surf", "Kitesurf", "14", "kitesurfing", "kiteboarding", "Windsurf",
        "15", "windsurfing", "Wellenreiten", "Surfen", "Kitesurfen", "Windsurfen",
        "planche à voile", "surfear",
      ]),
    Group(.sailing, ["Sail", "sailing", "Segeln", "voile", "vela", "zeilen", "segling"]),
    Group(
      .climbing,
      [
        "RockClimbing", "28", "rock_climbing", "climbing", "bouldering", "Klettern",
        "Bouldern", "escalade", "escalada", "arrampicata", "klimmen", "klättring",
      ]),
    Group(.climbing, indoor: true, ["indoor_climbing", "Hallenklettern"]),
    Group(
      .elliptical, indoor: true,
      ["Elliptical", "27", "elliptical_trainer", "Crosstrainer", "elliptique", "elíptica"]),
    Group(
      .stairClimbing, indoor: true,
      ["StairStepper", "29", "stair_climbing", "stairs", "floor_climbing", "stepper"]),
    Group(.yoga, ["Yoga", "31"]),
    Group(
      .strengthTraining,
      [
        "WeightTraining", "30", "strength_training", "weight_training", "weights",
        "functional_strength_training", "traditional_strength_training", "Crossfit", "26",
        "Krafttraining", "musculation", "entrenamiento de fuerza", "pesas",
        "allenamento con i pesi", "krachttraining", "styrketräning", "trening siłowy",
      ]),
    Group(
      .highIntensityIntervalTraining,
      ["HighIntensityIntervalTraining", "hiit", "high_intensity_interval_training"]),
    Group(.golf, ["Golf"]),
    Group(
      .wheelchair,
      [
        "Wheelchair", "52", "wheelchair_push_run", "wheelchair_push_walk",
        "wheelchair_run_pace", "wheelchair_walk_pace", "Rollstuhl",
      ]),
    Group(.multisport, ["multisport", "multi_sport", "triathlon", "duathlon"]),
    Group(.other, ["Other", "Workout", "11", "generic", "training", "fitness_equipment"]),
  ]

  /// The mapping of a normalized spelling: the first group whose ``normalizedSpellings`` list
  /// it, else the canonical type whose raw value normalizes to it (`crosscountryskiing`), else
  /// `nil`. A linear scan of ~600 short strings: no table is built at run time.
  static func entry(forKey key: String) -> (type: ActivityType, indoor: Bool, virtual: Bool)? {
    for (index, keys) in normalizedSpellings.enumerated() where keys.contains(key) {
      let group = groups[index]
      return (group.type, group.indoor, group.virtual)
    }
    for type in ActivityType.allCases where asciiNormalize(type.rawValue) == key {
      return (type, false, false)
    }
    return nil
  }

  /// HealthKit's name prefix, removed so that `HKWorkoutActivityTypeCycling` matches `cycling`.
  static let healthKitPrefix = "hkworkoutactivitytype"

  /// Lower-cases, removes diacritics, keeps only letters and digits (so case, spaces,
  /// underscores, hyphens and apostrophes do not matter), and strips the HealthKit prefix.
  /// ASCII text (nearly every real value) takes ``asciiNormalize(_:)``, which gives the same
  /// result without Foundation's folding (tests compare the two).
  static func normalize(_ raw: String) -> String {
    raw.utf8.allSatisfy({ $0 < 0x80 }) ? asciiNormalize(raw) : foldingNormalize(raw)
  }

  /// ``normalize(_:)`` by Foundation's Unicode case and diacritic folding, for any text.
  static func foldingNormalize(_ raw: String) -> String {
    let folded = raw.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var out = String.UnicodeScalarView()
    for scalar in folded.lowercased().unicodeScalars
    where CharacterSet.alphanumerics.contains(scalar) {
      out.append(scalar)
    }
    return strippingHealthKitPrefix(String(out))
  }

  /// ``normalize(_:)`` for ASCII text: `A`–`Z` lowered, `a`–`z` and `0`–`9` kept, every other
  /// byte dropped, then the HealthKit prefix stripped.
  static func asciiNormalize(_ raw: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.utf8.count)
    for byte in raw.utf8 {
      switch byte {
      case 0x41...0x5A: bytes.append(byte + 0x20)
      case 0x61...0x7A, 0x30...0x39: bytes.append(byte)
      default: break
      }
    }
    return strippingHealthKitPrefix(String(decoding: bytes, as: UTF8.self))
  }

  private static func strippingHealthKitPrefix(_ key: String) -> String {
    guard key.hasPrefix(healthKitPrefix), key.count > healthKitPrefix.count else { return key }
    return String(key.dropFirst(healthKitPrefix.count))
  }
}
