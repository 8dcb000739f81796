// libarchive (https://libarchive.org, Debian libarchive-dev), used by WorkoutImport to read zip
// and tar archives (bulk exports) as streams, member by member, without extracting to disk.
#ifndef CARCHIVE_SHIM_H
#define CARCHIVE_SHIM_H
#include <archive.h>
#include <archive_entry.h>
#endif
