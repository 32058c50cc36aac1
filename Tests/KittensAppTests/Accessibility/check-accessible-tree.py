#!/usr/bin/python3
"""Walks the accessible tree of a running Kittens over AT-SPI, in the list and in the gallery,
and presses Refresh.

Run by AccessibleTreeTests.swift with Debian's /usr/bin/python3 (python3-pyatspi), on the
test's own D-Bus session and accessibility bus (AT_SPI_BUS_ADDRESS), once the app's window
shows its rows; it waits (on the registry's events) for the app to register:

    check-accessible-tree.py PID

Fails (exit 1) on any control (button, toggle, entry, menu item ...) or picture without a
name, in the window and in the primary menu, which it opens through its button's action. GTK 4.8 names an accessible that has no label after its type ("GtkPicture"), so such a
name counts as none. Then finds the push button named Refresh and presses it through its
accessible action (doAction); the test sees the page requested again. Rows and gallery cells
are named for people: "Cat picture <id>[, <breed>]", never their URL, which is their
description instead; the gallery shows after its toggle, named Gallery, is pressed through its
action, and its tree is checked as the list's was; so is the Rate page, shown through its
switcher button, where Like, pressed through its action, counts a vote. Prints what it found,
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
    pyatspi.ROLE_NOTIFICATION, pyatspi.ROLE_ALERT, pyatspi.ROLE_TABLE, pyatspi.ROLE_TABLE_CELL,
}
# The roles of a gallery's cells (GTK 4.8 makes a grid view's items grid cells or list items).
CELL_ROLES = {pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_TABLE_CELL}
# A picture's name: its id, and its breed after a comma when known.
PICTURE_NAME = re.compile(r"^(Animated cat|Cat) picture \S+(, .+)?$")
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


def description(accessible):
    """Its accessible description, or "" when the object went away."""
    try:
        return accessible.description or ""
    except GLib.Error:
        return ""


def items_of(found, view_name, roles):
    """The (name, description) of each item with one of `roles` directly below the accessible
    named `view_name` in `found`."""
    views = [accessible for accessible, _, name, _ in found if name == view_name]
    items = []
    for view in views:
        try:
            children = [view.getChildAtIndex(index) for index in range(view.childCount)]
        except GLib.Error:
            continue
        for child in children:
            try:
                if child is not None and child.getRole() in roles:
                    items.append((child.name or "", description(child)))
            except GLib.Error:
                continue
    return items


def misnamed(items, kind):
    """What in `items` is not named by its picture with its web address as description."""
    return [
        f"{kind} named {name!r} described {text!r}"
        for name, text in items
        if not PICTURE_NAME.match(name) or not text.startswith("http")
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
    rows = items_of(found, "Kitten images", {pyatspi.ROLE_LIST_ITEM})
    for name, text in rows:
        print(f"row: {name} | {text}")
    wrong = misnamed(rows, "row") if rows else ["no rows in the list named Kitten images"]

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

    # The gallery, through its toggle's action: its cells and controls must be named too.
    # GTK 4.8 says a GtkToggleButton is a push button (with a pressed state).
    toggles = [a for a, role, name, _ in found if role in buttons and name == "Gallery"]
    print(f"gallery toggles: {len(toggles)}")
    if len(toggles) != 1:
        print("error: no single button named Gallery")
        return 1
    _, shown = press(toggles[0])
    print(f"gallery pressed: {shown}")

    def gallery_cells():
        # Read the tree afresh at each look: libatspi caches each object's children, and the
        # gallery, made on this press, may get its cells at its first layout without an event
        # that updates them (once in CI, every look for 20 s found no cells).
        app.clear_cache()
        now = []
        walk(app, app.name, now)
        return items_of(now, "Kitten gallery", CELL_ROLES) and now

    with_gallery = wait_for(gallery_cells, ["object:children-changed", "object:state-changed"], 20) or []
    cells = items_of(with_gallery, "Kitten gallery", CELL_ROLES)
    for name, text in cells:
        print(f"cell: {name} | {text}")
    wrong += misnamed(cells, "cell") if cells else ["no cells in the gallery named Kitten gallery"]
    unnamed += [line for line in unnamed_in(with_gallery) if line not in unnamed]
    for line in unnamed:
        print(f"unnamed: {line}")
    for line in wrong:
        print(f"misnamed: {line}")

    # The Rate page, through its switcher button: its picture is named as the rows are, its
    # three buttons by their words, and Like, pressed through its action, counts a vote.
    rate_tabs = [a for a, role, name, _ in found if role == pyatspi.ROLE_PAGE_TAB and name == "Rate"]
    print(f"rate switchers: {len(rate_tabs)}")
    if not rate_tabs:
        print("error: no switcher page tab named Rate")
        return 1
    _, rate_shown = press(rate_tabs[0])
    print(f"rate pressed: {rate_shown}")
    rate_buttons = {"Like", "Not for Me", "Skip"}

    def rate_page():
        app.clear_cache()
        now = []
        walk(app, app.name, now)
        named = {name for a, role, name, _ in now if role == pyatspi.ROLE_PUSH_BUTTON and name in rate_buttons
                 and a.getState().contains(pyatspi.STATE_SENSITIVE)}
        return now if named == rate_buttons else None

    with_rate = wait_for(rate_page, ["object:children-changed", "object:state-changed"], 20) or []
    for _, role, name, _ in with_rate:
        if role == pyatspi.ROLE_PUSH_BUTTON and name in rate_buttons:
            print(f"rate button: {name}")
    unnamed += [line for line in unnamed_in(with_rate) if line not in unnamed]
    like = [a for a, role, name, _ in with_rate if role == pyatspi.ROLE_PUSH_BUTTON and name == "Like"]
    if like:
        _, liked = press(like[0])
        print(f"rate liked: {liked}")

        def counted():
            app.clear_cache()
            now = []
            walk(app, app.name, now)
            return [name for _, _, name, _ in now if name and name.startswith("1 vote since")]

        for name in wait_for(counted, ["object:children-changed", "object:property-change"], 20) or []:
            print(f"rate count: {name}")

    refresh = [a for a, role, name, _ in found if role == pyatspi.ROLE_PUSH_BUTTON and name == "Refresh"]
    if len(refresh) != 1:
        print(f"error: {len(refresh)} push buttons named Refresh")
        return 1
    names, pressed = press(refresh[0])
    print(f"refresh actions: {names}")
    print(f"refresh pressed: {pressed}")
    return 1 if unnamed or wrong or not pressed else 0


if __name__ == "__main__":
    sys.exit(main())
