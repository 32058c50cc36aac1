// GTK 4 for Swift, plus static inline helpers for what Swift cannot call directly (C macros,
// casts, variadic calls). The GLib, GObject and GIO helpers are in CGLib; no function is
// declared in both.
#ifndef KITTENS_CGTK_SHIM_H
#define KITTENS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include "startup_probe.h"

static inline GtkButton *_Nonnull kittens_button(void *_Nonnull pointer) { return GTK_BUTTON(pointer); }
static inline GtkToggleButton *_Nonnull kittens_toggle_button(void *_Nonnull pointer) { return GTK_TOGGLE_BUTTON(pointer); }
static inline GtkWidget *_Nonnull kittens_widget(void *_Nonnull pointer) { return GTK_WIDGET(pointer); }
static inline GtkWindow *_Nonnull kittens_window(void *_Nonnull pointer) { return GTK_WINDOW(pointer); }
static inline GtkApplication *_Nonnull kittens_application(void *_Nonnull pointer) { return GTK_APPLICATION(pointer); }
static inline GtkBox *_Nonnull kittens_box(void *_Nonnull pointer) { return GTK_BOX(pointer); }
static inline GtkLabel *_Nonnull kittens_label(void *_Nonnull pointer) { return GTK_LABEL(pointer); }
static inline GtkSpinner *_Nonnull kittens_spinner(void *_Nonnull pointer) { return GTK_SPINNER(pointer); }
static inline GtkRevealer *_Nonnull kittens_revealer(void *_Nonnull pointer) { return GTK_REVEALER(pointer); }
static inline GtkHeaderBar *_Nonnull kittens_header_bar(void *_Nonnull pointer) { return GTK_HEADER_BAR(pointer); }
static inline GtkListItem *_Nonnull kittens_list_item(void *_Nonnull pointer) { return GTK_LIST_ITEM(pointer); }
static inline GtkPicture *_Nonnull kittens_picture(void *_Nonnull pointer) { return GTK_PICTURE(pointer); }
static inline GtkStack *_Nonnull kittens_stack(void *_Nonnull pointer) { return GTK_STACK(pointer); }
static inline GtkScrolledWindow *_Nonnull kittens_scrolled_window(void *_Nonnull pointer) { return GTK_SCROLLED_WINDOW(pointer); }
static inline GtkStringObject *_Nonnull kittens_string_object(void *_Nonnull pointer) { return GTK_STRING_OBJECT(pointer); }
static inline GtkStringList *_Nonnull kittens_string_list(void *_Nonnull pointer) { return GTK_STRING_LIST(pointer); }
static inline GdkPaintable *_Nonnull kittens_paintable(void *_Nonnull pointer) { return GDK_PAINTABLE(pointer); }
static inline GtkSelectionModel *_Nonnull kittens_selection_model(void *_Nonnull pointer) { return GTK_SELECTION_MODEL(pointer); }
static inline GtkNative *_Nonnull kittens_native(void *_Nonnull pointer) { return GTK_NATIVE(pointer); }
static inline GtkListItemFactory *_Nonnull kittens_list_item_factory(void *_Nonnull pointer) { return GTK_LIST_ITEM_FACTORY(pointer); }
static inline GtkStyleProvider *_Nonnull kittens_style_provider(void *_Nonnull pointer) { return GTK_STYLE_PROVIDER(pointer); }

static inline GtkActionable *_Nonnull kittens_actionable(void *_Nonnull pointer) { return GTK_ACTIONABLE(pointer); }
static inline GtkSingleSelection *_Nonnull kittens_single_selection(void *_Nonnull pointer) { return GTK_SINGLE_SELECTION(pointer); }
static inline GtkTextView *_Nonnull kittens_text_view(void *_Nonnull pointer) { return GTK_TEXT_VIEW(pointer); }
static inline GtkPaned *_Nonnull kittens_paned(void *_Nonnull pointer) { return GTK_PANED(pointer); }
static inline GtkFileChooser *_Nonnull kittens_file_chooser(void *_Nonnull pointer) { return GTK_FILE_CHOOSER(pointer); }
static inline GtkNativeDialog *_Nonnull kittens_native_dialog(void *_Nonnull pointer) { return GTK_NATIVE_DIALOG(pointer); }
static inline GtkCssProvider *_Nonnull kittens_css_provider(void *_Nonnull pointer) { return GTK_CSS_PROVIDER(pointer); }
static inline GdkSnapshot *_Nonnull kittens_gdk_snapshot(void *_Nonnull pointer) { return GDK_SNAPSHOT(pointer); }

static inline GtkAccessible *_Nonnull kittens_accessible(void *_Nonnull pointer) { return GTK_ACCESSIBLE(pointer); }
static inline GtkPopover *_Nonnull kittens_popover(void *_Nonnull pointer) { return GTK_POPOVER(pointer); }
/// GtkDropDown is a final type: its pointer imports as `OpaquePointer`.
static inline GtkDropDown *_Nonnull kittens_drop_down(void *_Nonnull pointer) { return GTK_DROP_DOWN(pointer); }
static inline GtkGestureSingle *_Nonnull kittens_gesture_single(void *_Nonnull pointer) { return GTK_GESTURE_SINGLE(pointer); }
static inline GtkEventController *_Nonnull kittens_event_controller(void *_Nonnull pointer) { return GTK_EVENT_CONTROLLER(pointer); }

/// GDK_MEMORY_DEFAULT: the byte layout gdk_texture_download writes (premultiplied BGRA on little-endian).
static inline GdkMemoryFormat kittens_memory_default_format(void) { return GDK_MEMORY_DEFAULT; }
/// GDK_CURRENT_TIME, a macro.
static inline guint32 kittens_current_time(void) { return GDK_CURRENT_TIME; }
/// GTK_INVALID_LIST_POSITION, a macro.
static inline guint kittens_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }

/// The text this process put on a clipboard, as a newly allocated string (g_free it), or NULL
/// when the clipboard holds no local text. Reads the local content provider synchronously.
static inline char *_Nullable kittens_clipboard_local_text(GdkClipboard *_Nonnull clipboard) {
    GdkContentProvider *provider = gdk_clipboard_get_content(clipboard);
    if (provider == NULL) return NULL;
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_STRING);
    char *text = NULL;
    if (gdk_content_provider_get_value(provider, &value, NULL)) text = g_value_dup_string(&value);
    g_value_unset(&value);
    return text;
}

/// The accessible label of a widget; a one-property wrapper of the variadic
/// gtk_accessible_update_property, which Swift cannot call.
static inline void kittens_set_accessible_label(GtkWidget *_Nonnull widget, const char *_Nonnull label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
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
static inline GtkMenuButton *_Nonnull kittens_menu_button(void *_Nonnull pointer) { return GTK_MENU_BUTTON(pointer); }
static inline GtkApplicationWindow *_Nonnull kittens_application_window(void *_Nonnull pointer) { return GTK_APPLICATION_WINDOW(pointer); }
static inline GtkShortcutsWindow *_Nonnull kittens_shortcuts_window(void *_Nonnull pointer) { return GTK_SHORTCUTS_WINDOW(pointer); }
static inline gboolean kittens_is_shortcuts_window(void *_Nonnull object) { return GTK_IS_SHORTCUTS_WINDOW(object); }
static inline gboolean kittens_is_shortcuts_shortcut(void *_Nonnull object) { return GTK_IS_SHORTCUTS_SHORTCUT(object); }
static inline gboolean kittens_is_image(void *_Nonnull object) { return GTK_IS_IMAGE(object); }
static inline GtkImage *_Nonnull kittens_image(void *_Nonnull pointer) { return GTK_IMAGE(pointer); }
static inline GtkOverlay *_Nonnull kittens_overlay(void *_Nonnull pointer) { return GTK_OVERLAY(pointer); }

// The picture viewer: saving and copying.

/// Emits `response` on a native dialog as if the user answered `response_id`: what a test does
/// in place of the user (g_signal_emit_by_name is variadic).
static inline void kittens_native_dialog_respond(GtkNativeDialog *_Nonnull dialog, int response_id) {
    g_signal_emit_by_name(dialog, "response", response_id);
}

/// The texture this process put on a clipboard, with a new reference (unref it), or NULL when
/// the clipboard holds no local texture.
static inline GdkTexture *_Nullable kittens_clipboard_local_texture(GdkClipboard *_Nonnull clipboard) {
    GdkContentProvider *provider = gdk_clipboard_get_content(clipboard);
    if (provider == NULL) return NULL;
    GValue value = G_VALUE_INIT;
    g_value_init(&value, GDK_TYPE_TEXTURE);
    GdkTexture *texture = NULL;
    if (gdk_content_provider_get_value(provider, &value, NULL)) texture = g_value_dup_object(&value);
    g_value_unset(&value);
    return texture;
}

// The Preferences window's entry and spin button.
static inline GtkEditable *_Nonnull kittens_editable(void *_Nonnull pointer) { return GTK_EDITABLE(pointer); }
static inline GtkSpinButton *_Nonnull kittens_spin_button(void *_Nonnull pointer) { return GTK_SPIN_BUTTON(pointer); }

#endif
