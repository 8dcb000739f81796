/// A real place the athlete trains at: the centre of a loop route and its terrain.
///
/// Coordinates are WGS 84 degrees picked from OpenStreetMap by hand; elevations are approximate
/// metres above sea level.
struct Place: Sendable {
  /// Display name (used in the README only).
  var name: String
  var latitude: Double
  var longitude: Double
  /// Elevation of the lowest part of the loop, metres.
  var baseElevation: Double
  /// Gentle rolling amplitude, metres.
  var rolling: Double
  /// Height of the single big climb at the far side of the loop (hills), metres.
  var climb: Double = 0
  /// One lap's length in metres; nil = one loop sized to the whole workout.
  var lapLength: Double?
  /// North–south extent relative to east–west (loop shape).
  var aspect: Double = 0.6
  /// Rotation of the loop in radians.
  var rotation: Double = 0

  static let tiergarten = Place(
    name: "Tiergarten", latitude: 52.5145, longitude: 13.3501, baseElevation: 34, rolling: 2,
    lapLength: 4_600, aspect: 0.45, rotation: 0.05)
  static let tempelhof = Place(
    name: "Tempelhofer Feld", latitude: 52.4736, longitude: 13.4018, baseElevation: 44,
    rolling: 1, lapLength: 6_100, aspect: 0.7, rotation: -0.35)
  static let grunewald = Place(
    name: "Grunewald", latitude: 52.4815, longitude: 13.2560, baseElevation: 48, rolling: 9,
    climb: 30, lapLength: 8_400, aspect: 0.8, rotation: 0.6)
  static let teufelsberg = Place(
    name: "Teufelsberg", latitude: 52.4930, longitude: 13.2445, baseElevation: 52, rolling: 6,
    climb: 66, aspect: 0.9, rotation: 1.1)
  static let mueggelsee = Place(
    name: "Müggelsee", latitude: 52.4400, longitude: 13.6470, baseElevation: 33, rolling: 3,
    lapLength: 11_700, aspect: 0.6, rotation: 0.25)
  static let mueggelseeWater = Place(
    name: "Müggelsee (Strandbad)", latitude: 52.4440, longitude: 13.6585, baseElevation: 32.5,
    rolling: 0, aspect: 0.35, rotation: 0.4)
  static let friedrichshain = Place(
    name: "Volkspark Friedrichshain", latitude: 52.5283, longitude: 13.4339, baseElevation: 42,
    rolling: 5, lapLength: 2_700, aspect: 0.75, rotation: 0.2)
  static let havel = Place(
    name: "Havel & Grunewald ride loop", latitude: 52.4550, longitude: 13.2050,
    baseElevation: 36, rolling: 14, aspect: 0.7, rotation: 1.35)
  static let barnim = Place(
    name: "Barnim ride loop (north-east)", latitude: 52.6300, longitude: 13.5600,
    baseElevation: 55, rolling: 12, aspect: 0.6, rotation: 0.3)
  static let cityHalf = Place(
    name: "City centre (half-marathon loop)", latitude: 52.5140, longitude: 13.3900,
    baseElevation: 36, rolling: 3, aspect: 0.55, rotation: 0)
  static let imperialPalace = Place(
    name: "Imperial Palace, Tokyo", latitude: 35.6852, longitude: 139.7528, baseElevation: 12,
    rolling: 10, lapLength: 5_000, aspect: 0.85, rotation: 0.15)
  static let yoyogi = Place(
    name: "Yoyogi Park, Tokyo", latitude: 35.6717, longitude: 139.6949, baseElevation: 38,
    rolling: 4, lapLength: 2_600, aspect: 0.9, rotation: 0.5)
  static let takao = Place(
    name: "Mt. Takao, Tokyo", latitude: 35.6260, longitude: 139.2560, baseElevation: 190,
    rolling: 8, climb: 400, aspect: 0.7, rotation: 0.9)
  static let watopia = Place(
    name: "Zwift Watopia (game map)", latitude: -11.6400, longitude: 166.9500,
    baseElevation: 5, rolling: 25, lapLength: 9_200, aspect: 0.6, rotation: 0.3)
}
