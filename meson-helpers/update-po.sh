#!/bin/sh
# Extracts every translatable string into data/po/kittens.pot and merges it into each
# data/po/<lang>.po of LINGUAS. New strings arrive untranslated and changed ones fuzzy: translate
# them, then run meson-helpers/check-po.sh. A new file with localized(...) calls goes into
# data/po/POTFILES first.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-po.sh

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# Named .pot: xgettext takes the CHARSET of a template's header for what it is only in a .pot.
fresh="$scratch/kittens.pot"
make_pot "$fresh"
# Kept when only its creation date would change, so that an unchanged template is no change.
if ! diff -q -I '^"POT-Creation-Date:' "$po_dir/kittens.pot" "$fresh" >/dev/null 2>&1; then
    cp "$fresh" "$po_dir/kittens.pot"
fi
for lang in $(linguas); do
    msgmerge --quiet --update --backup=none --add-location=file "$po_dir/$lang.po" "$po_dir/kittens.pot"
    echo "$lang: $(msgfmt --check --statistics --output-file=/dev/null "$po_dir/$lang.po" 2>&1)"
done
