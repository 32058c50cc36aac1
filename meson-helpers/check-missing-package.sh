#!/bin/sh
# Shows that a build which failed for a missing system package passes once the package is there,
# with no cache deleted: SwiftPM resolves the system library targets through pkg-config at
# build time, and the manifest runs nothing itself.
#
# "Missing" is played by a scratch PKG_CONFIG_PATH whose gio-2.0.pc requires a package that does
# not exist, so pkg-config cannot resolve GLib; "installed" is the same build without it. Both
# builds use one scratch folder (.build-missing-package) and the same manifest cache.
#
# Usage: meson-helpers/check-missing-package.sh
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh
require_swift

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scratch=.build-missing-package
# A scratch folder left by an earlier run holds Clang's module of GLib, which a build with GLib
# hidden would use: each run starts empty (nothing is deleted between its two builds).
rm -rf "$scratch"
mkdir -p "$work/pkgconfig"
cat >"$work/pkgconfig/gio-2.0.pc" <<'PC'
Name: GIO
Description: stands for a GLib whose development files are not installed
Version: 2.74.0
Requires: kittens-package-that-is-not-installed
PC

echo "check-missing-package: building GLibRuntime with GLib's development files hidden"
if PKG_CONFIG_PATH="$work/pkgconfig" swift build --scratch-path "$scratch" --target GLibRuntime >"$work/missing.log" 2>&1; then
    cat "$work/missing.log" >&2
    echo "check-missing-package: FAIL: the build passed with GLib hidden, so it does not ask pkg-config" >&2
    exit 1
fi
if ! grep -q "apt-get install libglib2.0-dev" "$work/missing.log"; then
    cat "$work/missing.log" >&2
    echo "check-missing-package: FAIL: the failed build did not name the package to install" >&2
    exit 1
fi
echo "check-missing-package: it failed, and SwiftPM said: $(grep -m1 'apt-get install' "$work/missing.log" | sed 's/^ *//')"

echo "check-missing-package: building again with GLib visible, nothing deleted"
if ! swift build --scratch-path "$scratch" --target GLibRuntime >"$work/installed.log" 2>&1; then
    cat "$work/installed.log" >&2
    echo "check-missing-package: FAIL: the build still fails once the package is there" >&2
    exit 1
fi
echo "check-missing-package: PASS"
