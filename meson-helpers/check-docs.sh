#!/bin/sh
# Checks the documentation:
#   - the user's manual (Mallard pages in data/help/C) is valid and its links lead somewhere
#     (yelp-check, package yelp-tools);
#   - the DocC catalogs of the MVI library (Sources/MVI/MVI.docc, Sources/MVITesting/MVITesting.docc)
#     build without a warning with the toolchain's docc, over the symbol graphs of a build of
#     their modules (scratch path .build-symbol-graphs). The articles' code is compiled and
#     run by Tests/MVIDocumentationTests, whose ArticleCodeTests keeps it the same as the articles.
# Usage: meson-helpers/check-docs.sh   Prints "check-docs: passed" or what failed.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh
require_swift

yelp-check validate data/help/C/*.page
# `links` prints each broken xref: any output, or a failing exit, is a failure.
if ! broken="$(yelp-check links data/help/C 2>&1)" || [ -n "$broken" ]; then
    printf '%s\n' "$broken" >&2
    echo "check-docs: the help pages above link to pages that do not exist." >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Not emptied between runs: swiftc writes a module's graph only when it compiles the module.
graphs="$PWD/.build-symbol-graphs/graphs"
mkdir -p "$graphs"
swift build --scratch-path .build-symbol-graphs --target MVITesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >"$work/build.log" 2>&1 \
    || { cat "$work/build.log" >&2; echo "check-docs: the symbol graphs could not be built." >&2; exit 1; }
for module in MVI MVITesting; do
    mkdir -p "$work/$module"
    # The module's graph and its extensions of other modules' types (Module@Other), if any.
    for graph in "$graphs/$module.symbols.json" "$graphs/$module@"*.symbols.json; do
        if [ -f "$graph" ]; then cp "$graph" "$work/$module/"; fi
    done
    if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.kittensforlinux.$module" \
        --output-path "$work/$module.doccarchive" --warnings-as-errors >"$work/docc.log" 2>&1 \
        || grep -iE "(warning|error):" "$work/docc.log" >/dev/null; then
        cat "$work/docc.log" >&2
        echo "check-docs: the DocC catalog of $module does not build cleanly (see above)." >&2
        exit 1
    fi
done
echo "check-docs: passed"
