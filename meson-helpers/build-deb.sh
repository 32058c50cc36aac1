#!/bin/sh
# Builds the Debian package kittens_<data/VERSION>_<arch>.deb in the repository root, for users
# without a Swift toolchain: `sudo apt install ./kittens_0.1.0_amd64.deb`.
#   - the files exactly as `meson install --prefix=/usr` lays them out (meson-helpers/meson.build),
#     built in .build-deb-rel (KITTENS_DEB_BUILD_DIR), which later runs reuse;
#   - the release binary with the Swift runtime linked statically, stripped; its debug
#     information goes to kittens_<version>_<arch>.debug beside the package (the binary names
#     it in .gnu_debuglink: `gdb -s kittens_<version>_<arch>.debug /usr/bin/kittens`);
#   - Depends from dpkg-shlibdeps, for what the binary links and for what it loads with dlopen
#     (libsoup 3, libsecret: see Sources/CSoup and Sources/CSecret), plus glib-networking for
#     https; Recommends gnome-keyring (the API key lives in the Secret Service);
#   - a machine-readable copyright file, a changelog made from the metainfo's <releases>, a
#     manual page made from `kittens --help`;
#   - no maintainer scripts: the dpkg triggers of libglib2.0-0, gtk-update-icon-cache and
#     desktop-file-utils compile the schemas and refresh the icon cache and desktop database.
# Then lintian checks the package and fails on any error or warning. The maintainer field is
# "$DEBFULLNAME <$DEBEMAIL>", by default the developers named in the metainfo.
# Usage: meson-helpers/build-deb.sh   Prints the package's path last.
set -eu
cd "$(dirname "$0")/.."
root=$PWD
. meson-helpers/lib-deps.sh

install_missing pkg-config libgtk-4-dev libadwaita-1-dev libsoup-3.0-dev libpng-dev libjpeg62-turbo-dev libsecret-1-dev \
    libglib2.0-bin libglib2.0-dev-bin gettext meson python3 dpkg-dev binutils lintian
require_swift

app_id=org.kittensforlinux.Kittens
version=$(cat data/VERSION)
arch=$(dpkg --print-architecture)
package="$root/kittens_${version}_${arch}.deb"
debug_file="$root/kittens_${version}_${arch}.debug"
build="${KITTENS_DEB_BUILD_DIR:-$root/.build-deb-rel}"
# The project has no mail address yet: the default is one under .invalid (RFC 2606), which no
# one can mistake for a real one or receive mail at.
maintainer="${DEBFULLNAME:-The Kittens for Linux developers} <${DEBEMAIL:-developers@kittensforlinux.invalid}>"

# 1. The files, as meson installs them (post_install does nothing under DESTDIR).
if [ -f "$build/build.ninja" ]; then
    meson configure "$build" --prefix=/usr >/dev/null
else
    meson setup --prefix=/usr "$build" meson-helpers >/dev/null
fi
meson compile -C "$build"
staging="$build/package"
rm -rf "$staging"
DESTDIR="$staging" meson install -C "$build" --no-rebuild --quiet
binary="$staging/usr/bin/kittens"
if ldd "$binary" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime'; then
    echo "build-deb: the binary needs the Swift runtime's shared libraries (above); it must carry them statically." >&2
    exit 1
fi

# 2. The debug information beside the package, the binary stripped as dh_strip strips it.
objcopy --only-keep-debug --compress-debug-sections "$binary" "$debug_file"
chmod 644 "$debug_file"
strip --remove-section=.comment --remove-section=.note "$binary"
objcopy --add-gnu-debuglink="$debug_file" "$binary"

# 3. Documentation: copyright, changelog, manual page.
doc="$staging/usr/share/doc/kittens"
mkdir -p "$doc" "$staging/usr/share/man/man1"
cat >"$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Kittens for Linux
Upstream-Contact: $maintainer
Comment: usr/bin/kittens carries, linked statically, the Swift 6 runtime and standard library
 and FoundationEssentials (Apache-2.0 with the Runtime Library Exception, which asks no
 attribution for them in a compiled program), and swift-log and swift-argument-parser
 (SwiftPM dependencies, below).

Files: *
Copyright: 2026 The Kittens for Linux developers
License: Expat

Files: .build/checkouts/swift-log/*
Copyright: 2017-2026 Apple Inc. and the Swift Logging API project authors
License: Apache-2.0

Files: .build/checkouts/swift-argument-parser/*
Copyright: 2020-2022 Apple Inc. and the Swift project authors
License: Apache-2.0

License: Expat
$(sed -n '5,$p' LICENSE | sed 's/^$/./; s/^/ /')

License: Apache-2.0
 On Debian systems, the full text of the Apache License, Version 2.0 is in
 /usr/share/common-licenses/Apache-2.0.
COPYRIGHT

# The Debian changelog, one entry per <release> of the metainfo, newest first.
python3 - "data/$app_id.metainfo.xml" "$maintainer" >"$build/changelog" <<'PYTHON'
import email.utils, sys, textwrap, datetime
import xml.etree.ElementTree as ET
metainfo, maintainer = sys.argv[1:3]
for release in ET.parse(metainfo).getroot().iter("release"):
    date = datetime.datetime.strptime(release.get("date"), "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    print(f"kittens ({release.get('version')}) unstable; urgency=medium\n")
    for paragraph in release.iter("p"):
        text = " ".join(paragraph.text.split())
        print(textwrap.fill(text, 78, initial_indent="  * ", subsequent_indent="    "))
    for item in release.iter("li"):
        print(textwrap.fill(" ".join(item.text.split()), 78, initial_indent="  * ", subsequent_indent="    "))
    print(f"\n -- {maintainer}  {email.utils.format_datetime(date)}\n")
PYTHON
if ! head -n 1 "$build/changelog" | grep -qF "kittens ($version)"; then
    echo "build-deb: the metainfo's newest <release> is not data/VERSION ($version)." >&2
    exit 1
fi
gzip -9n <"$build/changelog" >"$doc/changelog.gz"

# The manual page, made from `kittens --help`: its overview, usage line and options under the
# headings man(1) readers expect.
LANG=C.UTF-8 LANGUAGE= "$binary" --help >"$build/help.txt"
python3 - "$build/help.txt" "$version" "$(sed -n 's/.*<release version="[^"]*" date="\([^"]*\)".*/\1/p' "data/$app_id.metainfo.xml" | head -n 1)" \
    "$app_id" >"$build/kittens.1" <<'PYTHON'
import re, sys
help_file, version, date, app_id = sys.argv[1:5]
text = open(help_file).read()
parts = dict(re.findall(r"^(OVERVIEW|USAGE|OPTIONS):(.*?)(?=^(?:OVERVIEW|USAGE|OPTIONS):|\Z)", text, re.M | re.S))
roff = lambda line: line.replace("\\", "\\e").replace("-", "\\-")
print(f'.TH KITTENS 1 "{date}" "Kittens {version}" "User Commands"\n.nh')
print(".SH NAME\nkittens \\- browse pictures of cats from TheCatAPI")
print(".SH SYNOPSIS\n.ad l\n" + roff(" ".join(parts["USAGE"].split())) + "\n.ad")
print(".SH DESCRIPTION")
for paragraph in re.split(r"\n\s*\n", parts["OVERVIEW"].strip()):
    print(".PP\n" + roff(" ".join(paragraph.split())))
print(f".PP\nThe user's manual opens with F1 in the window, or with \\fByelp help:{app_id}\\fR.")
print(".SH OPTIONS\n.nf")
for line in parts["OPTIONS"].strip("\n").splitlines():
    print(roff(line[2:] if line.startswith("  ") else line))
print(".fi")
PYTHON
gzip -9n <"$build/kittens.1" >"$staging/usr/share/man/man1/kittens.1.gz"

# 4. The control file, by dpkg-gencontrol from a debian/ folder made for it.
debian="$build/debian-source"
rm -rf "$debian"
mkdir -p "$debian/debian"
cp "$build/changelog" "$debian/debian/changelog"
description=$(python3 - "data/$app_id.metainfo.xml" <<'PYTHON'
import sys, textwrap
import xml.etree.ElementTree as ET
component = ET.parse(sys.argv[1]).getroot()
print(component.findtext("summary"))
paragraphs = [" ".join(p.text.split()) for p in component.find("description").iter("p")]
print("\n .\n".join(textwrap.fill(p, 78, initial_indent=" ", subsequent_indent=" ") for p in paragraphs))
PYTHON
)
cat >"$debian/debian/control" <<CONTROL
Source: kittens
Section: graphics
Priority: optional
Maintainer: $maintainer

Package: kittens
Architecture: $arch
Depends: \${shlibs:Depends}, glib-networking
Recommends: gnome-keyring
Description: $description
CONTROL
# libsoup and libsecret are opened with dlopen, so dpkg-shlibdeps cannot see them in the binary:
# a stub that calls every function the loaders look up (the same lists, KITTENS_SOUP_FUNCTIONS
# and KITTENS_SECRET_FUNCTIONS) gives their packages with the versions those functions need.
cat >"$build/dlopened.c" <<'STUB'
#include "CSoupABI.h"
#include "CSecretABI.h"
#define KITTENS_DECLARE(result, name, parameters) extern void name(void);
#define KITTENS_ADDRESS(result, name, parameters) name,
KITTENS_SOUP_FUNCTIONS(KITTENS_DECLARE)
KITTENS_SECRET_FUNCTIONS(KITTENS_DECLARE)
void (*const kittens_dlopened[])(void) = { KITTENS_SOUP_FUNCTIONS(KITTENS_ADDRESS) KITTENS_SECRET_FUNCTIONS(KITTENS_ADDRESS) };
int main(void) { return kittens_dlopened[0] == 0; }
STUB
# shellcheck disable=SC2046
cc -o "$build/dlopened" "$build/dlopened.c" -I Sources/CSoup/include -I Sources/CSecret/include \
    $(pkg-config --cflags gio-2.0) -Wl,--no-as-needed $(pkg-config --libs libsoup-3.0 libsecret-1)
(
    cd "$debian"
    dpkg-shlibdeps -Tdebian/substvars -e "$binary" -e "$build/dlopened"
    for library in libsoup-3.0-0 libsecret-1-0; do
        grep -q "$library " debian/substvars || { echo "build-deb: dpkg-shlibdeps found no $library." >&2; exit 1; }
    done
    mkdir -p "$staging/DEBIAN"
    dpkg-gencontrol -pkittens -P"$staging" -Tdebian/substvars -fdebian/files
)

# 5. Modes as Debian wants them, checksums, the package.
find "$staging" -type d -exec chmod 755 {} +
find "$staging" -type f -exec chmod 644 {} +
chmod 755 "$binary"
(cd "$staging" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
chmod 644 "$staging/DEBIAN/md5sums" "$staging/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$staging" "$package" >/dev/null

# 6. lintian: no error and no warning may stay.
lintian --fail-on error,warning --display-info "$package"
echo "$package"
