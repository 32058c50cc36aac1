# Shared by setup-and-run.sh and test-all.sh: installs the Debian packages that are missing.
# Usage: install_missing PACKAGE...

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_missing() {
    missing=""
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing="$missing $package"
    done
    if [ -n "$missing" ]; then
        echo "Installing:$missing"
        as_root apt-get update -qq
        # shellcheck disable=SC2086
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
    fi
}

require_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        if [ -x /opt/swift/usr/bin/swift ]; then
            PATH="/opt/swift/usr/bin:$PATH"
            export PATH
        else
            echo "Swift 6 is needed: install a Swift toolchain for Linux (swift.org) and put it on PATH." >&2
            exit 1
        fi
    fi
}

# Builds the release app as every script ships or measures it, with any extra arguments (such as
# --show-bin-path): the Swift runtime and Foundation linked statically, so that start-up maps
# and relocates fewer libraries (meson-helpers/startup-bench.sh). The manifest stays free of
# unsafe flags, so that the package can be a dependency of others.
# KITTENS_SCRATCH_PATH, when set, is the build folder (`--scratch-path`), so that worktrees
# building side by side keep theirs apart.
release_build() {
    swift build -c release --static-swift-stdlib --product kittens ${KITTENS_SCRATCH_PATH:+--scratch-path "$KITTENS_SCRATCH_PATH"} "$@"
}
