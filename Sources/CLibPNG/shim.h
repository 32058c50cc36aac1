// libpng 1.6 through pkg-config (Debian's libpng-dev). Only CKittensPNG uses it, from C:
// libpng reports errors with longjmp, which Swift cannot catch.
#ifndef KITTENS_CLIBPNG_SHIM_H
#define KITTENS_CLIBPNG_SHIM_H

#include <png.h>

#endif
