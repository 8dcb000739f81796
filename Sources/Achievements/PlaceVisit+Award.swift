extension PlaceVisit {
  /// The id of the country as an award: `place.country.<ISO code in lower case>`
  /// (`place.country.ch`), as `achievements --json` lists it (`docs/CONTRACT.md`, "Places").
  public var awardID: String { "place.country.\(code.lowercased())" }
}
