import CGLib
import CGtk
import XCTest

/// GTK's accessible test functions (those behind the `gtk_test_accessible_assert_*` macros),
/// as XCTest assertions on a widget's accessible: its role, properties, states and relations.
@MainActor
enum Accessible {
    static func assertRole(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ role: GtkAccessibleRole, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(kittens_test_accessible_has_role(widget, role), 1,
                       "role \(role.rawValue) expected, the widget has \(gtk_accessible_get_accessible_role(kittens_accessible(widget)).rawValue) \(message)",
                       file: file, line: line)
    }

    static func assertLabel(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        check(kittens_test_accessible_check_string_property(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, expected),
              "label \"\(expected)\"", file: file, line: line)
    }

    static func assertDescription(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        check(kittens_test_accessible_check_string_property(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected),
              "description \"\(expected)\"", file: file, line: line)
    }

    static func assertState(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ state: GtkAccessibleState, _ expected: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        check(kittens_test_accessible_check_boolean_state(widget, state, expected ? 1 : 0),
              "state \(state.rawValue) \(expected)", file: file, line: line)
    }

    /// A check returns NULL when it holds, or else the value the accessible has.
    private static func check(_ result: UnsafeMutablePointer<CChar>?, _ what: String, file: StaticString, line: UInt) {
        guard let result else { return }
        defer { g_free(result) }
        XCTFail("\(what) expected, the accessible has \(String(cString: result))", file: file, line: line)
    }
}
