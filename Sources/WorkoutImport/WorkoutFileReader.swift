import Foundation
import WorkoutModel

/// Reads one GPX or TCX document (format sniffed from content) into a ``ParsedFile``.
/// Never throws: every problem becomes ``ParsedFile/error`` or a warning.
public enum WorkoutFileReader {
  /// Reads the file at `path`. (Skeleton; the reader helper implements it.)
  public static func read(path: String) -> ParsedFile {
    ParsedFile(source: path, error: ImportError(.unsupportedFormat, "not implemented", file: path))
  }

  /// Reads a document already in memory; `source` names it in errors.
  public static func read(data: Data, source: String) -> ParsedFile {
    ParsedFile(source: source, error: ImportError(.unsupportedFormat, "not implemented", file: source))
  }
}
