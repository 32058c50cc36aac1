// libadwaita 1.2 for Swift, plus static inline casts for what Swift cannot call directly (C
// macros). GTK's helpers are in CGtk, GLib's in CGLib; no function is declared twice.
#ifndef KITTENS_CADW_SHIM_H
#define KITTENS_CADW_SHIM_H

// GTK through CGtk's own header first, so that GTK's declarations belong to the CGtk module and
// a Swift file that imports only CGtk sees them (else whichever module included <gtk/gtk.h> first
// would own them, and GTK's enum constants could vanish from such files).
#include "../CGtk/shim.h"
#include <adwaita.h>

static inline AdwApplicationWindow *_Nonnull kittens_adw_application_window(void *_Nonnull pointer) { return ADW_APPLICATION_WINDOW(pointer); }
static inline AdwHeaderBar *_Nonnull kittens_adw_header_bar(void *_Nonnull pointer) { return ADW_HEADER_BAR(pointer); }
static inline AdwToastOverlay *_Nonnull kittens_adw_toast_overlay(void *_Nonnull pointer) { return ADW_TOAST_OVERLAY(pointer); }
static inline AdwStatusPage *_Nonnull kittens_adw_status_page(void *_Nonnull pointer) { return ADW_STATUS_PAGE(pointer); }
static inline AdwViewStack *_Nonnull kittens_adw_view_stack(void *_Nonnull pointer) { return ADW_VIEW_STACK(pointer); }
static inline AdwViewSwitcherTitle *_Nonnull kittens_adw_view_switcher_title(void *_Nonnull pointer) { return ADW_VIEW_SWITCHER_TITLE(pointer); }
static inline AdwViewSwitcherBar *_Nonnull kittens_adw_view_switcher_bar(void *_Nonnull pointer) { return ADW_VIEW_SWITCHER_BAR(pointer); }
static inline AdwAboutWindow *_Nonnull kittens_adw_about_window(void *_Nonnull pointer) { return ADW_ABOUT_WINDOW(pointer); }
static inline AdwPreferencesWindow *_Nonnull kittens_adw_preferences_window(void *_Nonnull pointer) { return ADW_PREFERENCES_WINDOW(pointer); }
static inline AdwPreferencesPage *_Nonnull kittens_adw_preferences_page(void *_Nonnull pointer) { return ADW_PREFERENCES_PAGE(pointer); }
static inline AdwPreferencesGroup *_Nonnull kittens_adw_preferences_group(void *_Nonnull pointer) { return ADW_PREFERENCES_GROUP(pointer); }
static inline AdwPreferencesRow *_Nonnull kittens_adw_preferences_row(void *_Nonnull pointer) { return ADW_PREFERENCES_ROW(pointer); }
static inline AdwActionRow *_Nonnull kittens_adw_action_row(void *_Nonnull pointer) { return ADW_ACTION_ROW(pointer); }
static inline gboolean kittens_adw_is_header_bar(void *_Nonnull object) { return ADW_IS_HEADER_BAR(object); }
static inline gboolean kittens_adw_is_toast_overlay(void *_Nonnull object) { return ADW_IS_TOAST_OVERLAY(object); }
static inline gboolean kittens_adw_is_about_window(void *_Nonnull object) { return ADW_IS_ABOUT_WINDOW(object); }

#endif
