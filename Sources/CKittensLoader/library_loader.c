// The loading helpers declared in CKittensLoader.h.
#include "CKittensLoader.h"

#include <gmodule.h>

// Through GModule, not dlopen: GModule's lock is taken before the dynamic loader's, in the
// order GTK takes them (GtkBuilder looks up a type's function with g_module_symbol). libsoup's
// constructor opens a GModule itself; under a bare dlopen it ran holding the loader's lock and
// waited for GModule's, while the main thread held GModule's and waited for the loader's: the
// app hung when the first session was made on a worker thread as a page was built. GModule's
// lock is recursive, so the constructor's own open goes through.
void *kittens_library_open(const char *soname, const char *needs) {
    GModule *library = g_module_open(soname, G_MODULE_BIND_LOCAL);
    if (library == NULL) g_error("Kittens needs %s: %s", needs, g_module_error());
    g_module_make_resident(library);
    return library;
}

void *kittens_library_function(void *library, const char *soname, const char *name) {
    gpointer function = NULL;
    if (!g_module_symbol((GModule *)library, name, &function) || function == NULL) {
        g_error("%s has no %s: %s", soname, name, g_module_error());
    }
    return function;
}
