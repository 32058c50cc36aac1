#!/bin/sh
# Proves a minimal test the Store Inspector wrote (Make a Minimal Test…): compiled with the
# store library and the feature module of this checkout, it must pass on this code and fail on
# the code with the bug put back (a patch). It builds a scratch package
# (data/fixtures/minimal-test/package) whose targets are this checkout's Sources/* (linked;
# Sources/Kittens copied, so that the patch applies there only) and whose test target holds the
# test. The scratch folder is kept between runs as the build cache: the first run compiles the
# store library and the feature module, later ones what changed.
#
# Usage: meson-helpers/check-minimal-test.sh TEST.swift [PATCH]
#        meson-helpers/check-minimal-test.sh --record OUTPUT.json [PATCH]
#   PATCH defaults to data/fixtures/minimal-test/favourite-revived.patch (the favourite revived
#   after its removal). --record writes the session of that fixture again, on the patched code.
#   KITTENS_MINIMAL_TEST_SCRATCH names the scratch folder (default: .build-minimal-test/).
# Prints how long each build took; fails unless the test passes on this code and fails with the bug.
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$root/data/fixtures/minimal-test"
scratch="${KITTENS_MINIMAL_TEST_SCRATCH:-$root/.build-minimal-test}"
record=""
if [ "${1:-}" = "--record" ]; then record="$2"; shift 2; else test_file="$1"; shift; fi
patch_file="${1:-$fixture/favourite-revived.patch}"
# swift-log as the package's build checked it out (any of its scratch folders).
swift_log=""
for build in "$root/.build" "$root"/.build-*; do
    [ -d "$build/checkouts/swift-log" ] && { swift_log="$build/checkouts/swift-log"; break; }
done
[ -n "$swift_log" ] || { echo "check-minimal-test: build the package once first (swift-log is checked out by it)" >&2; exit 2; }

# Copies the files of folder $1 to $2 that differ (so that unchanged ones keep their times and
# are not compiled again), and removes what $1 does not hold.
sync_folder() {
    mkdir -p "$2"
    (cd "$1" && find . -type f) | while read -r file; do
        cmp -s "$1/$file" "$2/$file" || { mkdir -p "$(dirname "$2/$file")"; cp "$1/$file" "$2/$file"; }
    done
    (cd "$2" && find . -type f) | while read -r file; do [ -e "$1/$file" ] || rm -f "$2/$file"; done
}

mkdir -p "$scratch/Sources" "$scratch/Tests"
cp "$fixture/package/Package.swift" "$scratch/Package.swift"
sync_folder "$fixture/package/Sources/record-session" "$scratch/Sources/record-session"
sync_folder "$fixture/package/Tests/MinimalTests" "$scratch/Tests/MinimalTests"
for target in CIntl Localization Locking MVI VersionedJSON MVIRecording MVITesting KittensBuildInfo KittensSupport Outbox; do
    ln -sfn "$root/Sources/$target" "$scratch/Sources/$target"
done
ln -sfn "$root/data" "$scratch/data"
ln -sfn "$swift_log" "$scratch/swift-log"
sync_folder "$root/Sources/Kittens" "$scratch/Sources/Kittens"

# Builds the scratch package, saying how long it took; $1 names the code.
build() {
    started=$(date +%s)
    (cd "$scratch" && swift build --build-tests --scratch-path "$scratch/.build" 2>&1) >"$scratch/build-$1.log" \
        || { cat "$scratch/build-$1.log" >&2; echo "check-minimal-test: the build on $1 failed" >&2; exit 1; }
    echo "check-minimal-test: built on $1 in $(($(date +%s) - started)) s"
}
run_test() {
    (cd "$scratch" && swift test --skip-build --scratch-path "$scratch/.build" 2>&1) >"$scratch/test-$1.log"
}
with_bug() {
    (cd "$scratch" && patch -s -p1 <"$patch_file")
}

if [ -n "$record" ]; then
    rm -f "$scratch/Tests/MinimalTests/MinimalTest.swift"
    with_bug
    build "the code with the bug"
    (cd "$scratch" && "$scratch/.build/debug/record-session" "$record")
    sync_folder "$root/Sources/Kittens" "$scratch/Sources/Kittens"
    echo "check-minimal-test: recorded $record"
    exit 0
fi

cp "$test_file" "$scratch/Tests/MinimalTests/MinimalTest.swift"
build "this code"
run_test "this code" || { cat "$scratch/test-this code.log" >&2; echo "check-minimal-test: the test fails on this code" >&2; exit 1; }
echo "check-minimal-test: the test passes on this code"
with_bug
build "the code with the bug"
if run_test "the code with the bug"; then
    sync_folder "$root/Sources/Kittens" "$scratch/Sources/Kittens"
    echo "check-minimal-test: the test passes with the bug put back: it does not catch it" >&2
    exit 1
fi
sync_folder "$root/Sources/Kittens" "$scratch/Sources/Kittens"
grep -E "error|failed" "$scratch/test-the code with the bug.log" | head -5
echo "check-minimal-test: the test fails with the bug put back"
