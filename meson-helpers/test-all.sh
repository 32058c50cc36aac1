#!/bin/sh
# Runs every test of Kittens on Debian 12: installs what is missing, checks that the build has
# no warnings, runs all unit, store, data-source and GTK window tests in a virtual X display
# (a missing display fails rather than skips), then installs the app with meson into a temporary
# folder and validates the desktop file, metainfo and icons there.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh

install_missing pkg-config libgtk-4-dev libsoup-3.0-dev glib-networking openssl xvfb xauth dbus \
    dbus-x11 at-spi2-core desktop-file-utils appstream meson librsvg2-common
require_swift

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
if grep -E "(^|: )warning: " "$log" >/dev/null; then
    echo "test-all: the build printed warnings (see above); warnings are errors here." >&2
    exit 1
fi

KITTENS_REQUIRE_DISPLAY=1
KITTENS_SCREENSHOT_DIR="${KITTENS_SCREENSHOT_DIR:-$PWD/.build/screenshots}"
export KITTENS_REQUIRE_DISPLAY KITTENS_SCREENSHOT_DIR
mkdir -p "$KITTENS_SCREENSHOT_DIR"
# In a GNOME session GIO resolves proxies through GNOME's settings, which ignore http_proxy and
# no_proxy: the proxy tests need GIO's default resolver, which reads them.
unset XDG_CURRENT_DESKTOP
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- swift test --skip-build
echo "Screenshots of the window: $KITTENS_SCREENSHOT_DIR"

meson-helpers/check-install.sh
