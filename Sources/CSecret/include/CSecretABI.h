// The part of libsecret's ABI that Kittens uses, declared here rather than taken from
// <libsecret/secret.h>: libsecret is loaded at run time (secret_loader.c), so neither the app nor
// its build needs libsecret's development files, and nothing links it. The soname's ABI is
// stable; Tests/LoadedLibraryABI compiles these declarations against the real headers and fails
// the build on any difference.
#ifndef KITTENS_CSECRET_ABI_H
#define KITTENS_CSECRET_ABI_H

#include <gio/gio.h>

typedef struct _SecretService SecretService;
typedef struct _SecretValue SecretValue;

/// SecretSchemaAttribute and SecretSchema, laid out as libsecret's public structs.
typedef struct {
    const gchar *name;
    guint type;
} KittensSecretSchemaAttribute;

typedef struct {
    const gchar *name;
    guint flags;
    KittensSecretSchemaAttribute attributes[32];
    gint reserved;
    gpointer reserved1;
    gpointer reserved2;
    gpointer reserved3;
    gpointer reserved4;
    gpointer reserved5;
    gpointer reserved6;
    gpointer reserved7;
} KittensSecretSchema;

/// SecretSchemaFlags, SecretSchemaAttributeType, SecretServiceFlags and SecretError.
#define KITTENS_SECRET_SCHEMA_NONE 0u
#define KITTENS_SECRET_SCHEMA_ATTRIBUTE_STRING 0u
#define KITTENS_SECRET_SERVICE_OPEN_SESSION 2u
#define KITTENS_SECRET_ERROR_IS_LOCKED 2

/// The libsecret functions Kittens calls, as F(return type, name, parameters). Enumerations are
/// passed as the unsigned int that holds them.
#define KITTENS_SECRET_FUNCTIONS(F) \
    F(GHashTable *, secret_attributes_build, (const KittensSecretSchema *schema, ...)) \
    F(GType, secret_service_get_type, (void)) \
    F(GQuark, secret_error_get_quark, (void)) \
    F(SecretService *, secret_service_open_sync, (GType service_gtype, const gchar *service_bus_name, guint flags, \
                                                  GCancellable *cancellable, GError **error)) \
    F(SecretValue *, secret_service_lookup_sync, (SecretService *service, const KittensSecretSchema *schema, \
                                                  GHashTable *attributes, GCancellable *cancellable, GError **error)) \
    F(gboolean, secret_service_store_sync, (SecretService *service, const KittensSecretSchema *schema, GHashTable *attributes, \
                                            const gchar *collection, const gchar *label, SecretValue *value, \
                                            GCancellable *cancellable, GError **error)) \
    F(gboolean, secret_service_clear_sync, (SecretService *service, const KittensSecretSchema *schema, GHashTable *attributes, \
                                            GCancellable *cancellable, GError **error)) \
    F(SecretValue *, secret_value_new, (const gchar *secret, gssize length, const gchar *content_type)) \
    F(const gchar *, secret_value_get, (SecretValue *value, gsize *length)) \
    F(void, secret_value_unref, (gpointer value))

#endif
