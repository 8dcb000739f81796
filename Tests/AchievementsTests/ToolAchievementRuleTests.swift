import Achievements
import Testing
import WorkoutModel

/// Facts of an import run with one change made to empty facts.
private func facts(_ change: (inout ToolFacts) -> Void) -> ToolFacts {
  var facts = ToolFacts()
  change(&facts)
  return facts
}

/// One rule case: the facts and the ids they earn, listed by hand in catalog order.
struct ToolRuleCase: Sendable, CustomTestStringConvertible {
  let name: String
  let facts: ToolFacts
  let earned: [String]
  var testDescription: String { name }
}

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

  // Each threshold at its value and one below; 365.2425 d × 86,400 s = 31,556,952 s a year, so
  // 5 years = 157,784,760 s and 10 years = 315,569,520 s (docs/CONTRACT.md).
  static let cases: [ToolRuleCase] = [
    ToolRuleCase(name: "nothing", facts: ToolFacts(), earned: []),
    ToolRuleCase(
      name: "an import leaving 1 workout",
      facts: facts {
        $0.isImport = true
        $0.libraryWorkouts = 1
      }, earned: ["tool.first_import"]),
    ToolRuleCase(
      name: "an import leaving none", facts: facts { $0.isImport = true }, earned: []),
    ToolRuleCase(
      name: "a report from 1 workout", facts: facts { $0.libraryWorkouts = 1 }, earned: []),
    ToolRuleCase(
      name: "a cabinet written", facts: facts { $0.cabinetWritten = true },
      earned: ["tool.first_cabinet"]),
    ToolRuleCase(
      name: "100 new workouts", facts: facts { $0.newWorkoutsThisRun = 100 },
      earned: ["tool.big_run"]),
    ToolRuleCase(name: "99 new workouts", facts: facts { $0.newWorkoutsThisRun = 99 }, earned: []),
    ToolRuleCase(
      name: "1 duplicate", facts: facts { $0.duplicatesThisRun = 1 },
      earned: ["tool.double_take"]),
    ToolRuleCase(name: "3 creators", facts: facts { $0.creators = 3 }, earned: ["tool.devices.3"]),
    ToolRuleCase(name: "2 creators", facts: facts { $0.creators = 2 }, earned: []),
    ToolRuleCase(
      name: "GPX and TCX", facts: facts { $0.formats = [.gpx, .tcx] },
      earned: ["tool.formats.gpx_tcx"]),
    ToolRuleCase(
      name: "GPX, TCX and FIT", facts: facts { $0.formats = [.gpx, .tcx, .fit] },
      earned: ["tool.formats.gpx_tcx", "tool.formats.gpx_tcx_fit"]),
    ToolRuleCase(name: "GPX and FIT", facts: facts { $0.formats = [.gpx, .fit] }, earned: []),
    ToolRuleCase(name: "TCX and FIT", facts: facts { $0.formats = [.tcx, .fit] }, earned: []),
    ToolRuleCase(
      name: "1,000 workouts", facts: facts { $0.libraryWorkouts = 1_000 },
      earned: ["tool.library.1000"]),
    ToolRuleCase(name: "999 workouts", facts: facts { $0.libraryWorkouts = 999 }, earned: []),
    ToolRuleCase(
      name: "10,000 workouts", facts: facts { $0.libraryWorkouts = 10_000 },
      earned: ["tool.library.1000", "tool.library.10000"]),
    ToolRuleCase(
      name: "9,999 workouts", facts: facts { $0.libraryWorkouts = 9_999 },
      earned: ["tool.library.1000"]),
    ToolRuleCase(
      name: "5 years", facts: facts { $0.historySeconds = 157_784_760 },
      earned: ["tool.history.5"]),
    ToolRuleCase(
      name: "5 years less 1 s", facts: facts { $0.historySeconds = 157_784_759 }, earned: []),
    ToolRuleCase(
      name: "10 years", facts: facts { $0.historySeconds = 315_569_520 },
      earned: ["tool.history.5", "tool.history.10"]),
    ToolRuleCase(
      name: "10 years less 1 s", facts: facts { $0.historySeconds = 315_569_519 },
      earned: ["tool.history.5"]),
    ToolRuleCase(
      name: "an import finding only known files",
      facts: facts {
        $0.isImport = true
        $0.knownFilesThisRun = 2
      }, earned: ["tool.welcome_back"]),
  ]

  @Test("each rule holds from its threshold on, and earns nothing else", arguments: cases)
  func rule(_ example: ToolRuleCase) {
    #expect(ToolAchievements.earned(example.facts) == example.earned)
  }

  @Test("every app-usage entry of the catalog has a rule and is earned by a case above")
  func everyRuleTested() {
    let ids = Set(AchievementCatalog.personalBests.map(\.id))
    #expect(ids.count == 12)
    #expect(Set(ToolAchievements.rules.keys) == ids)
    #expect(Set(Self.cases.flatMap(\.earned)) == ids)
  }
}
