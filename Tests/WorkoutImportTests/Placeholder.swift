import Testing

@Suite struct WorkoutImportTestsPlaceholder {
  @Test("module builds") func builds() { #expect(Bool(true)) }
}
