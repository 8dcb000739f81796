import Foundation

/// A C.UTF-8 locale for the thread reading an archive. libarchive converts entry names to the
/// current locale's charset; a Swift program runs in the "C" locale, where every non-ASCII name
/// fails to convert and comes back empty. `uselocale` changes only the calling thread, so
/// nothing else in the process sees it.
enum UTF8Locale {
  /// glibc's built-in C.UTF-8 (always present since glibc 2.35), or `nil` elsewhere.
  nonisolated(unsafe) private static let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)

  /// Runs `body` with C.UTF-8 as this thread's locale, then restores the previous one.
  static func whileSet<R>(_ body: () -> R) -> R {
    guard let locale else { return body() }
    let previous = uselocale(locale)
    defer { uselocale(previous) }
    return body()
  }
}
