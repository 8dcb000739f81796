import Achievements
import Foundation
import WorkoutModel

/// The tiles to go and get next, as files a GPS app loads (`tiles-to-explore.gpx` and
/// `tiles-to-explore.geojson` beside the cabinet): per zoom (14, then 17), the missing tiles
/// that would grow the max square by one (``ExplorerArea/squareFrontier``, goal `square`), then
/// the missing neighbours of the tiles touching the max cluster
/// (``ExplorerArea/clusterFrontier``, goal `cluster`), each outlined by its four corners.
///
/// Corners come from the inverse slippy-map formula (OpenStreetMap wiki, "Slippy map
/// tilenames"): `λ = x / 2^z · 360° − 180°`, `φ = atan(sinh(π · (1 − 2y / 2^z)))`, written with
/// 6 decimals (about 0.1 m). GPX: one closed track per tile (north-west, north-east, south-east,
/// south-west, north-west), no times. GeoJSON (RFC 7946): a FeatureCollection of Polygons, the
/// ring counter-clockwise (north-west, south-west, south-east, north-east, north-west).
public struct TilesToExplore: Sendable {
  /// One tile to explore.
  public struct Target: Sendable, Hashable {
    /// Its zoom.
    public var zoom: Int
    /// The tile.
    public var tile: ExplorerTiles.Tile
    /// `square` or `cluster`: which figure it grows.
    public var goal: String
  }

  /// The tiles, in file order.
  public var targets: [Target]

  /// The file names, GPX then GeoJSON.
  public static let gpxName = "tiles-to-explore.gpx"
  /// See ``gpxName``.
  public static let geoJSONName = "tiles-to-explore.geojson"

  /// The tiles of `explorer`, less those near a privacy zone (``WorkoutModel/PrivacyZones/hides(_:zoom:)``);
  /// empty when no workout has tiles.
  public init(_ explorer: ExplorerHistory, zones: PrivacyZones = PrivacyZones()) {
    targets = explorer.areas.flatMap { area in
      (area.squareFrontier.map { Target(zoom: area.zoom, tile: $0, goal: "square") }
        + area.clusterFrontier.map { Target(zoom: area.zoom, tile: $0, goal: "cluster") })
        .filter { !zones.hides($0.tile, zoom: $0.zoom) }
    }
  }

  /// Longitude of the west edge of column `x` at `zoom`, degrees.
  public static func longitude(x: Int, zoom: Int) -> Double {
    SlippyTile.westEdge(column: Int64(x), zoom: zoom)
  }

  /// Latitude of the north edge of row `y` at `zoom`, degrees.
  public static func latitude(y: Int, zoom: Int) -> Double {
    SlippyTile.northEdge(row: Int64(y), zoom: zoom)
  }

  /// The corners of `target` as (lat, lon) text, 6 decimals: north-west, north-east,
  /// south-east, south-west.
  static func corners(_ target: Target) -> [(lat: String, lon: String)] {
    let x = Int(target.tile.x)
    let y = Int(target.tile.y)
    let west = degrees(longitude(x: x, zoom: target.zoom))
    let east = degrees(longitude(x: x + 1, zoom: target.zoom))
    let north = degrees(latitude(y: y, zoom: target.zoom))
    let south = degrees(latitude(y: y + 1, zoom: target.zoom))
    return [(north, west), (north, east), (south, east), (south, west)]
  }

  private static func degrees(_ value: Double) -> String {
    NumberText.fixed(value, decimals: 6, grouping: false)
  }

  /// The GPX 1.1 document, ending in a newline.
  public var gpx: String {
    // The fixed beginning by which a later run knows this file as Trophies' own (issue 17, W5).
    var text = OwnOutput.tilesGPXHeader
    for target in targets {
      let corners = Self.corners(target)
      text += "<trk><name>\(target.goal) z\(target.zoom) \(target.tile.x)/\(target.tile.y)</name>"
      text += "<trkseg>"
      for corner in corners + [corners[0]] {
        text += "<trkpt lat=\"\(corner.lat)\" lon=\"\(corner.lon)\"/>"
      }
      text += "</trkseg></trk>\n"
    }
    return text + "</gpx>\n"
  }

  /// The GeoJSON FeatureCollection, one Feature per line, ending in a newline.
  public var geoJSON: String {
    let features = targets.map { target in
      let corners = Self.corners(target)
      // RFC 7946 §3.1.6: exterior rings counter-clockwise, [lon, lat].
      let ring = [corners[0], corners[3], corners[2], corners[1], corners[0]].map {
        "[\($0.lon),\($0.lat)]"
      }.joined(separator: ",")
      return "{\"type\":\"Feature\",\"properties\":{\"zoom\":\(target.zoom),"
        + "\"x\":\(target.tile.x),\"y\":\(target.tile.y),\"goal\":\"\(target.goal)\"},"
        + "\"geometry\":{\"type\":\"Polygon\",\"coordinates\":[[\(ring)]]}}"
    }
    return "{\"type\":\"FeatureCollection\",\"features\":[\n" + features.joined(separator: ",\n")
      + "\n]}\n"
  }
}
