// zlib (https://zlib.net), used by WorkoutImport to read gzip-compressed GPX/TCX files.
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#define ZLIB_CONST
#include <zlib.h>

/// `inflateInit2(stream, 16 + MAX_WBITS)`: a gzip (RFC 1952) stream with the largest window.
/// `inflateInit2` is a macro, which Swift cannot call.
static inline int czlib_inflate_init_gzip(z_stream *stream) {
  return inflateInit2(stream, 16 + MAX_WBITS);
}

/// `deflateInit2` for a gzip (RFC 1952) stream at `level` (tests build compressed fixtures).
static inline int czlib_deflate_init_gzip(z_stream *stream, int level) {
  return deflateInit2(stream, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}
#endif
