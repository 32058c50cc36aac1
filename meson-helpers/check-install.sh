#!/bin/sh
# Checks the meson install from this checkout: builds the release binary, installs into a
# temporary DESTDIR with prefix /usr, and checks that every file the desktop needs is there
# and valid. Run from anywhere; prints "check-install: N passed, M failed" at the end.
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
app_id=org.kittensforlinux.Kittens

meson setup --prefix=/usr "$work/build" "$root/meson-helpers" >/dev/null
meson compile -C "$work/build"
meson test -C "$work/build" --print-errorlogs
DESTDIR="$work/root" meson install -C "$work/build" --no-rebuild >/dev/null

. "$root/meson-helpers/lib-check.sh"
check_log="$work/check.log"

usr="$work/root/usr"
check "the binary is installed and runs" sh -c "test -x '$usr/bin/kittens' && '$usr/bin/kittens' --help >/dev/null"
# Issue 9: the app starts lean. Full Foundation (and the ICU data and libcurl it drags in) must not load.
check "the binary loads neither full Foundation nor libcurl" sh -c "
    libraries=\$(ldd '$usr/bin/kittens') || exit 1
    found=\$(printf '%s\\n' \"\$libraries\" | awk '{ print \$1 }' \\
        | grep -E '^(libFoundation\\.so|lib_FoundationICU\\.so|libFoundationNetworking\\.so|libcurl)' | sort -u)
    test -z \"\$found\" || { echo 'the binary loads:' \$found; exit 1; }"
# libsoup and the fourteen libraries it needs are loaded with dlopen at the first download, and
# libsecret (with libgcrypt) when the keyring is first read, after the first frame.
check "the binary loads neither libsoup nor libsecret at start" sh -c "
    ! ldd '$usr/bin/kittens' | grep -E '^[[:space:]]*(libsoup-3|libsecret-1)'"
check "a bad option exits with 64" sh -c "'$usr/bin/kittens' --page-size -3; test \$? -eq 64"
# One version (data/VERSION): the installed binary says it, and it is the metainfo's newest release.
version_is_newest_release() {
    newest=$(grep -o '<release [^>]*version="[^"]*"' "$usr/share/metainfo/$app_id.metainfo.xml" | head -n 1 \
        | sed 's/.*version="\([^"]*\)"/\1/')
    installed=$("$usr/bin/kittens" --version)
    echo "kittens --version: $installed; newest release in the metainfo: $newest; data/VERSION: $(cat "$root/data/VERSION")"
    test -n "$installed" && test "$installed" = "$newest" && test "$installed" = "$(cat "$root/data/VERSION")"
}
check "kittens --version is data/VERSION and the metainfo's newest release" version_is_newest_release
check "the desktop file is installed" test -f "$usr/share/applications/$app_id.desktop"
check "the desktop file is valid" desktop-file-validate "$usr/share/applications/$app_id.desktop"
check "the metainfo is installed" test -f "$usr/share/metainfo/$app_id.metainfo.xml"
check "the metainfo is valid" appstreamcli validate --no-net "$usr/share/metainfo/$app_id.metainfo.xml"
for lang in de ru; do
    check "the $lang translation is installed" test -f "$usr/share/locale/$lang/LC_MESSAGES/kittens.mo"
    check "the desktop file is translated to $lang" sh -c "
        grep -q '^Name\\[$lang\\]=' '$usr/share/applications/$app_id.desktop' &&
        grep -q '^Comment\\[$lang\\]=' '$usr/share/applications/$app_id.desktop'"
    check "the metainfo is translated to $lang" grep -q "xml:lang=\"$lang\"" "$usr/share/metainfo/$app_id.metainfo.xml"
done
# The app finds its catalogues in <prefix>/share/locale on its own: a bad option is reported in German.
check "the installed app speaks German" sh -c "
    LANGUAGE=de LANG=C.UTF-8 LC_ALL= '$usr/bin/kittens' --page-size -3 2>&1 | grep -F 'muss eine ganze Zahl von 1 bis 100 sein'"
# ... also started by name from PATH, as the desktop file's Exec=kittens starts it (argv[0] is then
# only "kittens"; the app finds its prefix through /proc/self/exe).
check "the installed app started by name speaks German" sh -c "
    cd / && PATH='$usr/bin':\$PATH LANGUAGE=de LANG=C.UTF-8 LC_ALL= kittens --page-size -3 2>&1 | grep -F 'muss eine ganze Zahl von 1 bis 100 sein'"
check "the app icon is installed" test -f "$usr/share/icons/hicolor/scalable/apps/$app_id.svg"
check "the symbolic icon is installed" test -f "$usr/share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
check "the GSettings schema is installed" test -f "$usr/share/glib-2.0/schemas/$app_id.gschema.xml"
check "the GSettings schema is valid" glib-compile-schemas --strict --dry-run "$usr/share/glib-2.0/schemas"
# With the installed schema compiled where GLib looks (as post_install does for a real install),
# the app takes it from there, not from the build folder.
check "the installed app uses the installed schema" sh -c "
    mkdir -p '$work/schemas' && cp '$usr/share/glib-2.0/schemas/$app_id.gschema.xml' '$work/schemas/' &&
    glib-compile-schemas --strict '$work/schemas' &&
    GSETTINGS_SCHEMA_DIR='$work/schemas' GSETTINGS_BACKEND=memory XDG_CACHE_HOME='$work/cache' XDG_CONFIG_HOME='$work/config' \
        xvfb-run -a timeout 10 '$usr/bin/kittens' --log-level debug --endpoint http://127.0.0.1:9/search 2>&1 |
        grep -F 'settings: the GSettings schema from the installed schemas'"
for page in "$root"/data/help/C/*.page; do
    check "the help page $(basename "$page") is installed where yelp looks" \
        cmp "$page" "$usr/share/help/C/$app_id/$(basename "$page")"
done
check "the style sheet is installed where the app looks" test -f "$usr/share/kittens/kittens.css"
check "the installed app loads its style sheet from the prefix" sh -c "
    XDG_CACHE_HOME='$work/cache' xvfb-run -a timeout 10 '$usr/bin/kittens' --log-level debug \
        --endpoint http://127.0.0.1:9/search 2>&1 | grep -F 'style sheet $usr/share/kittens/kittens.css'"
# Issue 26: startup-bench.sh measures the app against a C peer; that only means something while
# the peer draws the same first frame. Both write their first frame's widget tree (the probe in
# Sources/CGtk/startup_probe.h), and the two must be the same.
same_first_frame_as_c_peer() {
    "$root/meson-helpers/ui-resources-manifest.sh" "$root/data/ui" >"$work/ui-resources.xml" &&
    glib-compile-resources --sourcedir="$root/data/ui" --generate-source --target="$work/ui-resources.c" \
        "$work/ui-resources.xml" &&
    # shellcheck disable=SC2046
    cc -O2 $(pkg-config --cflags libadwaita-1) -I "$root/Sources/CGtk" -o "$work/c-peer" \
        "$root/meson-helpers/startup/c-peer.c" "$work/ui-resources.c" $(pkg-config --libs libadwaita-1) || return 1
    GSETTINGS_SCHEMA_DIR="$work/schemas" GSETTINGS_BACKEND=memory XDG_CONFIG_HOME="$work/tree-config" \
        XDG_CACHE_HOME="$work/tree-cache" KITTENS_STARTUP_PROBE=1 GSK_RENDERER=cairo xvfb-run -a sh -c "
        KITTENS_STARTUP_TREE='$work/app.tree' timeout 20 '$usr/bin/kittens' --endpoint http://127.0.0.1:9/search
        KITTENS_STARTUP_TREE='$work/c-peer.tree' timeout 20 '$work/c-peer' '$root/data/kittens.css'" >/dev/null 2>&1
    test -s "$work/app.tree" && diff "$work/app.tree" "$work/c-peer.tree"
}
check "the start-up C peer draws the app's first frame, widget for widget" same_first_frame_as_c_peer

check_summary check-install
