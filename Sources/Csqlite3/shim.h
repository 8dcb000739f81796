// SQLite 3 (https://sqlite.org, Debian libsqlite3-dev): the workout library's store.
#ifndef CSQLITE3_SHIM_H
#define CSQLITE3_SHIM_H
#include <sqlite3.h>

/// `SQLITE_TRANSIENT` is a macro casting -1 to a function pointer, which Swift cannot import:
/// bind calls that must copy their text or blob pass this instead.
static inline sqlite3_destructor_type csqlite3_transient(void) {
  return SQLITE_TRANSIENT;
}
#endif
