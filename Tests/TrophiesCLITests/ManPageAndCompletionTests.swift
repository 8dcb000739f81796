import Foundation
import Testing

@testable import TrophiesCLI

/// Runs `executable` with `arguments` and `input` on standard input; (status, stdout, stderr).
func runTool(_ executable: String, _ arguments: [String], input: String = "") throws -> (
  Int32, String, String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let out = stdout.fileHandleForReading.readDataToEndOfFile()
  let err = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: out, as: UTF8.self),
    String(decoding: err, as: UTF8.self)
  )
}

/// The first of `/usr/bin/NAME`, `/bin/NAME`, `/usr/local/bin/NAME` that exists.
func installedTool(_ name: String) -> String? {
  ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}

/// The manual page (`docs/trophies.1`) and the completion scripts are made from the option
/// table; these tests check the checked-in page is current and each script is valid for its
/// shell and offers every option of each command. A missing shell skips its syntax check
/// (Debian: `apt-get install zsh fish`; `.ci/run` installs them).
@Suite("manual page and completions")
struct ManPageAndCompletionTests {
  typealias Command = CommandLineOptions.Command

  @Test("docs/trophies.1 is what `trophies help --man` prints (else run `make man`)")
  func manPageCurrent() throws {
    let (code, output, _) = runTrophies(["help", "--man"])
    #expect(code == 0)
    let stored = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/trophies.1"), encoding: .utf8)
    #expect(stored == output, "docs/trophies.1 is stale: run `make man`")
  }

  @Test("the manual names every option with its commands")
  func manPageOptions() {
    let page = ManPage.text
    for option in CommandLineOption.table {
      let name = option.name.replacingOccurrences(of: "-", with: "\\-")
      #expect(page.contains(".TP\n") && page.contains("\\fB\(name)\\fR"), "\(option.name)")
    }
    // Hand-written: --out is report's only, --json inspect's and achievements'.
    #expect(page.contains("cut off) and the map of every route. Commands: report.\n"))
    #expect(page.contains("(docs/CONTRACT.md). Commands: inspect, achievements.\n"))
  }

  @Test("groff formats the manual without a warning", .enabled(if: installedTool("groff") != nil))
  func manPageFormats() throws {
    let groff = try #require(installedTool("groff"))
    let (code, output, error) = try runTool(groff, ["-man", "-ww", "-z"], input: ManPage.text)
    #expect(code == 0)
    #expect(output.isEmpty && error.isEmpty, "\(error)")
  }

  @Test("completions: an unknown or missing shell is a usage error")
  func unknownShell() {
    #expect(runTrophies(["completions"]).0 == 2)
    #expect(runTrophies(["completions", "tcsh"]).0 == 2)
    #expect(runTrophies(["completions", "bash", "zsh"]).0 == 2)
    let (code, output, _) = runTrophies(["completions", "fish"])
    #expect(code == 0 && output == ShellCompletion.fish.script)
    // `help completions` is no unknown command (it was "did you mean 'completions'?").
    #expect(runTrophies(["help", "completions"]) == (0, HelpText.main, ""))
  }

  @Test("help --man with a further word is a usage error that names help --man")
  func manWithExtraWord() {
    // It was "unknown command '--man'", though `help --man` is one.
    let (code, output, error) = runTrophies(["help", "--man", "extra"])
    #expect(code == 2 && output.isEmpty)
    #expect(error == "trophies: help --man takes no further argument (got 'extra')\n")
  }

  @Test(
    "help and the manual name every spelling of --help and --version taken",
    arguments: [
      "--help", "-h", "--version", "-V",
    ])
  func helpAndVersionSpellings(spelling: String) {
    #expect(runTrophies([spelling]).0 == 0)
    // -h and -V were taken (and completed) but named neither in --help nor in the manual.
    let inHelp = HelpText.main.split { " ,|\n".contains($0) }.contains(Substring(spelling))
    #expect(inHelp, "--help: \(spelling)")
    let escaped = spelling.replacingOccurrences(of: "-", with: "\\-")
    let inManual = ManPage.text.split { " ,|\n".contains($0) }.contains(Substring(escaped))
    #expect(inManual, "manual: \(escaped)")
  }

  @Test("bash: each command's option list holds every spelling it takes, and --help")
  func bashLists() {
    let lines = ShellCompletion.bash.script.split(separator: "\n")
    for command in Command.allCases {
      let line = lines.first { $0.hasPrefix("    \(command.rawValue)) opts=") }
      let words = Set(
        (line ?? "").split(separator: "\"").dropFirst().first?.split(separator: " ") ?? [])
      let expected = CommandLineOption.options(for: command).flatMap(\.spellings) + ["--help"]
      #expect(words == Set(expected.map { Substring($0) }), "\(command.rawValue)")
    }
  }

  @Test("zsh: each command's block gives _arguments every spelling it takes")
  func zshLists() throws {
    let script = ShellCompletion.zsh.script
    for command in Command.allCases {
      let start = try #require(script.range(of: "    \(command.rawValue))\n"))
      let end = try #require(script.range(of: ";;", range: start.upperBound..<script.endIndex))
      let block = script[start.upperBound..<end.lowerBound]
      for option in CommandLineOption.options(for: command) {
        #expect(block.contains(option.name), "\(command.rawValue) \(option.name)")
        if let short = option.short {
          #expect(block.contains("{\(short),\(option.name)}"), "\(command.rawValue) \(short)")
        }
      }
    }
  }

  @Test("fish: each option is offered after exactly the commands that take it")
  func fishLists() throws {
    let lines = ShellCompletion.fish.script.split(separator: "\n")
    for option in CommandLineOption.table {
      let line = try #require(
        lines.first { $0.contains(" -l \(option.name.dropFirst(2)) ") }, "\(option.name)")
      let condition = try #require(line.split(separator: "'").dropFirst().first)
      let commands = condition.split(separator: " ").dropFirst().map(String.init)
      let expected = Command.allCases.filter { option.commands.contains($0) }.map(\.rawValue)
      #expect(commands == expected, "\(option.name)")
      #expect(line.contains(" -s \(option.short?.dropFirst() ?? "")") || option.short == nil)
    }
  }

  /// `shell -n` on the script: parsed without a complaint.
  @Test("fish and zsh: an option's description is more than one of its values")
  func descriptionsNameTheOption() {
    // `--units` was described as just "metric" (its summary cut at the first parenthesis).
    for option in CommandLineOption.table {
      guard case .choices(let values) = option.valueKind else { continue }
      let name = option.name.dropFirst(2)
      let fish = ShellCompletion.fish.script.split(separator: "\n").filter {
        $0.contains(" -l \(name) ")
      }
      #expect(fish.count == 1, "fish: \(option.name)")
      for line in fish {
        let description = line.components(separatedBy: " -d '").last?.dropLast() ?? ""
        #expect(!values.contains(String(description)), "fish: \(option.name): \(description)")
      }
      for value in values {
        let zsh = "'\(option.name)=[\(value)]"
        #expect(!ShellCompletion.zsh.script.contains(zsh), "zsh: \(zsh)")
      }
    }
  }

  static func checkSyntax(_ shell: ShellCompletion) throws {
    let path = try #require(installedTool(shell.rawValue))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trophies-completion-\(UUID().uuidString).\(shell.rawValue)")
    try shell.script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let (code, _, error) = try runTool(path, ["-n", file.path])
    #expect(code == 0, "\(error)")
    #expect(error.isEmpty, "\(error)")
  }

  @Test("bash -n accepts the bash script", .enabled(if: installedTool("bash") != nil, "no bash"))
  func bashSyntax() throws { try Self.checkSyntax(.bash) }

  @Test("zsh -n accepts the zsh script", .enabled(if: installedTool("zsh") != nil, "no zsh"))
  func zshSyntax() throws { try Self.checkSyntax(.zsh) }

  @Test("fish -n accepts the fish script", .enabled(if: installedTool("fish") != nil, "no fish"))
  func fishSyntax() throws { try Self.checkSyntax(.fish) }

  @Test(
    "bash offers report's options after `trophies report -`, the formats after --format",
    .enabled(if: installedTool("bash") != nil, "no bash"))
  func bashBehaviour() throws {
    let bash = try #require(installedTool("bash"))
    let probe = """
      source /dev/stdin <<'EOF'
      \(ShellCompletion.bash.script)
      EOF
      COMP_WORDS=(trophies report -); COMP_CWORD=2; _trophies; echo "${COMPREPLY[*]}"
      COMP_WORDS=(trophies report --format ''); COMP_CWORD=3; _trophies; echo "${COMPREPLY[*]}"
      COMP_WORDS=(trophies comp); COMP_CWORD=1; _trophies; echo "${COMPREPLY[*]}"
      """
    let (code, output, error) = try runTool(bash, ["-c", probe])
    #expect(code == 0, "\(error)")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Hand-listed: report takes these 18 spellings, and --help (compgen keeps list order).
    let reportWords =
      "--out -o --format --units --no-routes --privacy-zone --share --library --quiet -q "
      + "--verbose -v "
      + "--home-timezone --activity --activity-map --settings --min-duration --min-distance "
      + "--help"
    #expect(lines.first == reportWords)
    #expect(lines.dropFirst().first == "markdown html markdown,html")
    #expect(lines.dropFirst(2).first == "completions")
  }

  @Test(
    "fish offers inspect's long options after `trophies inspect --`, the shells after completions",
    .enabled(if: installedTool("fish") != nil, "no fish"))
  func fishBehaviour() throws {
    let fish = try #require(installedTool("fish"))
    let probe = """
      \(ShellCompletion.fish.script)
      complete -C 'trophies inspect --'; echo ---; complete -C 'trophies completions '
      """
    let (code, output, error) = try runTool(fish, ["--no-config", "-c", "source -"], input: probe)
    #expect(code == 0, "\(error)")
    let words = output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    // Hand-listed: inspect takes these 7 long options, and --help; fish sorts them.
    #expect(
      words == [
        "--activity", "--activity-map", "--help", "--home-timezone", "--json", "--min-distance",
        "--min-duration", "--settings", "---", "bash", "fish", "zsh",
      ])
  }
}
