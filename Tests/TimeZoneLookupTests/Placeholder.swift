import Testing

@Suite struct TimeZoneLookupTestsPlaceholder {
  @Test("module builds") func builds() { #expect(Bool(true)) }
}
