import Foundation
import Testing

@testable import TrophiesCLI

/// The help and the parser must agree: every option a command's `--help` names is one the
/// parser takes for that command, and every option the parser takes is named in that help.
/// Options are found in the texts themselves (any `--word` or `-x` in the main or a command's
/// help), not read from the option table, so a help written by hand would be checked the same.
@Suite("help and parser agree")
struct HelpParserAgreementTests {
  typealias Command = CommandLineOptions.Command

  /// A valid value for each option that takes one (by its long or short spelling).
  static let sampleValues: [String: String] = [
    "--out": "out", "-o": "out", "--format": "html", "--units": "imperial",
    "--library": "lib.sqlite", "--home-timezone": "Europe/Berlin",
    "--activity": "a.gpx=running", "--activity-map": "map.txt", "--min-duration": "60",
    "--min-distance": "100", "--settings": "settings.json", "--privacy-zone": "52.5,13.4,400",
  ]

  /// Spellings the dispatcher handles before the parser, never options of a command.
  static let dispatcherWords: Set<String> = ["--help", "-h", "--version", "-V", "--man"]

  /// Every `--word` and `-x` in `text`, in order, once each: the text is cut at every
  /// character other than a letter, a digit, `-` or `_`, and a piece is kept when it is `--`
  /// followed by lower-case words joined by `-`, or `-` and one letter.
  static func optionWords(_ text: String) -> [String] {
    var words: [String] = []
    let pieces = text.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    for piece in pieces.map(String.init) where !words.contains(piece) {
      let long =
        piece.hasPrefix("--") && piece.count > 3 && !piece.hasSuffix("-")
        && piece.dropFirst(2).allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
        && piece.dropFirst(2).first != "-"
      let short = piece.count == 2 && piece.first == "-" && piece.last?.isLetter == true
      if long || short { words.append(piece) }
    }
    return words
  }

  /// Every option word any help names.
  static var candidates: [String] {
    let texts = [HelpText.main] + Command.allCases.map { HelpText.command($0) }
    var words: [String] = []
    for word in texts.flatMap(optionWords)
    where !words.contains(word) && !dispatcherWords.contains(word) {
      words.append(word)
    }
    return words
  }

  /// Whether `parse` takes `word` for `command`, with a valid value when it needs one: `nil`
  /// when refused as unknown, else the error (`nil` error: parsed).
  static func accepts(_ word: String, _ command: Command) -> (taken: Bool, error: String?) {
    var arguments = [word] + (sampleValues[word].map { [$0] } ?? [])
    if !command.readsLibrary { arguments.append("x.gpx") }
    do {
      _ = try CommandLineOptions.parse(command: command, arguments)
      return (true, nil)
    } catch {
      return (!error.message.contains("unknown option"), error.message)
    }
  }

  @Test("the helps name at least the 18 spellings of today's options")
  func candidatesFound() {
    // 15 options, 3 of them with a short spelling (-o, -q, -v).
    #expect(Self.candidates.count >= 18, "\(Self.candidates)")
  }

  @Test(
    "each command's help names exactly the options its parser takes", arguments: Command.allCases)
  func helpMatchesParser(command: Command) {
    let help = Set(Self.optionWords(HelpText.command(command)))
    for word in Self.candidates {
      let (taken, error) = Self.accepts(word, command)
      #expect(error == nil || !taken, "\(command.rawValue) \(word): \(error ?? "")")
      let named = help.contains(word)
      #expect(
        taken == named,
        "\(command.rawValue) \(word): parser \(taken ? "takes" : "refuses"), help \(named ? "names" : "omits")"
      )
    }
  }

  @Test("the main help names every option of every command")
  func mainHelpNamesAll() {
    let main = Set(Self.optionWords(HelpText.main))
    for command in Command.allCases {
      for word in Self.optionWords(HelpText.command(command))
      where !Self.dispatcherWords.contains(word) && Self.accepts(word, command).taken {
        #expect(main.contains(word), "\(word) of \(command.rawValue)")
      }
    }
  }

  @Test("the first paragraph names the formats read, FIT included")
  func purposeNamesFormats() throws {
    let paragraph = try #require(HelpText.main.components(separatedBy: "\n\n").first)
    let first = paragraph.replacingOccurrences(of: "\n", with: " ")
    for format in ["FIT", "GPX", "TCX", "Strava", "Garmin", "Apple Health"] {
      #expect(first.contains(format), "\(format)")
    }
  }

  @Test("README's command reference names every option")
  func readmeNamesAll() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    for word in Self.candidates {
      #expect(readme.contains("`\(word)") || readme.contains(" \(word)"), "\(word)")
    }
    let namesCompletions = readme.contains("trophies completions")
    #expect(namesCompletions)
  }
}
