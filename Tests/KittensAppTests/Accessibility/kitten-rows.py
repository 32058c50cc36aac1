#!/usr/bin/python3
"""Selects a row of a running Kittens, or says which rows a list shows, over AT-SPI, as a
screen reader user's tools do. Run by the app tests with Debian's /usr/bin/python3
(python3-pyatspi), on the test's own D-Bus session and accessibility bus (AT_SPI_BUS_ADDRESS):

    kitten-rows.py PID select LIST POSITION
        Waits (on AT-SPI events) for the list named LIST to have a row at POSITION and selects
        it through the list's Selection interface; prints "selected: NAME" for each picture in
        the row (its accessible name, "Cat picture <id>").
    kitten-rows.py PID rows LIST [TAB]
        First presses the first view switcher tab named TAB (its accessible action) and waits
        for it to be selected ("tab selected: True"; "tab selected before:" says whether it was); then waits for the list named LIST to hold a
        row, and prints "row: NAME" for each picture in its rows.

Exits 1, saying why, when the app, the list, the tab or a row does not come within 20 seconds,
and 2 on an unknown command.
"""
import sys

import pyatspi

from kittens_atspi import press, wait_for, wait_for_app, walk

SECONDS = 20
EVENTS = ["object:children-changed", "object:state-changed", "object:property-change"]


def find(app, role, name):
    """The accessibles of `role` named `name` below `app`."""
    found = []
    walk(app, app.name, found)
    return [accessible for accessible, found_role, found_name, _ in found if found_role == role and found_name == name]


def rows_of(lst):
    """The index of each list item child of `lst`, with the names of the pictures in it."""
    rows = []
    for index in range(lst.childCount):
        child = lst.getChildAtIndex(index)
        if child is None or child.getRole() != pyatspi.ROLE_LIST_ITEM:
            continue
        below = []
        walk(child, "", below)
        rows.append((index, [name for _, role, name, _ in below if role == pyatspi.ROLE_IMAGE]))
    return rows


def is_selected(accessible):
    return accessible.getState().contains(pyatspi.STATE_SELECTED)


def select(app, list_name, position):
    def row():
        lists = find(app, pyatspi.ROLE_LIST, list_name)
        rows = rows_of(lists[0]) if lists else []
        return (lists[0], rows[position]) if len(rows) > position else None

    found = wait_for(row, EVENTS, SECONDS)
    if found is None:
        print(f"error: no list named {list_name!r} with a row at {position}")
        return 1
    lst, (index, pictures) = found
    selection = lst.querySelection()
    if not selection.selectChild(index) or not selection.isChildSelected(index):
        print(f"error: the row at {position} of {list_name!r} could not be selected")
        return 1
    for name in pictures:
        print(f"selected: {name}")
    return 0


def rows(app, list_name, tab_name):
    if tab_name:
        tabs = wait_for(lambda: find(app, pyatspi.ROLE_PAGE_TAB, tab_name), EVENTS, SECONDS)
        if not tabs:
            print(f"error: no tab named {tab_name!r}")
            return 1
        was_selected = is_selected(tabs[0])
        _, pressed = press(tabs[0])
        # GTK 4.8 sets no "showing" state: the tab's "selected" says its page is the one shown.
        # Only the tab pressed is asked: a switcher squeezed out of a narrow header bar keeps
        # its tabs in the tree, but GTK does not update the states of what is not mapped.
        def tab_selected():
            now = find(app, pyatspi.ROLE_PAGE_TAB, tab_name)
            return bool(now) and is_selected(now[0])

        selected = wait_for(tab_selected, EVENTS, SECONDS)
        print(f"tab pressed: {pressed}")
        print(f"tab selected before: {was_selected}")
        print(f"tab selected: {bool(selected)}")

    def listed_rows():
        lists = find(app, pyatspi.ROLE_LIST, list_name)
        return lists and rows_of(lists[0])

    found = wait_for(listed_rows, EVENTS, SECONDS)
    if not found:
        print(f"error: no list named {list_name!r} with a row")
        return 1
    for _, pictures in found:
        for name in pictures:
            print(f"row: {name}")
    return 0


def main():
    pid, command, list_name = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    app = wait_for_app(pid, SECONDS)
    if app is None:
        print(f"error: no application of process {pid} on the accessibility bus")
        return 1
    if command == "select":
        return select(app, list_name, int(sys.argv[4]))
    if command == "rows":
        return rows(app, list_name, sys.argv[4] if len(sys.argv) > 4 else None)
    print(f"error: unknown command {command!r}")
    return 2


if __name__ == "__main__":
    sys.exit(main())
