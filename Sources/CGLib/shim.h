// GLib, GObject and GIO for Swift, without GTK: static inline helpers for what Swift cannot call
// directly (C macros, variadic calls) and the libdispatch hooks of the main-loop bridge.
// GTK's own helpers are in CGtk; no function is declared in both.
#ifndef KITTENS_CGLIB_SHIM_H
#define KITTENS_CGLIB_SHIM_H

#include <glib.h>
#include <glib-object.h>
#include <glib-unix.h>
#include <gio/gio.h>
// GSettings backends (memory, key file): the app's settings in tests, away from the user's dconf.
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <stdint.h>
#include <unistd.h>
#include <malloc.h>

/// Limits glibc's allocator to `arenas` arenas and maps every block of `mmap_threshold` bytes
/// or more on its own (M_ARENA_MAX, M_MMAP_THRESHOLD: macros of malloc.h, which the Swift Glibc
/// module does not include); see KittensPictures' MallocArenas.
static inline void kittens_tune_malloc(int arenas, int mmap_threshold) {
    (void)mallopt(M_ARENA_MAX, arenas);
    (void)mallopt(M_MMAP_THRESHOLD, mmap_threshold);
}

// libdispatch's main queue, as CoreFoundation drives it: the fd becomes readable when
// blocks are queued on the main queue, and the callback drains them. Exported by libdispatch.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Nullable msg);

static inline gboolean kittens_source_continue(void) { return G_SOURCE_CONTINUE; }
static inline gboolean kittens_source_remove(void) { return G_SOURCE_REMOVE; }

/// Reads and discards the 8-byte counter of an eventfd, so it stops polling readable.
static inline void kittens_drain_eventfd(int fd) {
    uint64_t counter = 0;
    ssize_t n = read(fd, &counter, sizeof counter);
    (void)n;
}

static inline GObject *_Nonnull kittens_object(void *_Nonnull pointer) { return G_OBJECT(pointer); }
static inline gboolean kittens_is_floating(void *_Nonnull object) { return g_object_is_floating(object); }
/// G_TYPE_CHECK_INSTANCE_TYPE, a macro: whether `instance` is a `type` (a subclass, or implements it).
static inline gboolean kittens_instance_is_a(void *_Nonnull instance, GType type) {
    return G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

static inline GApplication *_Nonnull kittens_g_application(void *_Nonnull pointer) { return G_APPLICATION(pointer); }
static inline GListModel *_Nonnull kittens_list_model(void *_Nonnull pointer) { return G_LIST_MODEL(pointer); }
static inline GActionMap *_Nonnull kittens_action_map(void *_Nonnull pointer) { return G_ACTION_MAP(pointer); }
static inline GAction *_Nonnull kittens_action(void *_Nonnull pointer) { return G_ACTION(pointer); }
static inline GMenuModel *_Nonnull kittens_menu_model(void *_Nonnull pointer) { return G_MENU_MODEL(pointer); }

/// Sets a boolean property, a one-property wrapper of the variadic g_object_set.
static inline void kittens_set_boolean_property(void *_Nonnull object, const char *_Nonnull name, gboolean value) {
    g_object_set(G_OBJECT(object), name, value, NULL);
}

/// Sets a string property, a one-property wrapper of the variadic g_object_set.
static inline void kittens_set_string_property(void *_Nonnull object, const char *_Nonnull name, const char *_Nullable value) {
    g_object_set(G_OBJECT(object), name, value, NULL);
}

/// A boolean property; a one-property wrapper of the variadic g_object_get.
static inline gboolean kittens_get_boolean_property(void *_Nonnull object, const char *_Nonnull name) {
    gboolean value = FALSE;
    g_object_get(G_OBJECT(object), name, &value, NULL);
    return value;
}

/// A string property as a newly allocated string (g_free it), or NULL; a one-property wrapper
/// of the variadic g_object_get.
static inline char *_Nullable kittens_dup_string_property(void *_Nonnull object, const char *_Nonnull name) {
    char *value = NULL;
    g_object_get(G_OBJECT(object), name, &value, NULL);
    return value;
}

/// The arguments of the desktop portal's `Wallpaper.SetWallpaperFile` (`(sha{sv})`): the parent
/// window's handle, the file descriptor at index 0 of the call's fd list, and the options
/// `handle_token`, `show-preview` and `set-on`; g_variant_new is variadic.
static inline GVariant *_Nonnull kittens_portal_wallpaper_arguments(
    const char *_Nonnull parent_window, const char *_Nonnull handle_token, gboolean show_preview, const char *_Nonnull set_on
) {
    GVariantBuilder options;
    g_variant_builder_init(&options, G_VARIANT_TYPE_VARDICT);
    g_variant_builder_add(&options, "{sv}", "handle_token", g_variant_new_string(handle_token));
    g_variant_builder_add(&options, "{sv}", "show-preview", g_variant_new_boolean(show_preview));
    g_variant_builder_add(&options, "{sv}", "set-on", g_variant_new_string(set_on));
    return g_variant_new("(sha{sv})", parent_window, (gint32)0, &options);
}

/// The arguments `(ss)` of `org.freedesktop.DBus.Properties.Get`.
static inline GVariant *_Nonnull kittens_dbus_property_arguments(const char *_Nonnull interface, const char *_Nonnull name) {
    return g_variant_new("(ss)", interface, name);
}

#endif
