#!/bin/sh
# Fuzzes one target with libFuzzer for SECONDS seconds, under AddressSanitizer.
#
# Usage: meson-helpers/fuzz.sh TARGET SECONDS
#        meson-helpers/fuzz.sh --list
#
# A target is a folder Tests/Fuzz/TARGET/ (SwiftPM does not build it) holding:
#   *.swift     the entry: a function exported as @_cdecl("LLVMFuzzerTestOneInput") that feeds
#               one input to the code under test and checks what it promises (preconditions)
#   sources     the files of the code under test, one path from the repository root a line,
#               compiled into the same module as the entry, so internal API is reachable; a line
#               `MODULE: PATH` compiles PATH into a module MODULE of its own first, for code that
#               imports another target (`KittensSupport: Sources/KittensSupport/Web/WebURL.swift`)
#   or, for C code under test:
#   *.c         the entry, LLVMFuzzerTestOneInput in C, aborting where a promise is broken
#   sources     the C files under test; their folder's include/ is on the header path
#   libraries   optional: pkg-config names of the libraries they link, one a line
#   seeds       shell patterns, one a line, of the fixtures that start the corpus (a folder
#               stands for the files in it)
#   dictionary  optional: tokens for libFuzzer's -dict
# In the lists, blank lines and lines starting with # are ignored.
#
# The binary is built with `swiftc -sanitize=fuzzer,address -parse-as-library` into
# .build-fuzz/TARGET/. The seeds are copied into a temporary corpus, so fixtures never change.
# A crash (a trap, a failed precondition, a sanitizer report, a leak), one input running over
# 10 s or memory over 2 GB fails the script; the input that did it is kept in
# .build-fuzz/TARGET/artifacts/ and its path printed. Replay it with the binary and the path.
set -eu
# Swift's own crash reporter would run inside AddressSanitizer and bury the report; libFuzzer
# prints the stack of a crash itself.
SWIFT_BACKTRACE=enable=no
export SWIFT_BACKTRACE
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh

targets_folder=Tests/Fuzz
targets() { for folder in "$targets_folder"/*/; do basename "$folder"; done; }
if [ "${1:-}" = "--list" ]; then
    targets
    exit 0
fi
if [ $# -ne 2 ]; then
    echo "usage: meson-helpers/fuzz.sh TARGET SECONDS   (targets: $(targets | tr '\n' ' '))" >&2
    exit 64
fi
target=$1
seconds=$2
case "$seconds" in
    '' | *[!0-9]* | 0) echo "fuzz: SECONDS must be a whole number above 0, not '$seconds'" >&2; exit 64 ;;
esac
folder="$targets_folder/$target"
if [ ! -f "$folder/sources" ] || [ ! -f "$folder/seeds" ]; then
    echo "fuzz: no target '$target': $folder/ needs an entry *.swift, 'sources' and 'seeds'" >&2
    exit 64
fi
require_swift

# The non-comment lines of a list file.
entries() { grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$1" || true; }

build=".build-fuzz/$target"
artifacts="$build/artifacts"
binary="$build/fuzz-$target"
log="$build/fuzz.log"
mkdir -p "$build"
rm -rf "$artifacts"
mkdir -p "$artifacts"

# The modules named in the list, each compiled on its own into an object and a module file.
modules=$(entries "$folder/sources" | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\): .*/\1/p' | sort -u)
module_objects=""
for module in $modules; do
    # shellcheck disable=SC2046
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -wmo -warnings-as-errors \
        -module-name "$module" -emit-module -emit-module-path "$build/$module.swiftmodule" \
        -c $(entries "$folder/sources" | sed -n "s/^$module: //p") -o "$build/$module.o"
    module_objects="$module_objects $build/$module.o"
done

# Word splitting of the lists is wanted: paths in this repository have no blanks.
if ls "$folder"/*.c >/dev/null 2>&1; then
    includes=$(entries "$folder/sources" | while read -r path; do printf -- '-I%s/include ' "$(dirname "$path")"; done)
    libraries=""
    if [ -f "$folder/libraries" ]; then libraries=$(pkg-config --cflags --libs $(entries "$folder/libraries")); fi
    # shellcheck disable=SC2046,SC2086
    clang -fsanitize=fuzzer,address -fuse-ld=lld -g -O1 -Wall -Werror $includes \
        "$folder"/*.c $(entries "$folder/sources") $libraries -o "$binary"
else
    # shellcheck disable=SC2046,SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -use-ld=lld \
        -warnings-as-errors -module-name "Fuzz_$(printf %s "$target" | tr -c "A-Za-z0-9_" "_")" -I "$build" \
        "$folder"/*.swift $(entries "$folder/sources" | grep -v '^[A-Za-z_][A-Za-z0-9_]*: ') $module_objects -o "$binary"
fi

corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
for pattern in $(entries "$folder/seeds"); do
    for path in $pattern; do
        if [ -d "$path" ]; then
            find "$path" -maxdepth 1 -type f -exec cp {} "$corpus/" \;
        elif [ -f "$path" ]; then
            cp "$path" "$corpus/"
        else
            echo "fuzz: $target: seed pattern '$pattern' matches nothing" >&2
            exit 1
        fi
    done
done
seeded=$(find "$corpus" -type f | wc -l)

set -- -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/"
if [ -f "$folder/dictionary" ]; then set -- "$@" -dict="$folder/dictionary"; fi

echo "fuzz: $target for $seconds s from $seeded seeds (log: $log)"
if "$binary" "$@" "$corpus" >"$log" 2>&1; then
    grep -E "^(Done|stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb))" "$log" \
        | sed "s/^/fuzz: $target: /"
    exit 0
fi
tail -n 60 "$log" >&2
found=0
for input in "$artifacts"/*; do
    [ -f "$input" ] || continue
    found=1
    echo "fuzz: $target FAILED; the input that did it: $input" >&2
done
[ "$found" -eq 1 ] || echo "fuzz: $target FAILED before it found an input (see $log)" >&2
exit 1
