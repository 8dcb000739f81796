import Achievements
import Foundation
import TrophyReports
import WorkoutModel

extension AchievementsCommand {
  /// The gear entries of `achievements --json` (`docs/CONTRACT.md`, "Gear"): per piece of gear
  /// (``GearUse``, most distance first), its milestones reached and then the next one, each
  /// shaped like a catalog entry (kind `gear`, id `<gear id>.distance.<km>km`, progress in
  /// whole km toward the milestone) with a trailing `gear` object: the gear's figures and its
  /// standing against `settings`.
  static func gearJSON(_ uses: [GearUse], settings: [String: GearSetting]) -> [JSONValue] {
    uses.flatMap { use in
      let figures = gearObject(use, setting: settings[use.name])
      return use.shownStatuses.map { status in
        guard case .object(var pairs) = json(status) else { return JSONValue.null }
        pairs.append(("gear", figures))
        return .object(pairs)
      }
    }
  }

  /// The trailing `gear` object: id, name, distance (m, 1 decimal), active time (s, 3
  /// decimals), workouts, first and last use (local dates), sports, `retire_at_km`, `retired`
  /// and `retire_warning` (`passed`, `near` or `null`).
  static func gearObject(_ use: GearUse, setting: GearSetting?) -> JSONValue {
    .object([
      ("id", .string(use.id)), ("name", .string(use.name)),
      ("distance_m", .number(use.distanceMeters, decimals: 1)),
      ("active_s", .number(use.activeSeconds, decimals: 3)), ("workouts", .int(use.workouts)),
      ("first_use", .string(use.firstUse.description)),
      ("last_use", .string(use.lastUse.description)),
      ("sports", .array(use.sports.map { .string($0.rawValue) })),
      ("retire_at_km", setting?.retireAtKilometres.map { .number($0, decimals: 3) } ?? .null),
      ("retired", .bool(setting?.retired ?? false)),
      ("retire_warning", .optional(use.retirement(setting)?.rawValue)),
    ])
  }

  /// The text lines of the gear milestones: `[x] 500 km on Nike Pegasus 41 — 2025-09-14` or
  /// `[ ] 1,000 km on Nike Pegasus 41 (612/1000 km)`.
  static func gearLines(_ uses: [GearUse]) -> [String] {
    uses.flatMap { use in
      use.shownMilestones.map { milestone in
        let name = TerminalText.safe(use.status(milestone).definition.name)
        if let date = milestone.reachedOn { return "[x] \(name) — \(date)" }
        return "[ ] \(name) (\(Int(saturating: use.distanceMeters / 1_000))/"
          + "\(milestone.kilometres) km)"
      }
    }
  }

  /// One line per piece of gear past its retire-at distance or within 10 % of it, for
  /// standard error: `gear 'Nike Pegasus 41' has 812.3 km, past its retire-at distance of
  /// 800 km (settings file)`; the name cut to ``TrophyReports/TrophyCabinet/shownNameLimit``
  /// characters.
  static func gearWarnings(_ uses: [GearUse], settings: [String: GearSetting]) -> [String] {
    uses.compactMap { use in
      guard let retirement = use.retirement(settings[use.name]),
        let limit = settings[use.name]?.retireAtKilometres
      else { return nil }
      let limitText =
        limit == limit.rounded()
        ? NumberText.fixed(limit, decimals: 0) : NumberText.fixed(limit, decimals: 1)
      let name = ReportFormatting.cut(use.name, to: TrophyCabinet.shownNameLimit)
      return "gear '\(TerminalText.safe(name))' has "
        + NumberText.fixed(use.distanceMeters / 1_000, decimals: 1) + " km, "
        + (retirement == .passed ? "past" : "within 10 % of")
        + " its retire-at distance of \(limitText) km (settings file)\n"
    }
  }
}
