/// One option of the `trophies` command line: its spellings, its value, the commands that take it
/// and its help line. ``CommandLineOption/table`` lists them all, and everything that names an
/// option reads it from there: the parser (``CommandLineOptions/parse(command:_:)``), each
/// command's `--help`, the main help, the manual page (`trophies help --man`,
/// `docs/trophies.1`) and the shell completions (`trophies completions bash|zsh|fish`).
struct CommandLineOption: Sendable, Hashable {
  /// Which option this is; the parser switches over it, so a table row without a parser case
  /// does not compile.
  enum Key: String, Sendable, Hashable, CaseIterable {
    case json, out, format, noRoutes, units, library, quiet, verbose, homeTimeZone, activity
    case activityMap, minDuration, minDistance, settings, privacyZone, share
  }

  /// Where the main help and the manual list the option.
  enum Group: Sendable, Hashable {
    /// Named in the command's own usage line.
    case command
    /// "The workout library": `import`, and `report`/`achievements` without paths.
    case library
    /// Taken by every command.
    case all
  }

  /// What a shell may offer as the option's value.
  enum ValueKind: Sendable, Hashable {
    /// Nothing to offer (a time zone, a number, `FILE=TYPE`).
    case text
    /// A file name.
    case file
    /// A folder name.
    case folder
    /// One of these words.
    case choices([String])
  }

  /// The option.
  let key: Key
  /// The long spelling, `--out`.
  let name: String
  /// The one-letter spelling, `-o`, if any.
  let short: String?
  /// The value's placeholder, `DIR`; `nil` for a flag (which refuses `--flag=value`).
  let value: String?
  /// What completions offer for the value.
  let valueKind: ValueKind
  /// The commands that accept the option.
  let commands: Set<CommandLineOptions.Command>
  /// Where the main help lists it.
  let group: Group
  /// One sentence or two for the help and the manual, without a final full stop.
  let summary: String

  /// Every spelling: the long one, then the short one.
  var spellings: [String] { [name] + (short.map { [$0] } ?? []) }

  /// `-o, --out DIR` as the help's left column shows it.
  var signature: String {
    (short.map { "\($0), " } ?? "") + name + (value.map { " \($0)" } ?? "")
  }

  /// The options `command` accepts, in table order.
  static func options(for command: CommandLineOptions.Command) -> [CommandLineOption] {
    table.filter { $0.commands.contains(command) }
  }

  /// The row spelled `spelling` (`--out` or `-o`) that `command` accepts, if any.
  static func option(_ spelling: String, for command: CommandLineOptions.Command)
    -> CommandLineOption?
  {
    table.first { $0.commands.contains(command) && $0.spellings.contains(spelling) }
  }
}
