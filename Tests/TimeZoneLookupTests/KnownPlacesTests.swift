import Testing

@testable import TimeZoneLookup

/// A place, its WGS 84 position in degrees and the IANA zone it must answer.
struct KnownPlace: Sendable, CustomTestStringConvertible {
  let name: String
  let latitude: Double
  let longitude: Double
  let zone: String
  var testDescription: String { "\(name) → \(zone)" }
}

// Positions: town centres from OpenStreetMap (rounded to 1e-4 deg, i.e. well inside each town,
// kilometres from any zone border). Expected zones: tzdata's zone.tab/backzone comments for
// the region (e.g. Louisville is America/Kentucky/Louisville, Evansville is in Indiana's
// Central-time corner, the Navajo Nation observes DST but the Hopi reservation inside it does
// not), cross-checked by a python3 one-off against the unsimplified source polygons with
// timezonefinder 9.0.0 + timezonefinder-data 3.2026.3.post1 (timezone_at), not this code.
let borderTowns: [KnownPlace] = [
  KnownPlace(name: "Badajoz (ES)", latitude: 38.8794, longitude: -6.9707, zone: "Europe/Madrid"),
  KnownPlace(name: "Elvas (PT)", latitude: 38.8810, longitude: -7.1628, zone: "Europe/Lisbon"),
  KnownPlace(
    name: "Louisville KY", latitude: 38.2527, longitude: -85.7585,
    zone: "America/Kentucky/Louisville"),
  KnownPlace(
    name: "Evansville IN", latitude: 37.9716, longitude: -87.5711, zone: "America/Chicago"),
  KnownPlace(
    name: "Indianapolis IN", latitude: 39.7684, longitude: -86.1581,
    zone: "America/Indiana/Indianapolis"),
  KnownPlace(name: "Phoenix AZ", latitude: 33.4484, longitude: -112.0740, zone: "America/Phoenix"),
  KnownPlace(
    name: "Window Rock (Navajo Nation)", latitude: 35.6803, longitude: -109.0526,
    zone: "America/Denver"),
  KnownPlace(
    name: "Tuba City (Navajo Nation)", latitude: 36.1350, longitude: -111.2399,
    zone: "America/Denver"),
  KnownPlace(
    name: "Kykotsmovi (Hopi, inside Navajo)", latitude: 35.8775, longitude: -110.6243,
    zone: "America/Phoenix"),
  KnownPlace(name: "Singapore", latitude: 1.2903, longitude: 103.8519, zone: "Asia/Singapore"),
  KnownPlace(
    name: "Johor Bahru (MY)", latitude: 1.4927, longitude: 103.7414, zone: "Asia/Kuala_Lumpur"),
  KnownPlace(name: "Geneva (CH)", latitude: 46.2044, longitude: 6.1432, zone: "Europe/Zurich"),
  KnownPlace(
    name: "Évian-les-Bains (FR)", latitude: 46.4009, longitude: 6.5897, zone: "Europe/Paris"),
  KnownPlace(name: "Lausanne (CH)", latitude: 46.5197, longitude: 6.6323, zone: "Europe/Zurich"),
  KnownPlace(name: "Moscow", latitude: 55.7558, longitude: 37.6173, zone: "Europe/Moscow"),
  // Xinjiang is covered twice in the source (Asia/Shanghai and Asia/Urumqi); the build's
  // overlap rule follows the reference there, which answers Urumqi (BUILD-INFO.md).
  KnownPlace(name: "Ürümqi", latitude: 43.8256, longitude: 87.6168, zone: "Asia/Urumqi"),
  KnownPlace(name: "Beijing", latitude: 39.9042, longitude: 116.4074, zone: "Asia/Shanghai"),
]

// Open sea answers timezone-boundary-builder's 15°-wide nautical zones. POSIX sign inversion:
// 30°W lies in the 22.5°W–37.5°W band whose offset is UTC−2, which IANA spells Etc/GMT+2.
// 150°W → UTC−10 → Etc/GMT+10; 140°W → UTC−9 → Etc/GMT+9.
let openSea: [KnownPlace] = [
  KnownPlace(name: "mid-Atlantic", latitude: 0, longitude: -30, zone: "Etc/GMT+2"),
  KnownPlace(name: "mid-Pacific", latitude: 0, longitude: -150, zone: "Etc/GMT+10"),
  KnownPlace(name: "NE Pacific", latitude: 20, longitude: -140, zone: "Etc/GMT+9"),
  KnownPlace(name: "Indian Ocean", latitude: -30, longitude: 80, zone: "Etc/GMT-5"),
]

// Poles: at 90°N every meridian meets, but the source assigns the pole point to the nautical
// zone of the longitude asked (0° → Etc/GMT). The South Pole lies in Antarctica, where
// timezone-boundary-builder puts the Amundsen–Scott station's zone, Antarctica/McMurdo (NZ time),
// at every longitude. Antimeridian: Fiji's and Chukotka's territory straddles 180°, so ±180 give
// the same answer (the map treats 180 as −180).
let polesAndAntimeridian: [KnownPlace] = [
  KnownPlace(name: "North Pole", latitude: 90, longitude: 0, zone: "Etc/GMT"),
  KnownPlace(name: "South Pole", latitude: -90, longitude: 0, zone: "Antarctica/McMurdo"),
  KnownPlace(name: "South Pole, 100°E", latitude: -90, longitude: 100, zone: "Antarctica/McMurdo"),
  KnownPlace(name: "Suva", latitude: -18.1416, longitude: 178.4419, zone: "Pacific/Fiji"),
  KnownPlace(name: "Fiji waters 180°", latitude: -17.8, longitude: 180, zone: "Pacific/Fiji"),
  KnownPlace(name: "Fiji waters −180°", latitude: -17.8, longitude: -180, zone: "Pacific/Fiji"),
  KnownPlace(name: "Anadyr", latitude: 64.7337, longitude: 177.5089, zone: "Asia/Anadyr"),
  KnownPlace(name: "Chukotka 180°", latitude: 66, longitude: 180, zone: "Asia/Anadyr"),
  KnownPlace(name: "Chukotka −180°", latitude: 66, longitude: -180, zone: "Asia/Anadyr"),
]

@Suite("TimeZoneMap answers known places", .enabled(if: TimeZoneMap.embedded != nil))
struct KnownPlacesTests {
  let map = TimeZoneMap.embedded

  @Test("border towns answer their own zone", arguments: borderTowns)
  func borderTown(_ place: KnownPlace) {
    #expect(map?.zone(latitude: place.latitude, longitude: place.longitude) == place.zone)
  }

  @Test("open sea answers sign-inverted Etc/GMT zones", arguments: openSea)
  func sea(_ place: KnownPlace) {
    #expect(map?.zone(latitude: place.latitude, longitude: place.longitude) == place.zone)
  }

  @Test("poles and the antimeridian", arguments: polesAndAntimeridian)
  func poleOrAntimeridian(_ place: KnownPlace) {
    #expect(map?.zone(latitude: place.latitude, longitude: place.longitude) == place.zone)
  }

  @Test("longitude 180 and −180 are the same meridian", arguments: [-89.5, -45.0, 0.0, 52.3, 89.9])
  func antimeridianSymmetry(latitude: Double) {
    let east = map?.zone(latitude: latitude, longitude: 180)
    #expect(east != nil)
    #expect(east == map?.zone(latitude: latitude, longitude: -180))
  }

  @Test(
    "invalid positions give nil",
    arguments: [
      (Double.nan, 0.0), (0.0, Double.nan), (90.0001, 0.0), (-90.0001, 0.0), (0.0, 180.0001),
      (0.0, -180.0001), (Double.infinity, 0.0), (0.0, -Double.infinity),
    ])
  func invalid(latitude: Double, longitude: Double) {
    #expect(map?.zone(latitude: latitude, longitude: longitude) == nil)
  }
}
