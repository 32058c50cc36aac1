// The loading helpers declared in CKittensLoader.h.
#include "CKittensLoader.h"

#include <dlfcn.h>

void *kittens_library_open(const char *soname, const char *needs) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) g_error("Kittens needs %s: %s", needs, dlerror());
    return library;
}

void *kittens_library_function(void *library, const char *soname, const char *name) {
    void *function = dlsym(library, name);
    if (function == NULL) g_error("%s has no %s: %s", soname, name, dlerror());
    return function;
}
