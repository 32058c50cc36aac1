// gettext and setlocale from the C library (glibc has libintl built in), which Swift's Glibc
// module does not export.
#ifndef KITTENS_CINTL_SHIM_H
#define KITTENS_CINTL_SHIM_H

#include <libintl.h>
#include <locale.h>

#endif
