// libjpeg-turbo through pkg-config (Debian's libjpeg62-turbo-dev, pkg-config name libjpeg). Only
// CKittensJPEG uses it, from C: libjpeg reports errors by calling error_exit, which must longjmp
// (its default exits the process), and Swift cannot catch a longjmp.
#ifndef KITTENS_CLIBJPEG_SHIM_H
#define KITTENS_CLIBJPEG_SHIM_H

#include <stddef.h>
#include <stdio.h>

#include <jpeglib.h>

#endif
