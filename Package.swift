// swift-tools-version:6.0
// Trophies: GPX/TCX workout importer, achievement engine and trophy-cabinet reports.
import PackageDescription

let package = Package(
  name: "Trophies",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "trophies", targets: ["trophies"]),
    .library(name: "WorkoutModel", targets: ["WorkoutModel"]),
    .library(name: "WorkoutImport", targets: ["WorkoutImport"]),
    .library(name: "TimeZoneLookup", targets: ["TimeZoneLookup"]),
    .library(name: "Achievements", targets: ["Achievements"]),
    .library(name: "TrophyReports", targets: ["TrophyReports"]),
    .library(name: "WorkoutLibrary", targets: ["WorkoutLibrary"]),
    .library(name: "TrophiesKit", targets: ["TrophiesKit"]),
  ],
  targets: [
    .systemLibrary(
      name: "Clibxml2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .systemLibrary(name: "Czlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "Carchive", pkgConfig: "libarchive", providers: [.apt(["libarchive-dev"])]),
    .systemLibrary(name: "Csqlite3", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "Cxxhash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
    .target(name: "CTimeZoneData", exclude: ["data"]),
    .target(name: "WorkoutModel"),
    .target(
      name: "WorkoutImport",
      dependencies: ["WorkoutModel", "Clibxml2", "Czlib", "Carchive", "Cxxhash"]),
    .target(name: "TimeZoneLookup", dependencies: ["CTimeZoneData"]),
    .target(name: "Achievements", dependencies: ["WorkoutModel"]),
    .target(name: "TrophyReports", dependencies: ["WorkoutModel", "Achievements"]),
    .target(
      name: "WorkoutLibrary",
      dependencies: ["WorkoutModel", "WorkoutImport", "Achievements", "Csqlite3"]),
    // The import as one call (README, "Use it from Swift"); the CLI is a shell over it.
    .target(
      name: "TrophiesKit",
      dependencies: [
        "WorkoutModel", "WorkoutImport", "TimeZoneLookup", "WorkoutLibrary", "TrophyReports",
        "Achievements",
      ]),
    .target(
      name: "TrophiesCLI",
      dependencies: [
        "WorkoutModel", "WorkoutImport", "Achievements", "TrophyReports", "WorkoutLibrary",
        "TrophiesKit",
      ]
    ),
    .executableTarget(name: "trophies", dependencies: ["TrophiesCLI"]),
    .executableTarget(
      name: "SampleDataGenerator", dependencies: ["WorkoutModel"],
      path: "Tools/SampleDataGenerator"),
    .executableTarget(
      name: "trophies-bench",
      dependencies: ["TimeZoneLookup", "WorkoutImport", "Achievements", "WorkoutModel"],
      path: "Tools/TrophiesBench"),
    // Fuzz targets (scripts/fuzz/run.sh builds them with -sanitize=fuzzer,address -DFUZZING;
    // a plain build makes reproducers that run the same checks on files given as arguments).
    .target(
      name: "FuzzSupport",
      dependencies: [
        "WorkoutImport", "WorkoutModel", "Achievements", "TrophyReports", "TrophiesCLI",
        "WorkoutLibrary",
      ],
      path: "Tools/Fuzz/FuzzSupport"),
    .executableTarget(
      name: "trophies-fuzz", dependencies: ["FuzzSupport"], path: "Tools/Fuzz/FuzzEntry"),
    .testTarget(name: "WorkoutModelTests", dependencies: ["WorkoutModel", "TestSupport"]),
    // The tests' one seeded generator and the TROPHIES_QUICK_TESTS switch.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // Builds zip and tar archives in tests with libarchive's writer (no archive fixtures).
    .target(
      name: "ArchiveTestSupport", dependencies: ["Carchive"], path: "Tests/ArchiveTestSupport"),
    .testTarget(
      name: "WorkoutImportTests",
      dependencies: ["WorkoutImport", "WorkoutModel", "ArchiveTestSupport", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "WorkoutLibraryTests",
      dependencies: [
        "WorkoutLibrary", "WorkoutImport", "WorkoutModel", "Achievements", "Csqlite3",
        "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TimeZoneLookupTests", dependencies: ["TimeZoneLookup"], exclude: ["Fixtures"]),
    .testTarget(
      name: "AchievementsTests", dependencies: ["Achievements", "WorkoutModel", "TestSupport"]),
    .testTarget(
      name: "TrophyReportsTests", dependencies: ["TrophyReports", "Achievements", "WorkoutModel"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TrophiesKitTests",
      dependencies: [
        "TrophiesKit", "WorkoutModel", "WorkoutImport", "WorkoutLibrary", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TrophiesCLITests",
      dependencies: [
        "TrophiesCLI", "TrophiesKit", "WorkoutModel", "WorkoutImport", "WorkoutLibrary",
        "ArchiveTestSupport", "TestSupport",
      ],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6],
  // C23 for CTimeZoneData's `#embed` of tzmap.bin (the package's only C sources); unlike
  // `unsafeFlags(["-std=c2x"])`, this lets other packages depend on this one.
  cLanguageStandard: .c2x
)
