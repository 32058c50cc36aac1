// libsecret (the Secret Service client) for Swift, without GTK. libsecret is not linked: it is
// loaded on first use (see secret_loader.c), which keeps it, libgcrypt and
// libgpg-error off the app's start-up path; the keyring is read after the first frame. Swift
// calls libsecret only through the kittens_* functions below.
#ifndef KITTENS_CSECRET_H
#define KITTENS_CSECRET_H

#include "CSecretABI.h"

/// The schema of the TheCatAPI key: one item per `service` attribute.
const KittensSecretSchema *_Nonnull kittens_api_key_schema(void);

/// The attributes naming the key of `service`, for the `secret_service_*` calls.
GHashTable *_Nonnull kittens_api_key_attributes(const char *_Nonnull service);

/// SECRET_ERROR, a macro.
GQuark kittens_secret_error_quark(void);

SecretService *_Nullable kittens_secret_service_open_sync(
    guint flags, GCancellable *_Nullable cancellable, GError *_Nullable *_Nullable error);
SecretValue *_Nullable kittens_secret_service_lookup_sync(
    SecretService *_Nonnull service, const KittensSecretSchema *_Nonnull schema, GHashTable *_Nonnull attributes,
    GCancellable *_Nullable cancellable, GError *_Nullable *_Nullable error);
gboolean kittens_secret_service_store_sync(
    SecretService *_Nonnull service, const KittensSecretSchema *_Nonnull schema, GHashTable *_Nonnull attributes,
    const char *_Nonnull label, SecretValue *_Nonnull value, GCancellable *_Nullable cancellable,
    GError *_Nullable *_Nullable error);
gboolean kittens_secret_service_clear_sync(
    SecretService *_Nonnull service, const KittensSecretSchema *_Nonnull schema, GHashTable *_Nonnull attributes,
    GCancellable *_Nullable cancellable, GError *_Nullable *_Nullable error);

SecretValue *_Nonnull kittens_secret_value_new(const char *_Nonnull secret, const char *_Nonnull content_type);
const char *_Nullable kittens_secret_value_get(SecretValue *_Nonnull value, gsize *_Nonnull length);
void kittens_secret_value_unref(SecretValue *_Nonnull value);

/// G_DBUS_ERROR and G_IO_ERROR, macros.
static inline GQuark kittens_dbus_error_quark(void) { return G_DBUS_ERROR; }
static inline GQuark kittens_io_error_quark(void) { return G_IO_ERROR; }

#endif
