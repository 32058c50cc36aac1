// GTK 4 for Swift, plus static inline helpers for what Swift cannot call directly (C macros,
// casts, variadic calls). The GLib, GObject and GIO helpers are in CGLib; no function is
// declared in both.
#ifndef KITTENS_CGTK_SHIM_H
#define KITTENS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include "startup_probe.h"
#include "full_window_probe.h"

/// Defines `kittens_NAME`, GTK's checked cast `CAST` (a macro, which Swift cannot call) of a
/// GObject pointer to `TYPE *`: `KITTENS_CAST(GtkButton, button, GTK_BUTTON)`.
#define KITTENS_CAST(TYPE, NAME, CAST) \
    static inline TYPE *_Nonnull kittens_##NAME(void *_Nonnull pointer) { return CAST(pointer); }
/// Defines `kittens_NAME`, whether a GObject is of a type, by GTK's type check `CHECK` (a macro).
#define KITTENS_TYPE_CHECK(NAME, CHECK) \
    static inline gboolean kittens_##NAME(void *_Nonnull object) { return CHECK(object); }

KITTENS_CAST(GtkButton, button, GTK_BUTTON)
KITTENS_CAST(GtkToggleButton, toggle_button, GTK_TOGGLE_BUTTON)
KITTENS_CAST(GtkWidget, widget, GTK_WIDGET)
KITTENS_CAST(GtkWindow, window, GTK_WINDOW)
KITTENS_CAST(GtkApplication, application, GTK_APPLICATION)
KITTENS_CAST(GtkBox, box, GTK_BOX)
KITTENS_CAST(GtkLabel, label, GTK_LABEL)
KITTENS_CAST(GtkSpinner, spinner, GTK_SPINNER)
KITTENS_CAST(GtkRevealer, revealer, GTK_REVEALER)
KITTENS_CAST(GtkHeaderBar, header_bar, GTK_HEADER_BAR)
KITTENS_CAST(GtkListItem, list_item, GTK_LIST_ITEM)
KITTENS_CAST(GtkPicture, picture, GTK_PICTURE)
KITTENS_CAST(GtkStack, stack, GTK_STACK)
KITTENS_CAST(GtkScrolledWindow, scrolled_window, GTK_SCROLLED_WINDOW)
KITTENS_CAST(GtkStringObject, string_object, GTK_STRING_OBJECT)
KITTENS_CAST(GtkStringList, string_list, GTK_STRING_LIST)
KITTENS_CAST(GdkPaintable, paintable, GDK_PAINTABLE)
KITTENS_CAST(GtkSelectionModel, selection_model, GTK_SELECTION_MODEL)
KITTENS_CAST(GtkNative, native, GTK_NATIVE)
KITTENS_CAST(GtkListItemFactory, list_item_factory, GTK_LIST_ITEM_FACTORY)
KITTENS_CAST(GtkStyleProvider, style_provider, GTK_STYLE_PROVIDER)

KITTENS_CAST(GtkActionable, actionable, GTK_ACTIONABLE)
KITTENS_CAST(GtkSingleSelection, single_selection, GTK_SINGLE_SELECTION)
KITTENS_CAST(GtkTextView, text_view, GTK_TEXT_VIEW)
KITTENS_CAST(GtkPaned, paned, GTK_PANED)
KITTENS_CAST(GtkFileChooser, file_chooser, GTK_FILE_CHOOSER)
KITTENS_CAST(GtkNativeDialog, native_dialog, GTK_NATIVE_DIALOG)
KITTENS_CAST(GtkCssProvider, css_provider, GTK_CSS_PROVIDER)
KITTENS_CAST(GdkSnapshot, gdk_snapshot, GDK_SNAPSHOT)

KITTENS_CAST(GtkAccessible, accessible, GTK_ACCESSIBLE)
KITTENS_CAST(GtkPopover, popover, GTK_POPOVER)
/// GtkDropDown is a final type: its pointer imports as `OpaquePointer`.
KITTENS_CAST(GtkDropDown, drop_down, GTK_DROP_DOWN)
KITTENS_CAST(GtkGestureSingle, gesture_single, GTK_GESTURE_SINGLE)
KITTENS_CAST(GtkGesture, gesture, GTK_GESTURE)
KITTENS_CAST(GtkEventController, event_controller, GTK_EVENT_CONTROLLER)

/// GDK_MEMORY_DEFAULT: the byte layout gdk_texture_download writes (premultiplied BGRA on little-endian).
static inline GdkMemoryFormat kittens_memory_default_format(void) { return GDK_MEMORY_DEFAULT; }
/// GDK_CURRENT_TIME, a macro.
static inline guint32 kittens_current_time(void) { return GDK_CURRENT_TIME; }
/// GTK_INVALID_LIST_POSITION, a macro.
static inline guint kittens_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }

/// What this process put on a clipboard, as `type` (G_TYPE_STRING or an object type), copied:
/// a new string (g_free it) or a new reference (unref it); NULL when the clipboard holds no local
/// content of that type. Reads the local content provider synchronously.
static inline gpointer _Nullable kittens_clipboard_local_content(GdkClipboard *_Nonnull clipboard, GType type) {
    GdkContentProvider *provider = gdk_clipboard_get_content(clipboard);
    if (provider == NULL) return NULL;
    GValue value = G_VALUE_INIT;
    g_value_init(&value, type);
    gpointer content = NULL;
    if (gdk_content_provider_get_value(provider, &value, NULL))
        content = G_VALUE_HOLDS_STRING(&value) ? (gpointer)g_value_dup_string(&value) : g_value_dup_object(&value);
    g_value_unset(&value);
    return content;
}

/// The text this process put on a clipboard (g_free it), or NULL when it holds no local text.
static inline char *_Nullable kittens_clipboard_local_text(GdkClipboard *_Nonnull clipboard) {
    return kittens_clipboard_local_content(clipboard, G_TYPE_STRING);
}

/// The accessible label of a widget; a one-property wrapper of the variadic
/// gtk_accessible_update_property, which Swift cannot call.
static inline void kittens_set_accessible_label(GtkWidget *_Nonnull widget, const char *_Nonnull label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// The accessible description of a widget (what a screen reader says after its name), as
/// `kittens_set_accessible_label` sets its label.
static inline void kittens_set_accessible_description(GtkWidget *_Nonnull widget, const char *_Nonnull description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// The accessible busy state of a widget, such as a spinner while it spins.
static inline void kittens_set_accessible_busy(GtkWidget *_Nonnull widget, gboolean busy) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

/// A new widget of `type`, made with no property but its accessible role, which GTK 4.8 takes
/// only at construction (such as a `GtkSpinner` that is a progress bar, busy while it spins).
static inline GtkWidget *_Nonnull kittens_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// A new `GtkBox` with an accessible role other than its class's: in GTK 4.8 the role is the
/// construct-only "accessible-role" property, so it is set in the variadic g_object_new.
static inline GtkWidget *_Nonnull kittens_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing, "accessible-role", role, NULL));
}

/// Adds to `widget` a shortcut controller (local scope: it acts while the focus is in the
/// widget) that activates the detailed action `action` on `trigger`, such as "Menu|<Shift>F10".
static inline void kittens_add_local_shortcut(GtkWidget *_Nonnull widget, const char *_Nonnull trigger, const char *_Nonnull action) {
    GtkEventController *controller = gtk_shortcut_controller_new();
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(controller),
        gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new(action)));
    gtk_widget_add_controller(widget, controller);
}

/// A new action group of the widget's own, under `prefix` ("list" for "list.context-menu");
/// the widget owns it. Add actions to the returned group (a `GActionMap`).
static inline GSimpleActionGroup *_Nonnull kittens_insert_action_group(GtkWidget *_Nonnull widget, const char *_Nonnull prefix) {
    GSimpleActionGroup *group = g_simple_action_group_new();
    gtk_widget_insert_action_group(widget, prefix, G_ACTION_GROUP(group));
    g_object_unref(group);
    return group;
}

// Tests: the functions behind the gtk_test_accessible_assert_* macros. Each check returns NULL
// when the widget's accessible has the value, or else a newly allocated string saying what it
// has (g_free it).

/// Whether the widget's accessible role is `role`.
static inline gboolean kittens_test_accessible_has_role(GtkWidget *_Nonnull widget, GtkAccessibleRole role) {
    return gtk_test_accessible_has_role(GTK_ACCESSIBLE(widget), role);
}

/// Checks a string property (label, description) against `expected`.
static inline char *_Nullable kittens_test_accessible_check_string_property(
    GtkWidget *_Nonnull widget, GtkAccessibleProperty property, const char *_Nonnull expected) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, expected);
}

/// Checks a boolean state (busy, selected, hidden …) against `expected`.
static inline char *_Nullable kittens_test_accessible_check_boolean_state(
    GtkWidget *_Nonnull widget, GtkAccessibleState state, gboolean expected) {
    return gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), state, expected);
}

// The primary menu and the Keyboard Shortcuts window.
KITTENS_CAST(GtkMenuButton, menu_button, GTK_MENU_BUTTON)
KITTENS_CAST(GtkApplicationWindow, application_window, GTK_APPLICATION_WINDOW)
KITTENS_CAST(GtkShortcutsWindow, shortcuts_window, GTK_SHORTCUTS_WINDOW)
KITTENS_TYPE_CHECK(is_shortcuts_window, GTK_IS_SHORTCUTS_WINDOW)
KITTENS_TYPE_CHECK(is_shortcuts_shortcut, GTK_IS_SHORTCUTS_SHORTCUT)
KITTENS_TYPE_CHECK(is_image, GTK_IS_IMAGE)
KITTENS_TYPE_CHECK(is_label, GTK_IS_LABEL)
KITTENS_TYPE_CHECK(is_button, GTK_IS_BUTTON)
/// The name of an object's type ("AdwToastWidget"): G_OBJECT_TYPE_NAME is a macro.
static inline const char *_Nonnull kittens_type_name(void *_Nonnull object) { return G_OBJECT_TYPE_NAME(object); }
KITTENS_CAST(GtkImage, image, GTK_IMAGE)
KITTENS_CAST(GtkOverlay, overlay, GTK_OVERLAY)

// The picture viewer: saving and copying.

/// Emits `response` on a native dialog as if the user answered `response_id`: what a test does
/// in place of the user (g_signal_emit_by_name is variadic).
static inline void kittens_native_dialog_respond(GtkNativeDialog *_Nonnull dialog, int response_id) {
    g_signal_emit_by_name(dialog, "response", response_id);
}

/// The texture this process put on a clipboard (unref it), or NULL when it holds no local texture.
static inline GdkTexture *_Nullable kittens_clipboard_local_texture(GdkClipboard *_Nonnull clipboard) {
    return kittens_clipboard_local_content(clipboard, GDK_TYPE_TEXTURE);
}

// The Preferences window's entry and spin button.
KITTENS_CAST(GtkEditable, editable, GTK_EDITABLE)
KITTENS_CAST(GtkSpinButton, spin_button, GTK_SPIN_BUTTON)

// The filters popover's kinds and switch; the viewer's width probe and its content box.
KITTENS_CAST(GtkCheckButton, check_button, GTK_CHECK_BUTTON)
KITTENS_CAST(GtkSwitch, switch_widget, GTK_SWITCH)
KITTENS_CAST(GtkDrawingArea, drawing_area, GTK_DRAWING_AREA)
KITTENS_CAST(GtkOrientable, orientable, GTK_ORIENTABLE)

/// GDK's X11 backend, declared here rather than through <gdk/x11/gdkx.h>, whose Xlib headers
/// would define `Bool`, `Window` and `None` for every Swift file that imports this module.
extern GType gdk_x11_surface_get_type(void);
extern unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);

/// The X11 window id of `widget`'s surface, for a portal's parent window (`x11:XID`); 0 when
/// it is not realized or not on X11 (Wayland's handle is exported asynchronously).
static inline unsigned long kittens_x11_window_id(GtkWidget *_Nonnull widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
    if (!surface || !G_TYPE_CHECK_INSTANCE_TYPE(surface, gdk_x11_surface_get_type())) return 0;
    return gdk_x11_surface_get_xid(surface);
}

#endif
