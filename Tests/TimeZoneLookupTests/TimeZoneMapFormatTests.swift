import Foundation
import Testing

@testable import TimeZoneLookup

@Suite("TimeZoneMap file format and zone names")
struct TimeZoneMapFormatTests {
  @Test("the embedded map is present and states its source")
  func embedded() throws {
    let map = try #require(TimeZoneMap.embedded)
    #expect(map.dataVersion == "timezone-boundary-builder 2026c")
    // timezone-boundary-builder 2026c with oceans has 444 zones (timezone_names.txt).
    #expect(map.zoneIdentifiers.count == 444)
    #expect(map.byteCount <= 3 * 1024 * 1024)
  }

  /// Foundation on Linux takes zone rules from the toolchain's ICU (2025b with Swift 6.3.1),
  /// not /usr/share/zoneinfo, so a name the boundary data uses might be unknown to it. All 444
  /// names of the 2026c data resolve; if a future data release adds one ICU lacks, this fails
  /// and the importer must fall back (the name is still what the map answers).
  @Test("every zone name in the map resolves with TimeZone(identifier:)")
  func namesResolve() throws {
    let map = try #require(TimeZoneMap.embedded)
    let unresolved = map.zoneIdentifiers.filter { TimeZone(identifier: $0) == nil }
    #expect(unresolved.isEmpty, "unknown to this Foundation/ICU: \(unresolved)")
  }

  @Test("a copy of the embedded bytes loads through init(data:) and answers the same")
  func copyLoads() throws {
    let embedded = try #require(TimeZoneMap.embedded)
    let bytes = Array(
      UnsafeRawBufferPointer(start: embedded.store.base, count: embedded.store.count))
    let copy = try TimeZoneMap(data: bytes)
    #expect(copy.zoneIdentifiers == embedded.zoneIdentifiers)
    // Madrid centre; Europe/Madrid per tzdata zone.tab.
    #expect(copy.zone(latitude: 40.4168, longitude: -3.7038) == "Europe/Madrid")
  }

  @Test("bad bytes throw the matching error code, never trap")
  func badBytes() throws {
    #expect(throws: TimeZoneLookupError(.empty, "no map bytes")) {
      try TimeZoneMap(data: [])
    }
    #expect {
      try TimeZoneMap(data: Array("XXXX".utf8) + [UInt8](repeating: 0, count: 60))
    } throws: { ($0 as? TimeZoneLookupError)?.code == .badMagic }
    #expect { try TimeZoneMap(data: Array("TZM1".utf8)) } throws: {
      ($0 as? TimeZoneLookupError)?.code == .corrupt
    }
    var header = Array("TZM1".utf8) + [UInt8](repeating: 0, count: 48)
    header[4] = 2  // format version 2
    #expect { try TimeZoneMap(data: header) } throws: {
      ($0 as? TimeZoneLookupError)?.code == .unsupportedVersion
    }
  }

  @Test("a truncated map is rejected at load", arguments: [60, 5_000, 200_000])
  func truncated(length: Int) throws {
    let embedded = try #require(TimeZoneMap.embedded)
    let bytes = Array(UnsafeRawBufferPointer(start: embedded.store.base, count: length))
    #expect { try TimeZoneMap(data: bytes) } throws: {
      ($0 as? TimeZoneLookupError)?.code == .corrupt
    }
  }

  @Test("corrupt cell data gives an answer or nil, never a trap")
  func corruptCells() throws {
    let embedded = try #require(TimeZoneMap.embedded)
    var bytes = Array(UnsafeRawBufferPointer(start: embedded.store.base, count: embedded.byteCount))
    // Overwrite the second half of the cells area (the file ends with it) with 0xFF bytes:
    // varints that never terminate.
    for index in (bytes.count - bytes.count / 4)..<bytes.count { bytes[index] = 0xFF }
    let map = try TimeZoneMap(data: bytes)
    var answered = 0
    for latitude in stride(from: -89.5, through: 89.5, by: 1.0) {
      for longitude in stride(from: -179.5, through: 179.5, by: 1.0)
      where map.zone(latitude: latitude, longitude: longitude) != nil {
        answered += 1
      }
    }
    #expect(answered > 0)
  }
}
