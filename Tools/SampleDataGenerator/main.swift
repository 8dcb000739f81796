import Foundation

// Writes the sample export folder (default "SampleData") byte-identically on every run:
// `swift run -c release SampleDataGenerator SampleData` (or `make sample-data`).
let arguments = CommandLine.arguments.dropFirst()
let outputPath = arguments.first ?? "SampleData"
let output = URL(fileURLWithPath: outputPath, isDirectory: true)
let fileManager = FileManager.default

// Remove only what this generator owns, so stale files from an older plan cannot linger.
for owned in ["garmin", "strava", "phone", "routes", "README.md"] {
  let url = output.appendingPathComponent(owned)
  if fileManager.fileExists(atPath: url.path) {
    try fileManager.removeItem(at: url)
  }
}

var athlete = SampleAthlete()
let plans = athlete.planYear()
var files: [(path: String, text: String)] = []
var entries: [SampleReadme.Entry] = []
for plan in plans {
  let recording = RouteSynthesizer.record(plan)
  files.append((plan.path, GPXWriter.document(plan, recording)))
  entries.append((plan, recording.samples.last?.distance ?? 0))
}
files.append(StravaCSVWriter.document(entries))
files.append(BadFiles.truncatedRecording())
files.append(BadFiles.plannedRoute())
files.append(("README.md", SampleReadme.text(entries: entries, files: files.map(\.path))))
guard Set(files.map(\.path)).count == files.count else {
  FileHandle.standardError.write(Data("two planned files share a path\n".utf8))
  exit(1)
}

var totalBytes = 0
for file in files {
  let url = output.appendingPathComponent(file.path)
  try fileManager.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  let data = Data(file.text.utf8)
  try data.write(to: url)
  totalBytes += data.count
}
print("wrote \(files.count) files (\(plans.count) workouts), \(totalBytes) bytes to \(outputPath)")
