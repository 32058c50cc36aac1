#!/bin/sh
# Checks the translations in data/po against the sources; fails (exit status 1) when
#   - a Swift file under Sources/ calls localized(...) or localizedPlural(...), or a GtkBuilder
#     file under data/ui has a translatable="yes" string, and is not in data/po/POTFILES
#     (Sources/Localization, which defines them, excepted),
#   - a file in POTFILES does not exist,
#   - data/po/kittens.pot is out of date against the sources (run meson-helpers/update-po.sh),
#   - a language of LINGUAS has no .po, or its .po has untranslated or fuzzy entries, or misses
#     strings of the template, or does not compile (msgfmt --check),
#   - a translation drops or renames a {placeholder} of its message.
# Run from anywhere; needs gettext and python3.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-po.sh

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
fail() {
    echo "check-po: $*" >&2
    failed=1
}

potfiles | sort >"$work/listed"
grep -rlE --include='*.swift' '(^|[^A-Za-z0-9_.])localized(Plural)?\(' Sources \
    | grep -v '^Sources/Localization/' >"$work/calling"
grep -rl --include='*.ui' 'translatable="yes"' data/ui >>"$work/calling" || true
sort -o "$work/calling" "$work/calling"
for file in $(comm -23 "$work/calling" "$work/listed"); do
    fail "$file has translatable strings but is not in $po_dir/POTFILES"
done
for file in $(potfiles); do
    [ -f "$file" ] || fail "$file is in $po_dir/POTFILES but does not exist"
done

if [ "$failed" -eq 0 ]; then
    make_pot "$work/kittens.pot"
    # The creation date is the only line that changes on every extraction.
    if ! diff -u -I '^"POT-Creation-Date:' "$po_dir/kittens.pot" "$work/kittens.pot" >"$work/pot.diff"; then
        cat "$work/pot.diff" >&2
        fail "$po_dir/kittens.pot is out of date: run meson-helpers/update-po.sh and translate what it adds"
    fi
fi

for lang in $(linguas); do
    po="$po_dir/$lang.po"
    if [ ! -f "$po" ]; then
        fail "$lang is in $po_dir/LINGUAS but $po does not exist"
        continue
    fi
    # Merged with the template first, so that a string missing from the .po counts as untranslated.
    msgmerge --quiet --output-file="$work/$lang.po" "$po" "$po_dir/kittens.pot"
    if ! msgfmt --check --statistics --output-file=/dev/null "$work/$lang.po" 2>"$work/$lang.stats"; then
        cat "$work/$lang.stats" >&2
        fail "$po does not compile"
    elif grep -qE 'fuzzy|untranslated' "$work/$lang.stats"; then
        fail "$po is incomplete: $(cat "$work/$lang.stats")"
        msgattrib --only-fuzzy --no-obsolete "$work/$lang.po" >&2 || true
        msgattrib --untranslated --no-obsolete "$work/$lang.po" >&2 || true
    fi
    python3 meson-helpers/check-po-placeholders.py "$po" || fail "$po changes placeholders (see above)"
done

if [ "$failed" -ne 0 ]; then
    exit 1
fi
echo "check-po: $(linguas | wc -l) languages complete, $(potfiles | wc -l) files in POTFILES, template up to date"
