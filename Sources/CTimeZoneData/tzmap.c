#include "CTimeZoneData.h"
// Placeholder until the map is built: no data.
const uint8_t *trophies_tzmap_bytes(void) { return (const uint8_t *)""; }
size_t trophies_tzmap_length(void) { return 0; }
