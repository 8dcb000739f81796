/// The cabinet's "Map of every route" section (``CabinetDocument/routeMap(_:)``): the map
/// (``RouteMap``: routes, years, activities, views), the explorer tiles of each view, and what
/// the Markdown says of it (the drawing is the HTML page's).
public struct DocumentRouteMap: Sendable {
  /// "Map of every route" and a blurb.
  public var heading: DocumentHeading
  /// The routes and views.
  public var map: RouteMap
  /// Explorer tiles per view of ``map`` (parallel to its views), `nil` where none are drawn.
  public var tiles: [RouteMapTiles?]
  /// One sentence for the Markdown: where the map is and its areas with their workouts.
  public var summary: DocumentSentence
}
