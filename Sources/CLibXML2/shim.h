#ifndef SDL_CLIBXML2_SHIM_H
#define SDL_CLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU; its UErrorCode definition clashes with Foundation's
// when both are imported into one Swift module. We never use the ICU encoding hooks.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>

/// `xmlFree` is a C global function pointer, which Swift 6 rejects as shared mutable state.
static inline void sdl_xml_free(void *pointer) { xmlFree(pointer); }

#endif
