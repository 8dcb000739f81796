import Foundation

/// Activity types named by words in a workout's name or file name, in the common languages of
/// the exporters (issue 8, "Sports for untyped files"): "Running 9/28/11 6:12 pm" (Runkeeper),
/// "Afternoon Ride" (Strava), "Morgenlauf", "Sortie vélo", "Löpning".
///
/// A text is split into words (letters only, case and diacritics folded); the first word that
/// names a type wins. Words are looked up in ``words`` (short forms and compounds the vendor
/// spelling table does not hold), then in the vendor spelling table
/// (``ActivityType/mapping(raw:)``). Words in ``transportWords`` name trips that are not
/// workouts (car, taxi, bus, train, boat, plane: Arc and phone loggers).
public enum ActivityNameWords {
  /// Word → type, after folding (lower case, no diacritics).
  public static let words: [String: ActivityType] = [
    // running
    "run": .running, "runs": .running, "running": .running, "jog": .running,
    "jogging": .running, "lauf": .running, "laufen": .running, "dauerlauf": .running,
    "morgenlauf": .running, "abendlauf": .running, "course": .running, "carrera": .running,
    "correr": .running, "corsa": .running, "corrida": .running, "lopning": .running,
    "lopp": .running, "hardlopen": .running, "juoksu": .running, "bieg": .running,
    // cycling
    "ride": .cycling, "rides": .cycling, "riding": .cycling, "bike": .cycling,
    "biking": .cycling, "cycling": .cycling, "cycle": .cycling, "mtb": .cycling,
    "radfahrt": .cycling, "radtour": .cycling, "radfahren": .cycling, "fahrrad": .cycling,
    "velo": .cycling, "bici": .cycling, "bicicleta": .cycling, "ciclismo": .cycling,
    "cyclisme": .cycling, "fietsen": .cycling, "cykling": .cycling, "zwift": .cycling,
    // walking and hiking
    "walk": .walking, "walking": .walking, "stroll": .walking, "spaziergang": .walking,
    "marche": .walking, "caminata": .walking, "passeggiata": .walking, "promenade": .walking,
    "wandelen": .walking, "hike": .hiking, "hiking": .hiking, "wanderung": .hiking,
    "wandern": .hiking, "randonnee": .hiking, "senderismo": .hiking, "escursione": .hiking,
    "trek": .hiking, "trekking": .hiking, "vandring": .hiking, "bergtour": .hiking,
    // water
    "swim": .swimming, "swimming": .swimming, "schwimmen": .swimming, "natation": .swimming,
    "natacion": .swimming, "nuoto": .swimming, "simning": .swimming, "zwemmen": .swimming,
    "row": .rowing, "rowing": .rowing, "rudern": .rowing, "aviron": .rowing, "remo": .rowing,
    "sup": .paddleSports, "paddle": .paddleSports, "paddling": .paddleSports,
    "kayak": .paddleSports, "kajak": .paddleSports, "canoe": .paddleSports,
    "kanu": .paddleSports,
    // snow
    "langlauf": .crossCountrySkiing, "skating": .skatingSports, "ski": .downhillSkiing,
    "skiing": .downhillSkiing, "snowboard": .snowboarding,
  ]

  /// Words that name a trip by vehicle, not a workout.
  public static let transportWords: Set<String> = [
    "car", "taxi", "cab", "bus", "coach", "train", "tram", "metro", "subway", "boat", "ferry",
    "ship", "plane", "airplane", "aeroplane", "flight", "flying", "driving", "drive", "auto",
    "automotive", "motorcycle", "motorbike", "scooter",
  ]

  /// What `text` names: a type, a vehicle trip (`transport`), or neither.
  public static func classify(_ text: String?) -> (type: ActivityType?, transport: Bool) {
    guard let text else { return (nil, false) }
    for word in self.words(in: text) {
      if transportWords.contains(word) { return (nil, true) }
      if let type = words[word] { return (type, false) }
      let mapped = ActivityType.mapping(raw: word).type
      if mapped != .other, word.count >= 3 { return (mapped, false) }
    }
    return (nil, false)
  }

  /// The letter-only words of `text`, lower-cased with diacritics removed, in order.
  public static func words(in text: String) -> [String] {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
    return folded.split(whereSeparator: { !$0.isLetter }).map(String.init)
  }
}
