#ifndef CXML2_SHIM_H
#define CXML2_SHIM_H
/* Debian builds libxml2 with ICU. encoding.h would then include the system <unicode/ucnv.h>,
   whose ICU types clash with Foundation's bundled _FoundationICU on a clean build.
   scenec never touches an ICU-only field, so the feature macro is switched off here. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>

/* xmlFree is a mutable global function pointer; Swift 6 refuses to reference it directly. */
static inline void cxml2_free(void *p) { xmlFree(p); }
#endif
