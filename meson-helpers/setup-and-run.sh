#!/bin/sh
# Installs what Kittens needs on Debian 12, builds it in release mode with its translations and
# launches it.
# Arguments are passed to the app, e.g. --endpoint URL or --log-level debug.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh
. meson-helpers/lib-po.sh

install_missing pkg-config libgtk-4-dev libadwaita-1-dev libsoup-3.0-dev libpng-dev libjpeg62-turbo-dev libsecret-1-dev libglib2.0-bin libglib2.0-dev-bin glib-networking openssl gettext
require_swift
release_build
# The translations, compiled from data/po, so that the app speaks the desktop's language.
compile_catalogues .build/locale
KITTENS_LOCALE_DIR="$PWD/.build/locale"
export KITTENS_LOCALE_DIR
exec .build/release/kittens "$@"
