#!/bin/sh
# Measures start-up against a C peer with the same widget tree (meson-helpers/startup/c-peer.c):
# time from exec to the first painted frame, and resident memory then, both release builds,
# interleaved runs under one Xvfb and one D-Bus session, medians. Prints one line:
#   startup.ms=A c_peer.ms=B ratio=R rss_mb=X c_peer_rss_mb=Y runs=N
# Then, since wall-clock time on a busy machine moves by tens of percent from run to run, the
# instructions each program runs up to its first frame, counted by Valgrind's callgrind (the
# probe calls g_application_quit right after the first frame; callgrind stops counting there):
#   startup.instructions=A c_peer.instructions=B ratio=R
# Before both, it checks that the two first frames have the same widget tree (the probe writes
# each program's tree, type by type, to KITTENS_STARTUP_TREE) and stops when they differ:
#   startup.widgets=N same_tree_as_c_peer=yes
# Usage: startup-bench.sh [RUNS]   (default 7). Needs the packages test-all.sh installs, and valgrind.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh
require_swift
install_missing valgrind
runs=${1:-7}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
release_build >&2
kittens="$(release_build --show-bin-path)/kittens"
cc -O2 -Wall -o "$work/launch" meson-helpers/startup/launch.c
# The peer reads the app's own GtkBuilder files, compiled into it as the app compiles them in.
glib-compile-resources --sourcedir=data/ui --generate-source --target="$work/ui-resources.c" data/ui/kittens.gresource.xml
# shellcheck disable=SC2046
cc -O2 -Wall $(pkg-config --cflags libadwaita-1) -I Sources/CGtk -o "$work/c-peer" meson-helpers/startup/c-peer.c \
    "$work/ui-resources.c" $(pkg-config --libs libadwaita-1)

# The app's data folder as installed (<prefix>/share/kittens holds the style sheet only). Run from
# a checkout, the app also adds data/icons to the icon theme's search path, so that its icon
# shows without an install; GTK then reloads the theme, which cost 15 ms before the first frame.
mkdir -p "$work/share-kittens"
cp data/kittens.css "$work/share-kittens/"
cat >"$work/measure.sh" <<SCRIPT
#!/bin/sh
set -eu
export GSK_RENDERER=cairo XDG_CACHE_HOME="$work/cache" KITTENS_ENDPOINT=http://127.0.0.1:9/v1/images/search
export KITTENS_DATA_DIR="$work/share-kittens"
run=1
while [ \$run -le $runs ]; do
    printf 'kittens %s\n' "\$("$work/launch" "$kittens" 2>/dev/null)"
    printf 'c_peer %s\n' "\$("$work/launch" "$work/c-peer" "$PWD/data/kittens.css" 2>/dev/null)"
    run=\$((run + 1))
done
SCRIPT
chmod +x "$work/measure.sh"
# One warm-up of each, not counted, so both find the fonts and icons in the page cache; each
# writes the widget tree of its first frame, and the two must be the same.
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- sh -c \
    "KITTENS_STARTUP_TREE='$work/kittens.tree' '$work/launch' '$kittens' >/dev/null 2>&1
     KITTENS_STARTUP_TREE='$work/c-peer.tree' '$work/launch' '$work/c-peer' '$PWD/data/kittens.css' >/dev/null 2>&1
     '$work/measure.sh'" \
    2>/dev/null >"$work/runs.txt"
cat "$work/runs.txt" >&2
if ! diff "$work/kittens.tree" "$work/c-peer.tree" >&2; then
    echo "startup-bench: the C peer's first frame is not the app's (widget trees above: < app, > peer);" \
        "make meson-helpers/startup/c-peer.c build what the app builds" >&2
    exit 1
fi
echo "startup.widgets=$(wc -l <"$work/kittens.tree") same_tree_as_c_peer=yes"

awk -v runs="$runs" '
function median(values, count,    i, j, t) {
    for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (values[j] < values[i]) { t = values[i]; values[i] = values[j]; values[j] = t }
    return count % 2 ? values[(count + 1) / 2] : (values[count / 2] + values[count / 2 + 1]) / 2
}
{
    split($2, ms, "="); split($3, rss, "=")
    if ($1 == "kittens") { k++; kms[k] = ms[2]; krss[k] = rss[2] / 1024 }
    if ($1 == "c_peer") { c++; cms[c] = ms[2]; crss[c] = rss[2] / 1024 }
}
END {
    if (k != runs || c != runs) { print "startup-bench: some runs reported no first frame" > "/dev/stderr"; exit 1 }
    a = median(kms, k); b = median(cms, c)
    printf "startup.ms=%.1f c_peer.ms=%.1f ratio=%.2f rss_mb=%.1f c_peer_rss_mb=%.1f runs=%d\n", a, b, a / b, median(krss, k), median(crss, c), runs
}' "$work/runs.txt"

# Valgrind 3.19 cannot read the DWARF of Swift 6, so count on a copy without debug information.
strip --strip-debug -o "$work/kittens" "$kittens"
cat >"$work/count.sh" <<SCRIPT
#!/bin/sh
export GSK_RENDERER=cairo XDG_CACHE_HOME="$work/cache" KITTENS_ENDPOINT=http://127.0.0.1:9/v1/images/search KITTENS_STARTUP_PROBE=1
export KITTENS_DATA_DIR="$work/share-kittens"
count() { valgrind --tool=callgrind --dump-before=g_application_quit --callgrind-out-file="$work/\$1.callgrind" "$work/\$@" >/dev/null 2>&1; }
count kittens
count c-peer "$PWD/data/kittens.css"
SCRIPT
chmod +x "$work/count.sh"
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$work/count.sh" 2>/dev/null
instructions() { awk '/^summary:/ { print $2; exit }' "$work/$1.callgrind.1"; }
awk -v a="$(instructions kittens)" -v b="$(instructions c-peer)" 'BEGIN {
    if (a == "" || b == "") { print "startup-bench: callgrind counted nothing" > "/dev/stderr"; exit 1 }
    printf "startup.instructions=%d c_peer.instructions=%d ratio=%.3f\n", a, b, a / b
}'
