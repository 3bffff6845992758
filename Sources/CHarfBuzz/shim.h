#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H

// Shaping (hb_shape), font loading from a file's blob, and glyph outlines (hb_font_get_glyph_shape).
#include <hb.h>
#include <hb-ot.h>

#endif
