#!/bin/sh
# The window full of cats, raced against the C peer (startup-bench.sh runs it after the first
# frame): from exec until every row the 720 x 560 window shows has its thumbnail painted, both
# programs probed by Sources/CGtk/full_window_probe.h, against
# page-server.c (a page of 30 pictures as TheCatAPI answers it, JPEG photos of 0.3 to 3 MB and
# 1,000 to 3,600 px, some progressive, one PNG and one GIF, written at its start, keep-alive).
#   cold: empty configuration, cache and data folders (no saved list, no thumbnail on disk);
#   warm: the folders a first run of the same program left (Kittens: the saved list and its
#         thumbnail cache; the peer keeps no cache and downloads and decodes again).
# Every run gets folders of its own, made afresh (cold) or copied from the primed ones (warm).
# RUNS runs of each, interleaved (app cold, peer cold, app warm, peer warm), medians:
#   startup.full_window_cold_ms=A c_peer.ms=B ratio=R rss_mb=X c_peer_rss_mb=Y rows=N runs=N
#   startup.full_window_warm_ms=...
# With INSTRUCTIONS=1, the instructions each runs until then (callgrind, stopped at
# g_application_quit as for the first frame), COUNTS times each, medians with the spread:
#   startup.full_window_cold_instructions=A c_peer.instructions=B ratio=R counts=N spread=...
# Usage (from startup-bench.sh): full-window.sh WORK KITTENS RUNS COUNTS INSTRUCTIONS. WORK holds
# launch, env.sh and share-kittens; KITTENS is the release app (WORK/kittens its stripped copy
# when INSTRUCTIONS=1).
set -eu
work=$1 kittens=$2 runs=$3 counts=$4 instructions=$5
cd "$(dirname "$0")/../.."
startup=meson-helpers/startup

cc -O2 -Wall -o "$work/page-server" "$startup/page-server.c" $(pkg-config --cflags --libs libsoup-3.0 gdk-pixbuf-2.0 libjpeg)
# shellcheck disable=SC2046
cc -O2 -Wall -DKITTENS_FULL_WINDOW $(pkg-config --cflags libadwaita-1 libsoup-3.0 json-glib-1.0) -I Sources/CGtk \
    -I "$startup" -o "$work/c-peer-full" "$startup/c-peer.c" "$startup/c-peer-pictures.c" \
    "$work/ui-resources.c" $(pkg-config --libs libadwaita-1 libsoup-3.0 json-glib-1.0)

"$work/page-server" >"$work/server.out" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
waited=0
until grep -q '^pictures=' "$work/server.out" 2>/dev/null; do
    sleep 0.2
    waited=$((waited + 1))
    [ $waited -lt 600 ] || { echo "full-window: the page server did not start" >&2; exit 1; }
done
port=$(sed -n 's/^port=//p' "$work/server.out")
echo "full-window: page server on port $port, $(grep '^pictures=' "$work/server.out")" >&2

# What every run sees besides its folders: the page server, 30 pictures a page, the probe.
cat >"$work/full-env.sh" <<SCRIPT
. "$work/env.sh"
export KITTENS_ENDPOINT=http://127.0.0.1:$port/v1/images/search KITTENS_PAGE_SIZE=30 KITTENS_STARTUP_PROBE=full-window
# Folders of its own for the run in \$1: empty (cold) or a copy of the primed ones (warm, \$2).
private_home() {
    rm -rf "\$1"
    if [ -n "\${2:-}" ]; then cp -a "\$2" "\$1"; else mkdir -p "\$1"; fi
    export HOME="\$1" XDG_CONFIG_HOME="\$1/config" XDG_CACHE_HOME="\$1/cache" XDG_DATA_HOME="\$1/data" XDG_STATE_HOME="\$1/state"
}
SCRIPT
cat >"$work/full-measure.sh" <<SCRIPT
#!/bin/sh
. "$work/full-env.sh"
one() { # label, home, primed home or "", program and arguments
    label=\$1 home=\$2 primed=\$3
    shift 3
    ( private_home "\$home" "\$primed"; printf '%s %s\n' "\$label" "\$("$work/launch" "\$@" 2>>"$work/full-stderr.txt")" )
}
# The primed folders: one run of each, not counted, also warming the page cache.
one prime "$work/primed-kittens" "" "$kittens" >/dev/null
one prime "$work/primed-c-peer" "" "$work/c-peer-full" "$PWD/data/kittens.css" >/dev/null
run=1
while [ \$run -le $runs ]; do
    one kittens_cold "$work/run-home" "" "$kittens"
    one c_peer_cold "$work/run-home" "" "$work/c-peer-full" "$PWD/data/kittens.css"
    one kittens_warm "$work/run-home" "$work/primed-kittens" "$kittens"
    one c_peer_warm "$work/run-home" "$work/primed-c-peer" "$work/c-peer-full" "$PWD/data/kittens.css"
    run=\$((run + 1))
done
SCRIPT
chmod +x "$work/full-measure.sh"
: >"$work/full-stderr.txt"
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$work/full-measure.sh" 2>/dev/null >"$work/full-runs.txt"
cat "$work/full-runs.txt" >&2
rows=$(sed -n 's/.*full_window_rows=//p' "$work/full-stderr.txt" | sort -u | paste -sd, -)

awk -v runs="$runs" -v rows="$rows" '
function median(values, count,    i, j, t) {
    for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (values[j] < values[i]) { t = values[i]; values[i] = values[j]; values[j] = t }
    return count % 2 ? values[(count + 1) / 2] : (values[count / 2] + values[count / 2 + 1]) / 2
}
{
    split($2, ms, "="); split($3, rss, "=")
    if (ms[2] == "") next
    n[$1]++; t[$1, n[$1]] = ms[2]; r[$1, n[$1]] = rss[2] / 1024
}
function line(kind,    a, b, i, ka, kb, ra, rb, na, nb, counted) {
    na = n["kittens_" kind] + 0; nb = n["c_peer_" kind] + 0
    if (na == 0 || nb == 0) { print "full-window: no " kind " run of one of them reported its full window" > "/dev/stderr"; return }
    for (i = 1; i <= na; i++) { ka[i] = t["kittens_" kind, i]; ra[i] = r["kittens_" kind, i] }
    for (i = 1; i <= nb; i++) { kb[i] = t["c_peer_" kind, i]; rb[i] = r["c_peer_" kind, i] }
    a = median(ka, na); b = median(kb, nb)
    # Runs that showed a placeholder (or never filled the window) are left out, and said.
    counted = na == runs && nb == runs ? runs : na "/" nb " of " runs
    printf "startup.full_window_%s_ms=%.1f c_peer.ms=%.1f ratio=%.2f rss_mb=%.1f c_peer_rss_mb=%.1f rows=%s runs=%s\n", kind, a, b, a / b, median(ra, na), median(rb, nb), rows, counted
}
END { line("cold"); line("warm") }' "$work/full-runs.txt"

[ "$instructions" = 1 ] || exit 0
# Instructions up to the full window, under callgrind: slow, so COUNTS runs of each.
cat >"$work/full-count.sh" <<SCRIPT
#!/bin/sh
. "$work/full-env.sh"
count() { # name, primed home or "", program and arguments
    name=\$1 primed=\$2
    shift 2
    # A count is kept only when the run reached its full window (a decode over its deadline under
    # Valgrind shows the placeholder: the probe then quits without it), within 15 minutes.
    ( private_home "$work/count-home" "\$primed"
      timeout 900 valgrind --tool=callgrind --dump-before=g_application_quit --callgrind-out-file="$work/\$name.\$run.callgrind" \
          "\$@" >/dev/null 2>"$work/\$name.\$run.stderr"
      grep -q 'startup-probe full_window_rows=' "$work/\$name.\$run.stderr" || rm -f "$work/\$name.\$run.callgrind.1" )
}
run=1
while [ \$run -le $counts ]; do
    count kittens_cold "" "$work/kittens"
    count c_peer_cold "" "$work/c-peer-full" "$PWD/data/kittens.css"
    count kittens_warm "$work/primed-kittens" "$work/kittens"
    count c_peer_warm "$work/primed-c-peer" "$work/c-peer-full" "$PWD/data/kittens.css"
    run=\$((run + 1))
done
SCRIPT
chmod +x "$work/full-count.sh"
xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$work/full-count.sh" >/dev/null 2>&1
for name in kittens_cold c_peer_cold kittens_warm c_peer_warm; do
    for file in "$work/$name".*.callgrind.1; do
        [ -f "$file" ] && awk -v p="$name" '/^summary:/ { print p, $2; exit }' "$file"
    done
done >"$work/full-counts.txt"
awk -v counts="$counts" '
function median(values, count,    i, j, t) {
    for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (values[j] < values[i]) { t = values[i]; values[i] = values[j]; values[j] = t }
    return count % 2 ? values[(count + 1) / 2] : (values[count / 2] + values[count / 2 + 1]) / 2
}
{ n[$1]++; v[$1, n[$1]] = $2 }
function line(kind,    a, b, i, ka, kb, ma, mb, na, nb) {
    na = n["kittens_" kind] + 0; nb = n["c_peer_" kind] + 0
    if (na == 0 || nb == 0) { print "full-window: no " kind " run reached its full window under callgrind" > "/dev/stderr"; return }
    for (i = 1; i <= na; i++) ka[i] = v["kittens_" kind, i]
    for (i = 1; i <= nb; i++) kb[i] = v["c_peer_" kind, i]
    ma = median(ka, na); mb = median(kb, nb)
    # %.0f, not %d: awk prints %d through a 32-bit int, and these counts pass 2^31.
    printf "startup.full_window_%s_instructions=%.0f c_peer.instructions=%.0f ratio=%.3f counts=%d/%d of %d spread=%.0f..%.0f/%.0f..%.0f\n", kind, ma, mb, ma / mb, na, nb, counts, ka[1], ka[na], kb[1], kb[nb]
}
END { line("cold"); line("warm") }' "$work/full-counts.txt"
