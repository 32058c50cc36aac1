#!/bin/sh
# Shows that signal handlers are typed by the emitting object: each wrong pairing below (a
# handler connected to an object that does not emit that signal, or of the wrong shape) must be
# rejected by swiftc, and the right pairings must compile, so that the check cannot pass because
# the modules were not found. Type-checks against the package's built modules; build first
# (`swift build`). Prints PASS or FAIL per case; exits 1 on any FAIL.
set -eu
cd "$(dirname "$0")/.."
PATH="/opt/swift/usr/bin:$PATH"

bin="$(swift build --show-bin-path)"
[ -f "$bin/Modules/KittensGtk.swiftmodule" ] || { echo "check-signal-types: build the package first (swift build)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The package's C modules: the system libraries' module maps and those SwiftPM wrote for C targets.
flags="-swift-version 6 -I $bin/Modules -module-cache-path $bin/check-signal-types-cache"
for map in "$PWD"/Sources/C*/module.modulemap "$bin"/*.build/module.modulemap; do
    flags="$flags -Xcc -fmodule-map-file=$map"
done
for cflag in $(pkg-config --cflags gtk4 libadwaita-1 libsoup-3.0); do flags="$flags -Xcc $cflag"; done

# Each wrong pairing on a line of its own, ending in `// wrong: <what it shows>`.
cat >"$work/Wrong.swift" <<'SWIFT'
import CGtk
import GLibRuntime
import KittensGtk

@MainActor func wrongPairings(
    entry: UnsafeMutablePointer<GtkEntry>, label: UnsafeMutablePointer<GtkWidget>, listView: OpaquePointer,
    application: UnsafeMutablePointer<GtkApplication>, window: GObjectRef<GtkWindow>
) {
    Signal.connect(entry, .itemActivate) { _ in } // wrong: itemActivate on a GtkEntry
    Signal.connect(label, .clicked) {} // wrong: clicked on a GtkLabel (a GtkWidget)
    Signal.connect(GObjectPointer<Gtk.ListView>(listView), .entryRowActivated) {} // wrong: entry-activated on a GtkListView
    Signal.connect(application, .actionActivate) {} // wrong: GSimpleAction activate on a GtkApplication
    Signal.connect(application, .closeRequest) { true } // wrong: close-request on a GtkApplication
    Signal.connect(window, .clicked) {} // wrong: clicked on a GtkWindow
    Signal.connect(GObjectPointer<Gtk.ListView>(listView), .itemActivate) {} // wrong: item activate handler without the position
    Signal.connect(GObjectPointer<Gtk.ListView>(listView), .listItem(.bind)) { _ in } // wrong: list item factory signal on a GtkListView
    Signal.connect(label, .textChanged) {} // wrong: editable changed on a GtkLabel (a GtkWidget)
    Signal.connect(window, .closeRequest) {} // wrong: close-request handler that returns no decision
    Signal.connect(window, .notify("title")) { _ in } // wrong: notify handler that takes an argument
}

nonisolated func wrongIsolation(button: UnsafeMutablePointer<GtkButton>) {
    Signal.connect(button, .clicked) {} // wrong: a main-actor signal connected off the main actor
}
SWIFT

cat >"$work/Right.swift" <<'SWIFT'
import CGtk
import GLibRuntime
import KittensGtk

@MainActor func rightPairings(
    button: UnsafeMutablePointer<GtkButton>, toggle: UnsafeMutablePointer<GtkToggleButton>,
    entry: UnsafeMutablePointer<GtkEntry>, passwordRow: OpaquePointer, listView: OpaquePointer, factory: GObjectRef<GObject>,
    application: UnsafeMutablePointer<GtkApplication>, window: GObjectRef<GtkWindow>
) {
    Signal.connect(button, .clicked) {}
    Signal.connect(toggle, .clicked) {}
    Signal.connect(GObjectPointer<Adw.PasswordEntryRow>(passwordRow), .entryRowActivated) {}
    Signal.connect(entry, .textChanged) {}
    Signal.connect(GObjectPointer<Gtk.ListView>(listView), .itemActivate) { _ in }
    Signal.connect(GObjectPointer<Gtk.SignalListItemFactory>(factory), .listItem(.bind)) { _ in }
    Signal.connect(application, .applicationActivate) {}
    Signal.connect(application, .windowRemoved) { _ in }
    Signal.connect(window, .closeRequest) { false }
    Signal.connect(window, .notify("title")) {}
}
SWIFT

failed=0
# shellcheck disable=SC2086
swiftc -typecheck $flags "$work/Wrong.swift" >"$work/wrong.log" 2>&1 || true
grep -n "// wrong: " "$work/Wrong.swift" | while IFS=: read -r line text; do
    what="${text#*// wrong: }"
    if grep -q "Wrong.swift:$line:[0-9]*: error:" "$work/wrong.log"; then
        echo "PASS rejected: $what"
    else
        echo "FAIL compiled: $what"
        echo fail >>"$work/failures"
    fi
done
case_lines="$(grep -n "// wrong: " "$work/Wrong.swift" | cut -d: -f1 | tr '\n' ' ')"
for line in $(grep -o "Wrong.swift:[0-9]*:[0-9]*: error:" "$work/wrong.log" | cut -d: -f2 | sort -u); do
    case " $case_lines" in
        *" $line "*) ;;
        *) echo "FAIL unexpected error on line $line of the wrong pairings:"; grep "Wrong.swift:$line:" "$work/wrong.log"
           echo fail >>"$work/failures" ;;
    esac
done

# shellcheck disable=SC2086
if swiftc -typecheck $flags "$work/Right.swift" >"$work/right.log" 2>&1; then
    echo "PASS compiled: the right pairings (buttons, a toggle button, entry, password entry row, list view, factory, application, window)"
else
    echo "FAIL rejected: the right pairings"
    cat "$work/right.log"
    echo fail >>"$work/failures"
fi

[ -f "$work/failures" ] && failed=1
if [ "$failed" -ne 0 ]; then
    echo "check-signal-types: FAILED" >&2
    exit 1
fi
echo "check-signal-types: all passed"
