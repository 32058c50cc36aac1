#!/usr/bin/python3
"""Walks the accessible tree of a running Kittens over AT-SPI and presses Refresh.

Run by AccessibleTreeTests.swift with Debian's /usr/bin/python3 (python3-pyatspi), on the
test's own D-Bus session and accessibility bus (AT_SPI_BUS_ADDRESS), once the app's window
shows its rows; it waits (on the registry's events) for the app to register:

    check-accessible-tree.py PID

Fails (exit 1) on any control (button, toggle, entry, menu item ...) or picture without a
name, in the window and in the primary menu, which it opens through its button's action. GTK 4.8 names an accessible that has no label after its type ("GtkPicture"), so such a
name counts as none. Then finds the push button named Refresh and presses it through its
accessible action (doAction); the test sees the page requested again. Prints what it found,
one "key: value" a line.
"""
import re
import sys

import pyatspi
from gi.repository import GLib

from kittens_atspi import press, wait_for, wait_for_app, walk

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


def role_name(accessible):
    """Its role's name, or "(gone)" when the object went away since it was read."""
    try:
        return accessible.getRoleName()
    except GLib.Error:
        return "(gone)"


def unnamed_in(found):
    """What in `found` should have a name and has none."""
    return [
        f"{role_name(accessible)} at {path} is named {name!r}"
        for accessible, role, name, path in found
        if role in NAMED_ROLES and (not name.strip() or TYPE_NAME.match(name))
    ]


def main():
    pid = int(sys.argv[1])
    app = wait_for_app(pid, 20)
    if app is None:
        names = [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None]
        print(f"error: no application of process {pid} on the accessibility bus; there are {names}")
        return 1
    found = []
    walk(app, app.name, found)
    unnamed = unnamed_in(found)
    pictures = [name for _, role, name, _ in found if role == pyatspi.ROLE_IMAGE]
    items = [name for _, role, name, _ in found if role == pyatspi.ROLE_LIST_ITEM]
    print(f"accessibles: {len(found)}")
    print(f"pictures: {len(pictures)}")
    print(f"cat pictures: {sum(1 for name in pictures if name.startswith('Cat picture '))}")
    print(f"list items: {len(items)}")
    for name in pictures + items:
        print(f"named: {name}")

    # The primary menu, opened through its button's action: its items must be named too.
    # GtkMenuButton and the button inside it, which opens the menu, both say Main Menu.
    buttons = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
    menu_button = [a for a, role, name, _ in found if name == "Main Menu" and role in buttons][-1:]
    if not menu_button:
        print("error: no button named Main Menu")
        return 1
    _, opened = press(menu_button[0])

    def menu_items():
        now = []
        walk(app, app.name, now)
        return [entry for entry in now if entry[1] == pyatspi.ROLE_MENU_ITEM] and now

    with_menu = wait_for(menu_items, ["object:children-changed", "object:state-changed"], 20) or []
    menu = [name for _, role, name, _ in with_menu if role == pyatspi.ROLE_MENU_ITEM]
    print(f"main menu opened: {opened}")
    for name in menu:
        print(f"menu item: {name}")
    unnamed += [line for line in unnamed_in(with_menu) if line not in unnamed]
    if not menu:
        print("error: the main menu showed no menu items")
        return 1
    press(menu_button[0])  # Closes it again.
    for line in unnamed:
        print(f"unnamed: {line}")

    refresh = [a for a, role, name, _ in found if role == pyatspi.ROLE_PUSH_BUTTON and name == "Refresh"]
    if len(refresh) != 1:
        print(f"error: {len(refresh)} push buttons named Refresh")
        return 1
    names, pressed = press(refresh[0])
    print(f"refresh actions: {names}")
    print(f"refresh pressed: {pressed}")
    return 1 if unnamed or not pressed else 0


if __name__ == "__main__":
    sys.exit(main())
