# Shared by update-po.sh and check-po.sh: how data/po/kittens.pot is made from data/po/POTFILES.
# Run from the repository root.
#
# xgettext has no Swift parser. Its Vala parser reads Swift's literals as they are written here:
# C escapes (\" \n), `"""` blocks and `//` comments, and UTF-8 text such as the en dash. Every
# call is `localized("literal"...)` or `localizedPlural("singular", "plural", ...)` on one line.
# References name the file without a line number, so that the template changes only when strings
# or files do.

po_dir=data/po
copyright="The Kittens for Linux developers"

# The files of POTFILES, without comments and blank lines.
potfiles() {
    grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$po_dir/POTFILES"
}

# The languages of LINGUAS.
linguas() {
    grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$po_dir/LINGUAS"
}

# Writes the template of every string in POTFILES to $1.
make_pot() {
    output=$1
    list="$(mktemp)"
    potfiles | grep -v '\.swift$' >"$list" || true
    common="--from-code=UTF-8 --add-comments=Translators: --add-location=file --package-name=kittens"
    # shellcheck disable=SC2086
    xgettext $common --copyright-holder="$copyright" --files-from="$list" --output="$output"
    potfiles | grep '\.swift$' >"$list" || true
    # shellcheck disable=SC2086
    xgettext $common --copyright-holder="$copyright" --join-existing --language=Vala --keyword= --keyword=localized --keyword=localizedPlural:1,2 \
        --files-from="$list" --output="$output"
    rm -f "$list"
}

# Compiles every language of LINGUAS into $1/<lang>/LC_MESSAGES/kittens.mo, the layout the app
# reads from KITTENS_LOCALE_DIR (and meson installs under <datadir>/locale).
compile_catalogues() {
    for lang in $(linguas); do
        mkdir -p "$1/$lang/LC_MESSAGES"
        msgfmt --check --output-file="$1/$lang/LC_MESSAGES/kittens.mo" "$po_dir/$lang.po"
    done
}
