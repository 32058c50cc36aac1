#!/bin/sh
# Proves the Debian package on a bare Debian 12: a fresh root made by
# `debootstrap --variant=minbase bookworm` (kept as a tarball in
# ${XDG_CACHE_HOME:-$HOME/.cache}/kittens-debootstrap, with the downloaded packages, so that later
# runs start in seconds), where
#   - `apt-get install --no-install-recommends ./kittens_*.deb` succeeds, so Depends alone are enough;
#   - `kittens --version` says data/VERSION, started by name it finds its translations, the dpkg
#     trigger compiled the GSettings schema;
#   - under Xvfb and a session bus, against a loopback HTTP server (python3 http.server) serving
#     one page of TheCatAPI and one picture, the app paints its first frame (KITTENS_STARTUP_PROBE),
#     then, started again, asks for the page and the picture and uses the installed schema;
#   - `apt-get remove kittens` leaves no file of the package behind (it has no conffiles).
# Xvfb, xauth, dbus and python3 are installed in the root for the check only, after the package.
# Needs root (chroot, mounts); run as another user, it asks sudo. Prints "check-deb: N passed,
# M failed" at the end.
# Usage: meson-helpers/check-deb.sh [PACKAGE]   (default: kittens_<data/VERSION>_<arch>.deb in the
# repository root, as build-deb.sh makes it)
set -eu
cd "$(dirname "$0")/.."
if [ "$(id -u)" -ne 0 ]; then exec sudo "$0" "$@"; fi
. meson-helpers/lib-deps.sh
install_missing debootstrap

version=$(cat data/VERSION)
package=$(realpath "${1:-kittens_${version}_$(dpkg --print-architecture).deb}")
picture=$PWD/data/fixtures/thumbnails/kitten-320x240.jpg
cache="${KITTENS_DEBOOTSTRAP_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kittens-debootstrap}"
# The Debian mirror this machine's apt uses (deb822 or one-line sources), so that the root is
# made behind whatever mirror or proxy the machine has; KITTENS_DEBIAN_MIRROR overrides it.
mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | sed -n 's|^URIs: *\(https\{0,1\}://[^ ]*/debian\)/\{0,1\}$|\1|p' | head -n 1)
[ -n "$mirror" ] || mirror=$(cat /etc/apt/sources.list 2>/dev/null | sed -n 's|^deb  *\(https\{0,1\}://[^ ]*/debian\)/\{0,1\}  *bookworm .*|\1|p' | head -n 1)
mirror="${KITTENS_DEBIAN_MIRROR:-$mirror}"
if [ -z "$mirror" ]; then
    echo "check-deb: no Debian mirror in /etc/apt/sources.list or /etc/apt/sources.list.d/*.sources; set KITTENS_DEBIAN_MIRROR" >&2
    exit 1
fi

base="$cache/bookworm-minbase.tar"
mkdir -p "$cache/archives/partial"
if [ ! -f "$base" ]; then
    echo "check-deb: making a minimal Debian 12 root from $mirror (once; kept in $cache)"
    rm -rf "$cache/building"
    debootstrap --variant=minbase bookworm "$cache/building" "$mirror"
    tar -C "$cache/building" -cf "$base.part" .
    mv "$base.part" "$base"
    rm -rf "$cache/building"
fi

root=$(mktemp -d /var/tmp/kittens-check-deb.XXXXXX)
# Every process still running in the root (a session bus, a server) ends, every mount goes, then the root.
cleanup() {
    for process in /proc/[0-9]*; do
        if [ "$(readlink "$process/root" 2>/dev/null)" = "$root" ]; then kill -9 "${process#/proc/}" 2>/dev/null || true; fi
    done
    for mount in "$root/dev" "$root/proc" "$root/var/cache/apt/archives"; do
        if mountpoint -q "$mount"; then umount -R "$mount" 2>/dev/null || umount -R -l "$mount"; fi
    done
    rm -rf "$root"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
tar -C "$root" -xf "$base"
mount --bind "$cache/archives" "$root/var/cache/apt/archives"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# No service starts in the root (dbus's system bus would, and keep it busy).
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 755 "$root/usr/sbin/policy-rc.d"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

. meson-helpers/lib-check.sh
check_log="$root/tmp/check.log"

in_root apt-get update -qq
cp "$package" "$root/tmp/"
check "apt-get installs $(basename "$package") on a bare Debian 12 with its Depends alone" \
    in_root sh -c "cd /tmp && apt-get install -y -q --no-install-recommends ./$(basename "$package")"
in_root dpkg -L kittens >"$root/tmp/package-files"
check "kittens --version says $version" sh -c "test \"\$(chroot '$root' kittens --version)\" = '$version'"
check "kittens, started by name, speaks German" sh -c \
    "chroot '$root' env LANGUAGE=de LANG=C.UTF-8 kittens --page-size -3 2>&1 | grep -F 'muss eine ganze Zahl von 1 bis 100 sein'"
check "the package has no conffiles" sh -c "test -z \"\$(chroot '$root' dpkg-query -W -f='\${Conffiles}' kittens)\""
check "the dpkg trigger compiled the GSettings schema" \
    grep -qF org.kittensforlinux.Kittens "$root/usr/share/glib-2.0/schemas/gschemas.compiled"

in_root apt-get install -y -qq --no-install-recommends xvfb xauth dbus python3 >/dev/null
cp "$picture" "$root/tmp/kitten.jpg"
cat >"$root/tmp/serve.py" <<'PYTHON'
# One page of TheCatAPI (one entry) and its picture, on a free port of 127.0.0.1; prints the port,
# then "served PATH USER-AGENT" on standard error for each request it answers.
import http.server, json, sys
picture = open(sys.argv[1], "rb").read()
class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        port = self.server.server_address[1]
        if self.path.startswith("/v1/images/search"):
            page = [{"id": "kitten", "url": f"http://127.0.0.1:{port}/kitten.jpg", "width": 320, "height": 240}]
            body, kind = json.dumps(page).encode(), "application/json"
        elif self.path.startswith("/v1/breeds"):
            body, kind = b"[]", "application/json"
        elif self.path == "/kitten.jpg":
            body, kind = picture, "image/jpeg"
        else:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        print(f"served {self.path} {self.headers.get('User-Agent')}", file=sys.stderr, flush=True)
    def log_message(self, format, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
PYTHON
cat >"$root/tmp/run-app.sh" <<'SCRIPT'
#!/bin/sh
# Inside the root, under xvfb-run and dbus-run-session: the first frame, then the page and the picture.
set -u
export GSK_RENDERER=cairo XDG_CACHE_HOME=/tmp/cache XDG_CONFIG_HOME=/tmp/config
python3 /tmp/serve.py /tmp/kitten.jpg >/tmp/port 2>/tmp/served.log &
server=$!
# Waits up to $1 seconds for the file $2 to hold a line matching $3.
wait_for() {
    deadline=$(($(date +%s) + $1))
    until grep -q -- "$3" "$2" 2>/dev/null; do
        [ "$(date +%s)" -lt "$deadline" ] || { echo "run-app: no '$3' in $2 after $1 s" >&2; return 1; }
        sleep 0.1
    done
}
wait_for 10 /tmp/port '^[0-9]' || exit 1
base="http://127.0.0.1:$(cat /tmp/port)/v1"
KITTENS_STARTUP_PROBE=1 timeout 60 kittens --api-base "$base" --log-level debug 2>/tmp/first-frame.log
kittens --api-base "$base" --log-level debug 2>/tmp/app.log &
app=$!
wait_for 60 /tmp/served.log '^served /kitten.jpg '
status=$?
kill "$app" "$server"
wait
exit "$status"
SCRIPT
chmod 755 "$root/tmp/run-app.sh"
in_root xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- /tmp/run-app.sh || true
check "the app paints its first frame" grep -F "startup-probe first_frame_us=" "$root/tmp/first-frame.log"
check "the app asks the loopback server for the page, as Kittens/$version" \
    grep -E "^served /v1/images/search\\?.* Kittens/$version\$" "$root/tmp/served.log"
check "the app asks for the page's picture" grep -E "^served /kitten.jpg Kittens/$version\$" "$root/tmp/served.log"
check "the app uses the installed GSettings schema" \
    grep -F "settings: the GSettings schema from the installed schemas" "$root/tmp/app.log"
check "the app loads its style sheet from /usr/share/kittens" grep -F "style sheet /usr/share/kittens/kittens.css" "$root/tmp/app.log"

check "apt-get remove kittens succeeds" in_root apt-get remove -y -q kittens
# Each file of the package is gone; each folder too, unless it holds other files or another
# package owns it.
left_behind() {
    while IFS= read -r path; do
        [ -e "$root$path" ] || [ -L "$root$path" ] || continue
        if [ -d "$root$path" ] && [ -n "$(ls -A "$root$path")" ]; then continue; fi
        if [ -d "$root$path" ] && in_root dpkg-query -S "$path" >/dev/null 2>&1; then continue; fi
        echo "left behind: $path"
    done <"$root/tmp/package-files" | tee "$root/tmp/left-behind"
    [ ! -s "$root/tmp/left-behind" ]
}
check "apt-get remove leaves no file of the package behind" left_behind
check "dpkg forgets the package (nothing for purge)" sh -c "! chroot '$root' dpkg-query -W -f='\${Status}\\n' kittens 2>/dev/null | grep -qE 'ok (installed|config-files)$'"

if [ "$failed" -ne 0 ]; then
    for log in first-frame.log app.log served.log; do
        echo "--- $log" >&2
        tail -n 40 "$root/tmp/$log" >&2 || true
    done
fi
check_summary check-deb
