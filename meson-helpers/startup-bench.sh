#!/bin/sh
# Measures start-up against a C peer with the same widget tree (meson-helpers/startup/c-peer.c):
# time from exec to the first painted frame, and resident memory then, both release builds,
# interleaved runs under one Xvfb and one D-Bus session, medians. Prints one line:
#   startup.ms=A c_peer.ms=B ratio=R rss_mb=X c_peer_rss_mb=Y runs=N
# Then, since wall-clock time on a busy machine moves by tens of percent from run to run, the
# instructions each program runs up to its first frame, counted by Valgrind's callgrind (the
# probe calls g_application_quit right after the first frame; callgrind stops counting there),
# COUNTS times each (default 3), interleaved, as medians with their spread (one count is not
# one figure: the same binaries have counted 757 and 824 M in a row):
#   startup.instructions=A c_peer.instructions=B ratio=R counts=N spread=A_MIN..A_MAX/B_MIN..B_MAX
# Every run is private: its own configuration, cache and data folders, made empty for this run,
# so that a list the app saved on this machine is never restored into a measured first frame.
# Before both, it checks that the two first frames have the same widget tree (the probe writes
# each program's tree, type by type, to KITTENS_STARTUP_TREE) and stops when they differ:
#   startup.widgets=N same_tree_as_c_peer=yes
# Then the window full of cats against the C peer built with its page of pictures, cold and warm
# (meson-helpers/startup/full-window.sh says how), RUNS runs each, interleaved, medians:
#   startup.full_window_cold_ms=A c_peer.ms=B ratio=R ...   startup.full_window_warm_ms=...
# and with --instructions the instructions of each up to its full window, COUNTS times:
#   startup.full_window_cold_instructions=A c_peer.instructions=B ratio=R ...
# Usage: [COUNTS=N] startup-bench.sh [--instructions] [RUNS]   (default 7). Needs the packages
# test-all.sh installs, valgrind, and json-glib's headers for the peer.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh
require_swift
install_missing valgrind libjson-glib-dev libjpeg-dev
full_window_instructions=0
if [ "${1:-}" = --instructions ]; then
    full_window_instructions=1
    shift
fi
runs=${1:-7}
counts=${COUNTS:-3}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
release_build >&2
kittens="$(release_build --show-bin-path)/kittens"
cc -O2 -Wall -o "$work/launch" meson-helpers/startup/launch.c
# The peer reads the app's own GtkBuilder files, compiled into it as the app compiles them in.
meson-helpers/ui-resources-manifest.sh data/ui >"$work/ui-resources.xml"
glib-compile-resources --sourcedir=data/ui --generate-source --target="$work/ui-resources.c" "$work/ui-resources.xml"
# shellcheck disable=SC2046
cc -O2 -Wall $(pkg-config --cflags libadwaita-1) -I Sources/CGtk -o "$work/c-peer" meson-helpers/startup/c-peer.c \
    "$work/ui-resources.c" $(pkg-config --libs libadwaita-1)

# The app's data folder as installed (<prefix>/share/kittens holds the style sheet only). Run from
# a checkout, the app also adds data/icons to the icon theme's search path, so that its icon
# shows without an install; GTK then reloads the theme, which cost 15 ms before the first frame.
mkdir -p "$work/share-kittens"
cp data/kittens.css "$work/share-kittens/"
# What every run of either program sees, and the D-Bus session and the settings service (dconf)
# started for the runs: a home of its own (configuration with the settings, cache, data), the
# style sheet as installed, and no server.
cat >"$work/env.sh" <<SCRIPT
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache" XDG_DATA_HOME="$work/home/data"
export XDG_STATE_HOME="$work/home/state"
export GSK_RENDERER=cairo KITTENS_ENDPOINT=http://127.0.0.1:9/v1/images/search KITTENS_DATA_DIR="$work/share-kittens"
unset KITTENS_API_KEY KITTENS_API_KEY_FILE KITTENS_API_BASE KITTENS_PAGE_SIZE
SCRIPT
mkdir -p "$work/home"
. "$work/env.sh"
cat >"$work/measure.sh" <<SCRIPT
#!/bin/sh
set -eu
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
export KITTENS_STARTUP_PROBE=1
count() { run=\$1; shift; valgrind --tool=callgrind --dump-before=g_application_quit --callgrind-out-file="$work/\$1.\$run.callgrind" "$work/\$@" >/dev/null 2>&1; }
run=1
while [ \$run -le $counts ]; do
    count \$run kittens
    count \$run c-peer "$PWD/data/kittens.css"
    run=\$((run + 1))
done
SCRIPT
chmod +x "$work/count.sh"
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$work/count.sh" >/dev/null 2>&1
# Each count's total, one line per program and count: "kittens 759925010".
for program in kittens c-peer; do
    for file in "$work/$program".*.callgrind.1; do
        [ -f "$file" ] && awk -v p="$program" '/^summary:/ { print p, $2; exit }' "$file"
    done
done >"$work/counts.txt"
awk -v counts="$counts" '
function median(values, count,    i, j, t) {
    for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (values[j] < values[i]) { t = values[i]; values[i] = values[j]; values[j] = t }
    return count % 2 ? values[(count + 1) / 2] : (values[count / 2] + values[count / 2 + 1]) / 2
}
$1 == "kittens" { k++; a[k] = $2 }
$1 == "c-peer" { c++; b[c] = $2 }
END {
    if (k != counts || c != counts) { print "startup-bench: callgrind counted " k " and " c " runs of " counts > "/dev/stderr"; exit 1 }
    ma = median(a, k); mb = median(b, c)
    printf "startup.instructions=%d c_peer.instructions=%d ratio=%.3f counts=%d spread=%d..%d/%d..%d\n", ma, mb, ma / mb, counts, a[1], a[k], b[1], b[c]
}' "$work/counts.txt"

meson-helpers/startup/full-window.sh "$work" "$kittens" "$runs" "$counts" "$full_window_instructions"
