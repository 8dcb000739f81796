// Shim header for the system libxml2 (Debian 12 ships 2.9.14).
#ifndef TROPHIES_CLIBXML2_SHIM_H
#define TROPHIES_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>
#endif
