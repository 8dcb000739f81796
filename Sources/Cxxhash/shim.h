// xxHash (https://github.com/Cyan4973/xxHash, Debian libxxhash-dev): XXH3-128 content hashes that
// identify files and archive members in the workout library.
#ifndef CXXHASH_SHIM_H
#define CXXHASH_SHIM_H
#include <xxhash.h>
#endif
