import Testing
import WorkoutLibrary

@Suite("app-usage achievement rules")
struct ToolAchievementRuleTests {
  // (import?, known files, new files) → Welcome Back earned? The rule: an import that found
  // something already in the library and nothing new (a first import of a zip holding one file
  // the library had is not a return; an unpacked Garmin export whose JSON side file is never a
  // library file is).
  @Test(
    "Welcome Back: an import that finds files already stored and nothing new",
    arguments: [
      (true, 5, 0, true), (true, 1, 4, false), (true, 0, 0, false), (false, 5, 0, false),
    ])
  func welcomeBack(isImport: Bool, known: Int, new: Int, earned: Bool) {
    var facts = ToolFacts()
    facts.isImport = isImport
    facts.knownFilesThisRun = known
    facts.newFilesThisRun = new
    facts.filesThisRun = 1  // one archive given: not what the rule counts
    #expect(ToolAchievements.earned(facts).contains("tool.welcome_back") == earned)
  }
}
