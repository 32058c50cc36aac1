#!/bin/sh
# Checks the documentation: the user's manual (Mallard pages in data/help/C) is valid and its
# links lead somewhere (yelp-check, package yelp-tools).
# Usage: meson-helpers/check-docs.sh   Prints "check-docs: passed" or what failed.
set -eu
cd "$(dirname "$0")/.."

yelp-check validate data/help/C/*.page
# `links` prints each broken xref: any output, or a failing exit, is a failure.
if ! broken="$(yelp-check links data/help/C 2>&1)" || [ -n "$broken" ]; then
    printf '%s\n' "$broken" >&2
    echo "check-docs: the help pages above link to pages that do not exist." >&2
    exit 1
fi
echo "check-docs: passed"
