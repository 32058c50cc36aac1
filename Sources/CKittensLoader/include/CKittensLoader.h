// Loads a shared library through GModule on first use, for the C targets that keep a library off
// the app's start-up path (CSoup, CSecret). Loading fails only when the library is not
// installed, which the package requires, so that ends the program with a message, as the
// dynamic loader would have at start-up.
#ifndef KITTENS_CKITTENSLOADER_H
#define KITTENS_CKITTENSLOADER_H

#include <pthread.h>
#include <glib.h>

/// Opens the shared library `soname` (a `GModule`, bound at once and locally, kept for the
/// life of the process), or ends the program saying that
/// Kittens needs `needs` (the library and its package).
void *_Nonnull kittens_library_open(const char *_Nonnull soname, const char *_Nonnull needs);

/// The function `name` of the library `soname` opened as `library`, or the end of the program.
void *_Nonnull kittens_library_function(void *_Nonnull library, const char *_Nonnull soname, const char *_Nonnull name);

/// A field `name` of type `result (*) parameters`, for KITTENS_LIBRARY_LOADER's table.
#define KITTENS_LIBRARY_POINTER(result, name, parameters) result (*name) parameters;
/// Fills the field `name` of the table being loaded.
#define KITTENS_LIBRARY_FIND(result, name, parameters) \
    table->name = (result (*) parameters)kittens_library_function(library, soname, #name);

/// Defines `table`, a static struct of pointers to the functions the X-macro `FUNCTIONS` lists
/// (each as `F(result, name, (parameters))`), and `load`, which fills them from the library
/// `soname` the first time it is called and does nothing after. Thread-safe through
/// `pthread_once`, which ThreadSanitizer sees (it cannot see the store that ends GLib's
/// `g_once_init_leave`, made inside the uninstrumented libglib).
#define KITTENS_LIBRARY_LOADER(table_name, load, FUNCTIONS, library_soname, needs) \
    static struct { FUNCTIONS(KITTENS_LIBRARY_POINTER) } table_name; \
    static void load##_once(void) { \
        const char *soname = library_soname; \
        void *library = kittens_library_open(soname, needs); \
        __typeof__(table_name) *table = &table_name; \
        FUNCTIONS(KITTENS_LIBRARY_FIND) \
    } \
    static void load(void) { \
        static pthread_once_t once = PTHREAD_ONCE_INIT; \
        pthread_once(&once, load##_once); \
    }

#endif
