#!/bin/sh
# Shows that check-po.sh catches what it must: in a scratch copy of Sources/, data/ and the
# scripts, it passes as the copy is, then fails for each defect put in on its own. Exit status 1
# when check-po.sh passed a defect (or failed the good copy).
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0

# A fresh copy in $work/tree.
fresh_tree() {
    rm -rf "$work/tree"
    mkdir -p "$work/tree/meson-helpers"
    cp -R "$root/Sources" "$root/data" "$work/tree/"
    cp "$root/meson-helpers/check-po.sh" "$root/meson-helpers/lib-po.sh" "$root/meson-helpers/check-po-placeholders.py" \
        "$work/tree/meson-helpers/"
}

# Expects check-po.sh to fail, saying $3, after running the command $2 in the copy; $1 says
# what the defect is.
expect_failure() {
    fresh_tree
    (cd "$work/tree" && sh -c "$2")
    if sh "$work/tree/meson-helpers/check-po.sh" >"$work/log" 2>&1; then
        echo "FAILED: check-po.sh passed $1" >&2
        failed=1
    elif ! grep -qF -- "$3" "$work/log"; then
        cat "$work/log" >&2
        echo "FAILED: check-po.sh failed on $1, but without saying \"$3\"" >&2
        failed=1
    else
        echo "ok: check-po.sh fails on $1"
    fi
}

fresh_tree
if sh "$work/tree/meson-helpers/check-po.sh" >"$work/log" 2>&1; then
    echo "ok: check-po.sh passes the repository as it is"
else
    cat "$work/log" >&2
    echo "FAILED: check-po.sh fails the repository as it is" >&2
    failed=1
fi
expect_failure "a Swift file with strings missing from POTFILES" \
    "printf 'import Localization\nlet title = localized(\"Preferences\")\n' >Sources/Kittens/Unlisted.swift" \
    "Sources/Kittens/Unlisted.swift has translatable strings but is not in data/po/POTFILES"
expect_failure "a .ui file with strings missing from POTFILES" "sed -i '/data\\/ui\\/error-banner.ui/d' data/po/POTFILES" \
    "data/ui/error-banner.ui has translatable strings but is not in data/po/POTFILES"
expect_failure "a file in POTFILES that does not exist" "echo Sources/Kittens/Gone.swift >>data/po/POTFILES" \
    "Sources/Kittens/Gone.swift is in data/po/POTFILES but does not exist"
expect_failure "a template out of date" \
    "sed -i 's/localized(\"Copy Image\")/localized(\"Copy the Image\")/' Sources/KittensGtk/Viewer/PictureMenu.swift" \
    "kittens.pot is out of date"
expect_failure "an untranslated entry" \
    "awk '/^msgid \"Retry loading\"/ { print; getline; print \"msgstr \\\"\\\"\"; next } { print }' data/po/de.po >de && mv de data/po/de.po" \
    "1 untranslated message"
expect_failure "a fuzzy entry" "sed -i 's/^msgid \"Retry loading\"/#, fuzzy\nmsgid \"Retry loading\"/' data/po/de.po" \
    "1 fuzzy translation"
expect_failure "a renamed placeholder" "sed -i 's/nicht „{value}“/nicht „{wert}“/' data/po/de.po" "has unknown wert"
expect_failure "a dropped placeholder" "sed -i 's/{count} событий сохранено в {path}/{count} событий сохранено/' data/po/ru.po" \
    "drops path"
expect_failure "a count without plural forms" \
    "printf '\\nmsgid \"{count} kittens\"\\nmsgstr \"{count} Kätzchen\"\\n' >>data/po/de.po" \
    "counts without plural forms"
expect_failure "a language without its .po" "echo fr >>data/po/LINGUAS" "data/po/fr.po does not exist"
exit "$failed"
