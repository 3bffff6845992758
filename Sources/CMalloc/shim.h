#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H
/* glibc's malloc tuning (mallopt), which the Glibc module does not export; scenec sets its
   heap policy with it (Sources/scenec/HeapPolicy.swift). */
#include <malloc.h>
#endif
