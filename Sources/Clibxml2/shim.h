// Shim header for the system libxml2 (Debian 12 ships 2.9.14).
#ifndef TROPHIES_CLIBXML2_SHIM_H
#define TROPHIES_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, so <libxml/encoding.h> pulls in the system's <unicode/ucnv.h>,
// whose `UErrorCode` clashes with the toolchain's own ICU module (_FoundationICU) as soon as a
// Swift file imports both Foundation and this module. Trophies never touches the ICU converter
// fields of `xmlCharEncodingHandler` (it only passes parser pointers around), so the ICU parts of
// the headers are left out here. The library itself is unchanged.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#endif
