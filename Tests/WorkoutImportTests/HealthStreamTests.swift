import Foundation
import Testing
import WorkoutImport
import WorkoutModel

/// An Apple Health export read without holding its workouts (issue 17): the first reading keeps
/// none of them when there are more than ``Importer/heldExportWorkouts``, the second hands them
/// out in batches no larger than asked, and what comes out is what the whole-file reading and
/// join give (the invented export: 5 workouts, one with its route GPX beside it, one naming a
/// route that is missing).
@Suite("Apple Health export read in batches")
struct HealthStreamTests {
  static let folder = AppleHealthReaderTests.folder.path

  static func importer(held: Int?) -> Importer {
    var importer = Importer(
      resolver: TimeZoneResolver(homeTimeZoneIdentifier: "Europe/Berlin"), keepsTrackpoints: false)
    importer.heldExportWorkouts = held
    return importer
  }

  @Test(
    "batches hold at most the size asked and give the whole reading's workouts and warnings",
    arguments: [1, 2, 3, 5])
  func batches(size: Int) throws {
    let whole = Self.importer(held: nil)
    var run = whole.importRun([Self.folder])
    whole.join(&run)
    let expected = try #require(run.files.first { $0.format == .appleHealth })
    #expect(expected.workouts.count == 5)

    let held = Self.importer(held: 1)
    var heldRun = held.importRun([Self.folder])
    // The reader let the workouts go: the run holds none of the 5.
    let first = try #require(heldRun.files.first { $0.format == .appleHealth })
    #expect(first.workouts.isEmpty)
    #expect(first.heldBack?.workoutCount == 5)
    held.join(&heldRun)
    // The route file is joined as with the whole reading: listed, with no workout of its own.
    #expect(heldRun.files.map(\.joinedInto) == run.files.map(\.joinedInto))
    let others = { (files: [ParsedFile]) in files.filter { $0.format != .appleHealth } }
    #expect(others(heldRun.files) == others(run.files))
    let export = try #require(heldRun.files.first { $0.format == .appleHealth })
    var sizes: [Int] = []
    var streamed: [Workout] = []
    let listed = held.streamHeldBack(export, batchSize: size) { batch in
      sizes.append(batch.count)
      streamed += batch
      return true
    }
    #expect(sizes.allSatisfy { $0 <= size })
    #expect(sizes.count == (5 + size - 1) / size)
    #expect(streamed == expected.workouts)
    #expect(listed.warnings == expected.warnings)
    #expect(listed.contentHash == expected.contentHash)
    #expect(listed.creator == expected.creator)
    #expect(listed.error == nil)
    #expect(listed.workouts.isEmpty)
  }

  @Test("an export with no more workouts than the bound is read as without one")
  func underTheBound() throws {
    let whole = Self.importer(held: nil).importRun([Self.folder])
    let bounded = Self.importer(held: 5).importRun([Self.folder])
    #expect(bounded == whole)
  }

  @Test("stopping the batches ends the reading in an io error")
  func stopped() throws {
    let held = Self.importer(held: 0)
    var run = held.importRun([Self.folder])
    held.join(&run)
    let export = try #require(run.files.first { $0.format == .appleHealth })
    var batches = 0
    let listed = held.streamHeldBack(export, batchSize: 2) { _ in
      batches += 1
      return false
    }
    #expect(batches == 1)
    #expect(listed.error?.category == .io)
  }
}

/// A held-back export names its routes by the path itself, not by a per-process hash that
/// could collide (``HeldBackExport/RoutedWorkout/routeFile``).
@Suite("Apple Health held-back routes")
struct HeldBackRouteKeyTests {
  @Test("the record keeps the 2 route paths export.xml names, and joins the one beside it")
  func routePaths() throws {
    let held = HealthStreamTests.importer(held: 1)
    var run = held.importRun([HealthStreamTests.folder])
    let export = try #require(run.files.first { $0.format == .appleHealth })
    // export.xml's two FileReference paths (lines 115 and 133), in file order.
    #expect(
      export.heldBack?.routed.map(\.routeFile) == [
        "/workout-routes/route_2025-03-16_10.35am.gpx",
        "/workout-routes/route_2025-09-01_1.00pm.gpx",
      ])
    held.join(&run)
    let route = try #require(
      run.files.first { $0.source.hasSuffix("route_2025-03-16_10.35am.gpx") })
    #expect(route.joinedInto != nil)
    let joined = try #require(run.files.first { $0.format == .appleHealth }?.heldBack)
    #expect(joined.attachments.count == 1)
  }
}
