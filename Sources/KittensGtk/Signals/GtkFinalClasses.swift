import CAdw
import CGtk
import GLibRuntime

/// Marker types for GTK's final classes, whose structs C hides (their pointers import as
/// `OpaquePointer`, or as a base class's): `GObjectPointer<Gtk.ListView>(listView)`.
public enum Gtk {
    public enum ListView: RegisteredClass, IsListOrGridView {
        public static var gType: GType { gtk_list_view_get_type() }
    }

    public enum GridView: RegisteredClass, IsListOrGridView {
        public static var gType: GType { gtk_grid_view_get_type() }
    }

    public enum SignalListItemFactory: RegisteredClass, IsSignalListItemFactory {
        public static var gType: GType { gtk_signal_list_item_factory_get_type() }
    }

    public enum LinkButton: RegisteredClass, IsButton, IsLinkButton {
        public static var gType: GType { gtk_link_button_get_type() }
    }

    public enum GestureClick: RegisteredClass, IsGestureClick {
        public static var gType: GType { gtk_gesture_click_get_type() }
    }

    public enum EventControllerScroll: RegisteredClass, IsEventControllerScroll {
        public static var gType: GType { gtk_event_controller_scroll_get_type() }
    }

    public enum GestureDrag: RegisteredClass, IsGestureDrag {
        public static var gType: GType { gtk_gesture_drag_get_type() }
    }

    public enum DragSource: RegisteredClass, IsDragSource {
        public static var gType: GType { gtk_drag_source_get_type() }
    }

    public enum GestureZoom: RegisteredClass, IsGestureZoom {
        public static var gType: GType { gtk_gesture_zoom_get_type() }
    }

    public enum EventControllerKey: RegisteredClass, IsEventControllerKey {
        public static var gType: GType { gtk_event_controller_key_get_type() }
    }

    public enum EventControllerMotion: RegisteredClass, IsEventControllerMotion {
        public static var gType: GType { gtk_event_controller_motion_get_type() }
    }

    public enum StringList: RegisteredClass, IsListModel {
        public static var gType: GType { gtk_string_list_get_type() }
    }

    public enum SingleSelection: RegisteredClass, IsListModel {
        public static var gType: GType { gtk_single_selection_get_type() }
    }

    public enum FileChooserNative: RegisteredClass, IsNativeDialog {
        public static var gType: GType { gtk_file_chooser_native_get_type() }
    }

    /// `GtkSearchEntry`: a `GtkEditable` (`changed`) with the search signals.
    public enum SearchEntry: RegisteredClass, IsSearchEntry, IsEditable {
        public static var gType: GType { gtk_search_entry_get_type() }
    }

    public enum PopoverMenu: RegisteredClass, IsPopover {
        public static var gType: GType { gtk_popover_menu_get_type() }
    }
}

/// Marker types for GDK's final classes.
public enum Gdk {
    public enum FrameClock: RegisteredClass, IsFrameClock {
        public static var gType: GType { gdk_frame_clock_get_type() }
    }
}

/// Marker types for libadwaita's final classes.
public enum Adw {
    /// `AdwPasswordEntryRow`: an entry row (`entry-activated`) and a `GtkEditable` (`changed`).
    public enum PasswordEntryRow: RegisteredClass, IsEntryRow, IsEditable {
        public static var gType: GType { adw_password_entry_row_get_type() }
    }
    /// `AdwStyleManager`: the app's colour scheme and whether the high-contrast style is on.
    public enum StyleManager: RegisteredClass {
        public static var gType: GType { adw_style_manager_get_type() }
    }
}
