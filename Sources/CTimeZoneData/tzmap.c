// The compiled time-zone map (timezone-boundary-builder 2026c, © OpenStreetMap contributors,
// ODbL 1.0 — see data/LICENSE-ODbL.md), embedded with C23 `#embed`; built offline by
// scripts/tzdata/build_tzmap.py. Without the data file the map is empty (length 0).
#include "CTimeZoneData.h"

#if defined(__has_embed) && __has_embed("data/tzmap.bin") == __STDC_EMBED_FOUND__
_Alignas(8) static const uint8_t trophies_tzmap[] = {
#embed "data/tzmap.bin"
};
const uint8_t *trophies_tzmap_bytes(void) { return trophies_tzmap; }
size_t trophies_tzmap_length(void) { return sizeof(trophies_tzmap); }
#else
const uint8_t *trophies_tzmap_bytes(void) { return (const uint8_t *)""; }
size_t trophies_tzmap_length(void) { return 0; }
#endif
