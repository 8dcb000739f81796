import Testing

@Suite struct WorkoutModelTestsPlaceholder {
  @Test("module builds") func builds() { #expect(Bool(true)) }
}
