#!/usr/bin/python3
"""Walks the accessible tree of a running Kittens over AT-SPI and presses Refresh.

Run by AccessibleTreeTests.swift with Debian's /usr/bin/python3 (python3-pyatspi), on the
test's own D-Bus session and accessibility bus (AT_SPI_BUS_ADDRESS), once the app's window
shows its rows; it waits (on the registry's events) for the app to register:

    check-accessible-tree.py PID

Fails (exit 1) on any control (button, toggle, entry, menu item ...) or picture without a
name. GTK 4.8 names an accessible that has no label after its type ("GtkPicture"), so such a
name counts as none. Then finds the push button named Refresh and presses it through its
accessible action (doAction); the test sees the page requested again. Prints what it found,
one "key: value" a line.
"""
import re
import sys

import pyatspi
from gi.repository import GLib

# Roles whose accessible must say what it is or does.
NAMED_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM,
    pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_SLIDER, pyatspi.ROLE_LINK,
    pyatspi.ROLE_IMAGE, pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_LIST, pyatspi.ROLE_PROGRESS_BAR,
    pyatspi.ROLE_NOTIFICATION, pyatspi.ROLE_ALERT,
}
# What GTK says when nothing names an accessible: its type name.
TYPE_NAME = re.compile(r"^(Gtk|Adw|Gdk)[A-Za-z]+$")


def find_app(pid):
    """The application accessible of process `pid`, or None."""
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def wait_for_app(pid, seconds):
    """The application accessible of process `pid`, once it has registered with the registry
    (GTK does so on its own time after the window shows): looks again on each
    children-changed event of the desktop; None when `seconds` pass first."""
    found = [find_app(pid)]
    if found[0] is not None:
        return found[0]

    def look(_event=None):
        found[0] = find_app(pid)
        if found[0] is not None:
            pyatspi.Registry.stop()
        return False

    def give_up():
        pyatspi.Registry.stop()
        return False

    pyatspi.Registry.registerEventListener(look, "object:children-changed")
    GLib.idle_add(look)  # It may have come between the first look and listening.
    GLib.timeout_add_seconds(seconds, give_up)
    pyatspi.Registry.start()
    pyatspi.Registry.deregisterEventListener(look, "object:children-changed")
    return found[0]


def walk(accessible, path, found):
    """Visits `accessible` and its descendants, collecting them in `found`."""
    if accessible is None:
        return
    role = accessible.getRole()
    name = accessible.name or ""
    found.append((accessible, role, name, path))
    for index in range(accessible.childCount):
        child = accessible.getChildAtIndex(index)
        walk(child, f"{path}/{accessible.getRoleName()}[{index}]", found)


def main():
    pid = int(sys.argv[1])
    app = wait_for_app(pid, 20)
    if app is None:
        names = [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None]
        print(f"error: no application of process {pid} on the accessibility bus; there are {names}")
        return 1
    found = []
    walk(app, app.name, found)
    unnamed = [
        f"{accessible.getRoleName()} at {path} is named {name!r}"
        for accessible, role, name, path in found
        if role in NAMED_ROLES and (not name.strip() or TYPE_NAME.match(name))
    ]
    pictures = [name for _, role, name, _ in found if role == pyatspi.ROLE_IMAGE]
    items = [name for _, role, name, _ in found if role == pyatspi.ROLE_LIST_ITEM]
    print(f"accessibles: {len(found)}")
    print(f"pictures: {len(pictures)}")
    print(f"cat pictures: {sum(1 for name in pictures if name.startswith('Cat picture '))}")
    print(f"list items: {len(items)}")
    for name in pictures + items:
        print(f"named: {name}")
    for line in unnamed:
        print(f"unnamed: {line}")

    refresh = [a for a, role, name, _ in found if role == pyatspi.ROLE_PUSH_BUTTON and name == "Refresh"]
    if len(refresh) != 1:
        print(f"error: {len(refresh)} push buttons named Refresh")
        return 1
    action = refresh[0].queryAction()
    names = [action.getName(index) for index in range(action.nActions)]
    if not names:
        print("error: Refresh has no accessible action")
        return 1
    pressed = action.doAction(0)
    print(f"refresh actions: {names}")
    print(f"refresh pressed: {bool(pressed)}")
    return 1 if unnamed or not pressed else 0


if __name__ == "__main__":
    sys.exit(main())
