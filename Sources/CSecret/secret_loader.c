// libsecret, loaded with dlopen the first time the keyring is used, and called through the
// function pointers found then. Loading fails only when libsecret is not installed, which the
// package requires, so that ends the program with a message, as the dynamic loader would have.
#include "CSecret.h"
#include <dlfcn.h>

#define KITTENS_SECRET_POINTER(result, name, parameters) result (*name) parameters;
static struct { KITTENS_SECRET_FUNCTIONS(KITTENS_SECRET_POINTER) } secret;

static void *find(void *library, const char *name) {
    void *function = dlsym(library, name);
    if (function == NULL) g_error("libsecret-1.so.0 has no %s: %s", name, dlerror());
    return function;
}

static void load_secret(void) {
    static gsize loaded = 0;
    if (!g_once_init_enter(&loaded)) return;
    void *library = dlopen("libsecret-1.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) g_error("Kittens needs libsecret (package libsecret-1-0): %s", dlerror());
#define KITTENS_SECRET_FIND(result, name, parameters) secret.name = (result (*) parameters)find(library, #name);
    KITTENS_SECRET_FUNCTIONS(KITTENS_SECRET_FIND)
    g_once_init_leave(&loaded, 1);
}

const KittensSecretSchema *kittens_api_key_schema(void) {
    static const KittensSecretSchema schema = {
        "org.kittensforlinux.Kittens.ApiKey",
        KITTENS_SECRET_SCHEMA_NONE,
        {
            { "service", KITTENS_SECRET_SCHEMA_ATTRIBUTE_STRING },
            { NULL, 0 },
        },
    };
    return &schema;
}

GHashTable *kittens_api_key_attributes(const char *service) {
    load_secret();
    return secret.secret_attributes_build(kittens_api_key_schema(), "service", service, NULL);
}

GQuark kittens_secret_error_quark(void) {
    load_secret();
    return secret.secret_error_get_quark();
}

SecretService *kittens_secret_service_open_sync(guint flags, GCancellable *cancellable, GError **error) {
    load_secret();
    return secret.secret_service_open_sync(secret.secret_service_get_type(), NULL, flags, cancellable, error);
}

SecretValue *kittens_secret_service_lookup_sync(SecretService *service, const KittensSecretSchema *schema, GHashTable *attributes,
                                                GCancellable *cancellable, GError **error) {
    return secret.secret_service_lookup_sync(service, schema, attributes, cancellable, error);
}

gboolean kittens_secret_service_store_sync(SecretService *service, const KittensSecretSchema *schema, GHashTable *attributes,
                                           const char *label, SecretValue *value, GCancellable *cancellable, GError **error) {
    return secret.secret_service_store_sync(service, schema, attributes, NULL, label, value, cancellable, error);
}

gboolean kittens_secret_service_clear_sync(SecretService *service, const KittensSecretSchema *schema, GHashTable *attributes,
                                           GCancellable *cancellable, GError **error) {
    return secret.secret_service_clear_sync(service, schema, attributes, cancellable, error);
}

SecretValue *kittens_secret_value_new(const char *secret_text, const char *content_type) {
    load_secret();
    return secret.secret_value_new(secret_text, -1, content_type);
}

const char *kittens_secret_value_get(SecretValue *value, gsize *length) {
    return secret.secret_value_get(value, length);
}

void kittens_secret_value_unref(SecretValue *value) {
    secret.secret_value_unref(value);
}
