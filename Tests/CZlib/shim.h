// Debian's zlib (zlib1g-dev), for the tests that decode Chromium's PNG screenshots: Foundation
// on Linux has no inflate of its own.
#ifndef SHEETLAB_CZLIB_SHIM_H
#define SHEETLAB_CZLIB_SHIM_H
#include <zlib.h>
#endif
