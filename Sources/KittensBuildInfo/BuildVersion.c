#include "KittensBuildInfo.h"

// The version has one home, data/VERSION, which meson reads too. #embed (C23, an extension in
// older modes) puts its bytes here at compile time, and the compiler lists the file among this
// object's dependencies, so changing it rebuilds this file.
#pragma clang diagnostic ignored "-Wc23-extensions"
static const char versionFile[] = {
#embed "../../data/VERSION"
    , 0
};

const char *kittens_build_version_file(void) { return versionFile; }
