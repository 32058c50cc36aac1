#!/bin/sh
# Runs the GTK tests N times in a row: KittensGtkTests (real windows) and KittensAppTests (the
# app launched as a process), each run in a fresh Xvfb display and session bus, as test-all.sh
# does. Stops at the first failing run and says which one it was, with its log. A run fails when
# a test fails or is skipped for want of a display, or when GTK or GLib print a warning or a
# critical. Flaky is broken: 30 runs in a row must pass.
#
# Usage: meson-helpers/soak.sh N
# KITTENS_SCRATCH_PATH picks the build folder (default .build), so that a soak can run while
# another build goes on elsewhere.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh

runs="${1:-}"
case "$runs" in
    '' | *[!0-9]* | 0)
        echo "usage: meson-helpers/soak.sh N  (N: how many runs, at least 1)" >&2
        exit 64
        ;;
esac
install_missing pkg-config libgtk-4-dev libadwaita-1-dev libsoup-3.0-dev libpng-dev libsecret-1-dev gnome-keyring libsecret-tools libglib2.0-bin glib-networking openssl xvfb xauth dbus dbus-x11 \
    at-spi2-core xdotool
require_swift

scratch="${KITTENS_SCRATCH_PATH:-.build}"
swift build --build-tests --scratch-path "$scratch"

logs="$(mktemp -d)"
KITTENS_REQUIRE_DISPLAY=1
KITTENS_SCREENSHOT_DIR="$logs/screenshots"
export KITTENS_REQUIRE_DISPLAY KITTENS_SCREENSHOT_DIR
started="$(date +%s)"
run=1
while [ "$run" -le "$runs" ]; do
    log="$logs/run-$run.log"
    if xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- \
        swift test --skip-build --scratch-path "$scratch" --filter 'KittensGtkTests|KittensAppTests' \
        >"$log" 2>&1 && ! grep -E -e "-(WARNING|CRITICAL) \*\*" "$log" >/dev/null; then
        echo "soak: run $run of $runs passed"
    else
        echo "soak: run $run of $runs FAILED (after $((run - 1)) passed); its log is $log" >&2
        grep -E -e "error:|-(WARNING|CRITICAL) \*\*|skipped" "$log" | head -20 >&2
        exit 1
    fi
    run=$((run + 1))
done
echo "soak: all $runs runs passed in $(($(date +%s) - started)) s"
rm -rf "$logs"
