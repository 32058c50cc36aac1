#!/bin/sh
# Extracts every translatable string into data/po/kittens.pot and merges it into each
# data/po/<lang>.po of LINGUAS. New strings arrive untranslated and changed ones fuzzy: translate
# them, then run meson-helpers/check-po.sh. A new file with localized(...) calls goes into
# data/po/POTFILES first.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-po.sh

make_pot "$po_dir/kittens.pot"
for lang in $(linguas); do
    msgmerge --quiet --update --backup=none --add-location=file "$po_dir/$lang.po" "$po_dir/kittens.pot"
    printf '%s: ' "$lang"
    msgfmt --check --statistics --output-file=/dev/null "$po_dir/$lang.po"
done
