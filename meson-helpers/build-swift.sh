#!/bin/sh
# Build the release `kittens` binary with SwiftPM and copy it to where meson expects it: the Swift
# runtime linked statically, and so no $ORIGIN run path, which an installed binary has no use for.
# Usage: build-swift.sh <package-root> <scratch-dir> <output-file>
set -eu

if [ "$#" -ne 3 ]; then
    echo "usage: $0 <package-root> <scratch-dir> <output-file>" >&2
    exit 2
fi
package_root=$1
scratch=$2
output=$3

swift=${SWIFT:-swift}
if ! command -v "$swift" >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin/swift /usr/bin/swift; do
        if [ -x "$candidate" ]; then swift=$candidate; break; fi
    done
fi

"$swift" build -c release --static-swift-stdlib --disable-local-rpath --product kittens \
    --package-path "$package_root" --scratch-path "$scratch"

bin_dir=$("$swift" build -c release --static-swift-stdlib --disable-local-rpath --product kittens \
    --package-path "$package_root" --scratch-path "$scratch" --show-bin-path)

cp "$bin_dir/kittens" "$output.tmp"
chmod 755 "$output.tmp"
mv "$output.tmp" "$output"
