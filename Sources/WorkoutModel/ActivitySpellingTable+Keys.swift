// The normalized spellings of ActivitySpellingTable.groups, written out so that no table is built
// at run time. A test checks they equal `groups` normalized; when a spelling is added there, the
// test's failure message gives the line to paste here.

extension ActivitySpellingTable {
  /// ``groups``' spellings after ``ActivitySpellingTable/normalize(_:)``, one list per group in
  /// the same order (duplicates within a group dropped). ``entry(forKey:)`` scans them in order,
  /// so the first group listing a spelling wins, as documented for ``groups``.
  static let normalizedSpellings: [[String]] = [
    [
      "running", "run", "9", "trailrunning", "trailrun", "streetrunning", "trackrunning",
      "ultrarun", "obstaclerun", "jogging", "laufen", "lauf", "joggen", "traillauf", "courseapied",
      "correr", "carrera", "carreraapie", "corsa", "corsaapiedi", "corrida", "hardlopen", "lopning",
      "løb", "løping", "juoksu", "bieganie", "bieg",
    ],
    [
      "treadmillrunning", "treadmill", "indoorrunning", "laufband", "tapisdecourse",
      "cintadecorrer", "tapisroulant", "loopband",
    ],
    ["virtualrun", "53"],
    [
      "biking", "cycling", "ride", "bike", "1", "roadbiking", "roadcycling", "mountainbiking",
      "mountainbikeride", "gravelcycling", "gravelride", "cyclocross", "bmx", "ebikeride", "18",
      "ebikefitness", "ebikemountain", "emountainbikeride", "velomobile", "19", "handcycle", "51",
      "handcycling", "bikecommuting", "commuting", "radfahren", "rad", "radsport", "fahrrad",
      "fahrradfahren", "rennrad", "mountainbike", "mountainbiken", "velo", "cyclisme", "vtt",
      "veloderoute", "ciclismo", "bicicleta", "bici", "ciclismodecarretera", "ciclismosustrada",
      "fietsen", "wielrennen", "cykling", "cykel", "sykling", "pyoraily", "kolarstwo", "rower",
      "jazdanarowerze",
    ],
    [
      "indoorcycling", "indoorbiking", "spinning", "spin", "trainer", "biketrainer",
      "stationarybike", "hometrainer", "rollentrainer", "indoorradfahren", "velodinterieur",
      "ciclismoindoor", "ciclismodeinterior", "cyclette", "binnenfietsen",
    ],
    ["virtualride", "virtualcycling", "17", "zwift", "zwiftride"],
    [
      "walking", "walk", "10", "casualwalking", "speedwalking", "nordicwalking", "gehen",
      "spazieren", "spaziergang", "walken", "marche", "marcheapied", "marchenordique", "promenade",
      "caminar", "caminata", "andar", "camminata", "camminare", "passeggiata", "caminhada",
      "wandelen", "lopen", "ga", "gang", "promenad", "kavely", "spacer", "chod",
    ],
    ["indoorwalking", "treadmillwalking"],
    [
      "hiking", "hike", "4", "mountaineering", "snowshoe", "13", "snowshoews", "snowshoeing",
      "wandern", "bergwandern", "bergsteigen", "schneeschuhwandern", "randonnee",
      "randonneepedestre", "alpinisme", "raquettes", "senderismo", "excursionismo", "montanismo",
      "escursionismo", "trekking", "alpinismo", "caminhadanamontanha", "bergwandelen",
      "wandeltocht", "vandring", "fjellvandring", "vaellus", "retkeily", "wedrowka",
      "turystykapiesza",
    ],
    [
      "swimming", "swim", "16", "openwaterswimming", "openwaterswim", "schwimmen",
      "freiwasserschwimmen", "natation", "nage", "natationeneaulibre", "natacion", "nadar", "nuoto",
      "natacao", "zwemmen", "simning", "svømming", "svømning", "uinti", "pływanie",
    ],
    [
      "lapswimming", "poolswimming", "poolswim", "beckenschwimmen", "natationenpiscine",
      "natacionenpiscina", "nuotoinpiscina", "zwembad",
    ],
    ["rowing", "23", "row", "rudern", "aviron", "remo", "canottaggio", "roeien", "rodd"],
    ["indoorrowing", "rowingmachine", "ergometer", "rudergerat", "rameur", "remoergometro"],
    ["virtualrow"],
    [
      "kayaking", "22", "canoeing", "21", "kayak", "canoe", "standuppaddleboarding",
      "standuppaddling", "24", "sup", "standuppaddle", "paddleboarding", "paddling",
      "whitewaterraftingkayaking", "whitewater", "rafting", "paddeln", "kajak", "kajakfahren",
      "kanu", "kanufahren", "stehpaddeln", "canoekayak", "piraguismo", "canoa", "canoagem",
      "kajakken", "kanoen", "kanotning", "padling", "melonta", "kajakarstwo",
    ],
    [
      "crosscountryskiingws", "crosscountryskiing", "skateskiingws", "nordicski", "7",
      "backcountryski", "3", "backcountryskiingsnowboardingws", "backcountryskiing", "rollerski",
      "8", "langlauf", "skilanglauf", "skitour", "skidefond", "skiderandonnee", "esquidefondo",
      "scidifondo", "scialpinismo", "langlaufen", "langdskidakning", "langrenn", "hiihto",
      "narciarstwobiegowe",
    ],
    [
      "resortskiingsnowboardingws", "resortskiing", "alpineski", "2", "skiing", "downhillskiing",
      "ski", "skifahren", "skialpin", "esqui", "esquialpino", "sci", "scialpino", "skien", "alpint",
      "utforsakning", "laskettelu", "narciarstwo",
    ],
    ["snowboard", "12", "snowboarding", "resortsnowboarding", "snowboarden", "snowboardws"],
    [
      "iceskate", "5", "inlineskate", "6", "iceskating", "inlineskating", "skating", "skate",
      "skateboard", "skateboarding", "eislaufen", "schlittschuhlaufen", "inlineskaten", "inliner",
      "patinage", "roller", "patinaje", "pattinaggio", "schaatsen", "skridsko", "luistelu",
      "łyzwiarstwo",
    ],
    [
      "surfing", "25", "surf", "kitesurf", "14", "kitesurfing", "kiteboarding", "windsurf", "15",
      "windsurfing", "wellenreiten", "surfen", "kitesurfen", "windsurfen", "plancheavoile",
      "surfear",
    ],
    ["sail", "sailing", "segeln", "voile", "vela", "zeilen", "segling"],
    [
      "rockclimbing", "28", "climbing", "bouldering", "klettern", "bouldern", "escalade",
      "escalada", "arrampicata", "klimmen", "klattring",
    ],
    ["indoorclimbing", "hallenklettern"],
    ["elliptical", "27", "ellipticaltrainer", "crosstrainer", "elliptique", "eliptica"],
    ["stairstepper", "29", "stairclimbing", "stairs", "floorclimbing", "stepper"],
    ["yoga", "31"],
    [
      "weighttraining", "30", "strengthtraining", "weights", "functionalstrengthtraining",
      "traditionalstrengthtraining", "crossfit", "26", "krafttraining", "musculation",
      "entrenamientodefuerza", "pesas", "allenamentoconipesi", "krachttraining", "styrketraning",
      "treningsiłowy",
    ],
    ["highintensityintervaltraining", "hiit"],
    ["golf"],
    [
      "wheelchair", "52", "wheelchairpushrun", "wheelchairpushwalk", "wheelchairrunpace",
      "wheelchairwalkpace", "rollstuhl",
    ],
    ["multisport", "triathlon", "duathlon"],
    ["other", "workout", "11", "generic", "training", "fitnessequipment"],
  ]
}
