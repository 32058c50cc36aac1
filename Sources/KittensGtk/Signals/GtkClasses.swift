import CGtk
import GLibRuntime

// The classes whose signals the app connects, as protocols a `SignalEmitter`'s `Class` conforms
// to: a class conforms to its own protocol and its ancestors', as GTK's hierarchy has it.
// Classes C declares conform through their instance struct; final ones through the marker types
// in `GtkFinalClasses.swift`.

/// `GtkButton` and its subclasses: `clicked`.
public protocol IsButton {}
/// libadwaita's entry rows (`AdwEntryRow`, `AdwPasswordEntryRow`): `entry-activated`.
public protocol IsEntryRow {}
/// `GtkToggleButton` and its subclasses: `toggled`.
public protocol IsToggleButton {}
/// The widgets that implement `GtkEditable` (entries, entry rows, spin buttons): `changed`.
public protocol IsEditable {}
/// `GtkDrawingArea`: `resize`.
public protocol IsDrawingArea {}
/// `GtkSearchEntry`: `activate`, `stop-search`.
public protocol IsSearchEntry {}
/// `GtkEntry` and its subclasses: `activate`.
public protocol IsEntry {}
/// `GtkListView` and `GtkGridView`: `activate` with the position of the item.
public protocol IsListOrGridView {}
/// `GtkSignalListItemFactory`: `setup`, `bind`, `unbind`, `teardown`.
public protocol IsSignalListItemFactory {}
/// `GtkAdjustment`: `value-changed`, `changed`.
public protocol IsAdjustment {}
/// `GtkGestureClick`: `pressed`.
public protocol IsGestureClick {}
/// `GtkEventControllerScroll`: `scroll`.
public protocol IsEventControllerScroll {}
/// `GtkGestureDrag`: `drag-begin`, `drag-update`.
public protocol IsGestureDrag {}
/// `GtkDragSource`: `prepare`, `drag-begin`.
public protocol IsDragSource {}
/// `GtkGestureZoom`: `scale-changed`.
public protocol IsGestureZoom {}
/// `GtkEventControllerKey`: `key-released`.
public protocol IsEventControllerKey {}
/// `GtkEventControllerMotion`: `motion`.
public protocol IsEventControllerMotion {}
/// `GtkWindow` and its subclasses: `close-request`.
public protocol IsWindow {}
/// `GtkApplication` and its subclasses: `window-removed`.
public protocol IsGtkApplication: IsApplication {}
/// `GtkNativeDialog` and its subclasses (`GtkFileChooserNative`): `response`.
public protocol IsNativeDialog {}
/// `GtkPopover` and its subclasses (`GtkPopoverMenu`): `closed`.
public protocol IsPopover {}
/// `GdkFrameClock`: `after-paint`.
public protocol IsFrameClock {}
/// `GtkCssProvider`: `parsing-error`.
public protocol IsCssProvider {}
/// `GtkLinkButton`: `activate-link`.
public protocol IsLinkButton {}
/// `GtkWidget` and so every widget: `map`, `unmap`.
public protocol IsWidget {}

extension GtkWidget: IsWidget {}
extension GtkButton: IsButton {}
extension GtkDrawingArea: IsDrawingArea {}
extension GtkToggleButton: IsButton, IsToggleButton {}
extension GtkEntry: IsEditable, IsEntry {}
extension GtkAdjustment: IsAdjustment {}
extension GtkWindow: IsWindow {}
extension GtkApplicationWindow: IsWindow {}
extension GtkApplication: IsGtkApplication {}
extension GtkNativeDialog: IsNativeDialog {}
extension GtkPopover: IsPopover {}
extension GtkCssProvider: IsCssProvider {}
