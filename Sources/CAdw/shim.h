// libadwaita 1.2 for Swift, plus static inline casts for what Swift cannot call directly (C
// macros). GTK's helpers are in CGtk, GLib's in CGLib; no function is declared twice.
#ifndef KITTENS_CADW_SHIM_H
#define KITTENS_CADW_SHIM_H

// GTK through CGtk's own header first, so that GTK's declarations belong to the CGtk module and
// a Swift file that imports only CGtk sees them (else whichever module included <gtk/gtk.h> first
// would own them, and GTK's enum constants could vanish from such files).
#include "../CGtk/shim.h"
#include <adwaita.h>

KITTENS_CAST(AdwApplicationWindow, adw_application_window, ADW_APPLICATION_WINDOW)
KITTENS_CAST(AdwHeaderBar, adw_header_bar, ADW_HEADER_BAR)
KITTENS_CAST(AdwToastOverlay, adw_toast_overlay, ADW_TOAST_OVERLAY)
KITTENS_CAST(AdwStatusPage, adw_status_page, ADW_STATUS_PAGE)
KITTENS_CAST(AdwViewStack, adw_view_stack, ADW_VIEW_STACK)
KITTENS_CAST(AdwBin, adw_bin, ADW_BIN)
KITTENS_CAST(AdwViewSwitcherTitle, adw_view_switcher_title, ADW_VIEW_SWITCHER_TITLE)
KITTENS_CAST(AdwViewSwitcherBar, adw_view_switcher_bar, ADW_VIEW_SWITCHER_BAR)
KITTENS_CAST(AdwAboutWindow, adw_about_window, ADW_ABOUT_WINDOW)
KITTENS_CAST(AdwPreferencesWindow, adw_preferences_window, ADW_PREFERENCES_WINDOW)
KITTENS_CAST(AdwPreferencesPage, adw_preferences_page, ADW_PREFERENCES_PAGE)
KITTENS_CAST(AdwPreferencesGroup, adw_preferences_group, ADW_PREFERENCES_GROUP)
KITTENS_CAST(AdwPreferencesRow, adw_preferences_row, ADW_PREFERENCES_ROW)
KITTENS_CAST(AdwActionRow, adw_action_row, ADW_ACTION_ROW)
KITTENS_TYPE_CHECK(adw_is_header_bar, ADW_IS_HEADER_BAR)
KITTENS_TYPE_CHECK(adw_is_window, ADW_IS_WINDOW)
KITTENS_TYPE_CHECK(adw_is_toast_overlay, ADW_IS_TOAST_OVERLAY)
KITTENS_TYPE_CHECK(adw_is_about_window, ADW_IS_ABOUT_WINDOW)

#endif
