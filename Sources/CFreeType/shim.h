#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
// OS/2 usWeightClass: the weight a font declares, read by FT_Get_Sfnt_Table.
#include FT_TRUETYPE_TABLES_H

#endif
