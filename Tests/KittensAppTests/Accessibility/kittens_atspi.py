"""What the AT-SPI scripts of the app tests share: finding the app of a process on the
accessibility bus, waiting on AT-SPI events for a condition (never a fixed pause), walking the
accessible tree, and doing an accessible's action. Imported by the scripts next to it, which
Python finds in the script's own folder; run with Debian's /usr/bin/python3 (python3-pyatspi).
"""
import pyatspi
from gi.repository import GLib


def find_app(pid):
    """The application accessible of process `pid`, or None."""
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def wait_for_app(pid, seconds):
    """The application accessible of process `pid`, once it has registered with the registry
    (GTK does so on its own time after the window shows)."""
    return wait_for(lambda: find_app(pid), ["object:children-changed"], seconds)


def wait_for(condition, events, seconds):
    """Waits until `condition()` returns something, looking again on each of `events` and every
    quarter of a second (GTK 4.8 does not send an event for everything it adds: a grid's cells
    made at its first layout may come with none); returns it, or None when `seconds` pass first."""
    found = [condition()]
    if found[0]:
        return found[0]

    def look(_event=None):
        found[0] = condition()
        if found[0]:
            pyatspi.Registry.stop()
        return False

    def give_up():
        pyatspi.Registry.stop()
        return False

    def look_again():
        look()
        return not found[0]

    for event in events:
        pyatspi.Registry.registerEventListener(look, event)
    GLib.idle_add(look)  # It may have come between the first look and listening.
    again = GLib.timeout_add(250, look_again)
    stop = GLib.timeout_add_seconds(seconds, give_up)
    pyatspi.Registry.start()
    for source in (again, stop):
        if GLib.MainContext.default().find_source_by_id(source):
            GLib.source_remove(source)
    for event in events:
        pyatspi.Registry.deregisterEventListener(look, event)
    return found[0]


def press(accessible):
    """Does the accessible's first action ("click"); its action names."""
    action = accessible.queryAction()
    names = [action.getName(index) for index in range(action.nActions)]
    return names, bool(names) and bool(action.doAction(0))


def walk(accessible, path, found):
    """Visits `accessible` and its descendants, collecting (accessible, role, name, path) in
    `found`. An object that goes away while it is read (a row rebound, a menu built) is skipped
    with what is below it."""
    if accessible is None:
        return
    try:
        role = accessible.getRole()
        name = accessible.name or ""
        role_name = accessible.getRoleName()
        children = [accessible.getChildAtIndex(index) for index in range(accessible.childCount)]
    except GLib.Error:
        return
    found.append((accessible, role, name, path))
    for index, child in enumerate(children):
        walk(child, f"{path}/{role_name}[{index}]", found)
