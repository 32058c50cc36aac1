// libsecret (the Secret Service client) for Swift, without GTK, plus static inline helpers for
// what Swift cannot call directly: the schema, a static C struct, and variadic attribute lists.
#ifndef KITTENS_CSECRET_SHIM_H
#define KITTENS_CSECRET_SHIM_H

#include <libsecret/secret.h>

/// The schema of the TheCatAPI key: one item per `service` attribute.
static inline const SecretSchema *_Nonnull kittens_api_key_schema(void) {
    static const SecretSchema schema = {
        "org.kittensforlinux.Kittens.ApiKey",
        SECRET_SCHEMA_NONE,
        {
            { "service", SECRET_SCHEMA_ATTRIBUTE_STRING },
            { NULL, 0 },
        },
    };
    return &schema;
}

/// The attributes naming the key of `service`, for the `secret_service_*` calls.
static inline GHashTable *_Nonnull kittens_api_key_attributes(const char *_Nonnull service) {
    return secret_attributes_build(kittens_api_key_schema(), "service", service, NULL);
}

/// SECRET_TYPE_SERVICE, a macro.
static inline GType kittens_secret_service_type(void) { return SECRET_TYPE_SERVICE; }

/// SECRET_ERROR, G_DBUS_ERROR and G_IO_ERROR, macros.
static inline GQuark kittens_secret_error_quark(void) { return SECRET_ERROR; }
static inline GQuark kittens_dbus_error_quark(void) { return G_DBUS_ERROR; }
static inline GQuark kittens_io_error_quark(void) { return G_IO_ERROR; }

#endif
