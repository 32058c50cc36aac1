// libsecret, loaded at run time (CKittensLoader, through GModule) the first time the keyring
// is used, and called through the function pointers found then (see CKittensLoader.h).
#include "CSecret.h"
#include "CKittensLoader.h"

KITTENS_LIBRARY_LOADER(secret, load_secret, KITTENS_SECRET_FUNCTIONS, "libsecret-1.so.0", "libsecret (package libsecret-1-0)")

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
