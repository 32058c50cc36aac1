import CGLib

/// `GApplication` and its subclasses (`GtkApplication`, `AdwApplication`): `activate`, `shutdown`.
public protocol IsApplication {}
/// `GSimpleAction`: its `activate`.
public protocol IsSimpleAction {}
/// Any class that implements `GListModel`: `items-changed`.
public protocol IsListModel {}

extension GApplication: IsApplication {}

/// Marker types for GIO's final classes and interfaces, whose structs C hides, for
/// `GObjectPointer`: `GObjectPointer<GIO.SimpleAction>(g_simple_action_new(name, nil))`.
public enum GIO {
    public enum SimpleAction: RegisteredClass, IsSimpleAction {
        public static var gType: GType { g_simple_action_get_type() }
    }

    /// Any object implementing the `GListModel` interface.
    public enum ListModel: RegisteredClass, IsListModel {
        public static var gType: GType { g_list_model_get_type() }
    }
}
