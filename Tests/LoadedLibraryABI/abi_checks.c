#include "LoadedLibraryABI.h"
#include <CSoupABI.h>
#include <CSecretABI.h>
#include <libsoup/soup.h>
#include <libsecret/secret.h>
#include <dlfcn.h>
#include <stddef.h>

// Each declared function has the type of the real one. Enumerations are declared as the unsigned
// int that holds them, which C makes compatible with an enumeration of non-negative values.
#define KittensSecretSchema SecretSchema
#define KITTENS_SAME_FUNCTION(result, name, parameters) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&name), result(*) parameters), \
                   #name " is declared differently from the library's header");
KITTENS_SOUP_FUNCTIONS(KITTENS_SAME_FUNCTION)
KITTENS_SECRET_FUNCTIONS(KITTENS_SAME_FUNCTION)
#undef KittensSecretSchema

#define KITTENS_SAME_VALUE(ours, theirs) _Static_assert((ours) == (theirs), #ours " differs from " #theirs);
KITTENS_SAME_VALUE(KITTENS_SOUP_MESSAGE_NO_REDIRECT, SOUP_MESSAGE_NO_REDIRECT)
KITTENS_SAME_VALUE(KITTENS_SOUP_ENCODING_CONTENT_LENGTH, SOUP_ENCODING_CONTENT_LENGTH)
KITTENS_SAME_VALUE(KITTENS_SOUP_SESSION_ERROR_PARSING, SOUP_SESSION_ERROR_PARSING)
KITTENS_SAME_VALUE(KITTENS_SOUP_SESSION_ERROR_ENCODING, SOUP_SESSION_ERROR_ENCODING)
KITTENS_SAME_VALUE(KITTENS_SOUP_SESSION_ERROR_TOO_MANY_REDIRECTS, SOUP_SESSION_ERROR_TOO_MANY_REDIRECTS)
KITTENS_SAME_VALUE(KITTENS_SOUP_SESSION_ERROR_TOO_MANY_RESTARTS, SOUP_SESSION_ERROR_TOO_MANY_RESTARTS)
KITTENS_SAME_VALUE(KITTENS_SOUP_SESSION_ERROR_REDIRECT_NO_LOCATION, SOUP_SESSION_ERROR_REDIRECT_NO_LOCATION)
KITTENS_SAME_VALUE(KITTENS_SOUP_SESSION_ERROR_REDIRECT_BAD_URI, SOUP_SESSION_ERROR_REDIRECT_BAD_URI)
KITTENS_SAME_VALUE(KITTENS_SOUP_HTTP_URI_FLAGS, SOUP_HTTP_URI_FLAGS)
KITTENS_SAME_VALUE(KITTENS_SECRET_SCHEMA_NONE, SECRET_SCHEMA_NONE)
KITTENS_SAME_VALUE(KITTENS_SECRET_SCHEMA_ATTRIBUTE_STRING, SECRET_SCHEMA_ATTRIBUTE_STRING)
KITTENS_SAME_VALUE(KITTENS_SECRET_SERVICE_OPEN_SESSION, SECRET_SERVICE_OPEN_SESSION)
KITTENS_SAME_VALUE(KITTENS_SECRET_ERROR_IS_LOCKED, SECRET_ERROR_IS_LOCKED)

// The schema is passed by pointer, so its layout must be the library's to the byte.
KITTENS_SAME_VALUE(sizeof(KittensSecretSchema), sizeof(SecretSchema))
KITTENS_SAME_VALUE(sizeof(KittensSecretSchemaAttribute), sizeof(SecretSchemaAttribute))
KITTENS_SAME_VALUE(offsetof(KittensSecretSchema, flags), offsetof(SecretSchema, flags))
KITTENS_SAME_VALUE(offsetof(KittensSecretSchema, attributes), offsetof(SecretSchema, attributes))
KITTENS_SAME_VALUE(offsetof(KittensSecretSchema, reserved), offsetof(SecretSchema, reserved))
KITTENS_SAME_VALUE(offsetof(KittensSecretSchema, reserved7), offsetof(SecretSchema, reserved7))
KITTENS_SAME_VALUE(offsetof(KittensSecretSchemaAttribute, type), offsetof(SecretSchemaAttribute, type))

#define KITTENS_NAME(result, name, parameters) #name,
static const char *const soup_names[] = { KITTENS_SOUP_FUNCTIONS(KITTENS_NAME) };
static const char *const secret_names[] = { KITTENS_SECRET_FUNCTIONS(KITTENS_NAME) };

static int missing(const char *soname, const char *const *names, size_t count) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return (int)count;
    int absent = 0;
    for (size_t index = 0; index < count; index++) {
        if (dlsym(library, names[index]) == NULL) absent++;
    }
    dlclose(library);
    return absent;
}

int kittens_soup_symbols_missing(void) {
    return missing("libsoup-3.0.so.0", soup_names, sizeof soup_names / sizeof *soup_names);
}

int kittens_secret_symbols_missing(void) {
    return missing("libsecret-1.so.0", secret_names, sizeof secret_names / sizeof *secret_names);
}

int kittens_soup_function_count(void) { return (int)(sizeof soup_names / sizeof *soup_names); }
int kittens_secret_function_count(void) { return (int)(sizeof secret_names / sizeof *secret_names); }
