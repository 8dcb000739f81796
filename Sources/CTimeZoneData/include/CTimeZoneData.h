// The compiled time-zone map, embedded in the binary (see Sources/CTimeZoneData/data/BUILD-INFO.md and scripts/tzdata/README.md).
#ifndef TROPHIES_CTIMEZONEDATA_H
#define TROPHIES_CTIMEZONEDATA_H
#include <stddef.h>
#include <stdint.h>
/// Start of the embedded time-zone map bytes.
const uint8_t *trophies_tzmap_bytes(void);
/// Length of the embedded time-zone map in bytes (0 when no map was built in).
size_t trophies_tzmap_length(void);
#endif
