#!/bin/sh
# Installs what Kittens needs on Debian 12, builds it in release mode and launches it.
# Arguments are passed to the app, e.g. --endpoint URL or --log-level debug.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh

install_missing pkg-config libgtk-4-dev libsoup-3.0-dev libsecret-1-dev glib-networking openssl
require_swift
swift build -c release --product kittens
exec .build/release/kittens "$@"
