#!/bin/sh
# Runs every test of Kittens on Debian 12, in stages, and fails at the first stage that fails:
#
#   plain    the translations are complete and current (check-po.sh, which check-po-selftest.sh
#            shows to catch each defect); the build has no warnings; a build that failed for a
#            missing system package passes once it is there (check-missing-package.sh); a signal
#            handler connected to the wrong object does not compile (check-signal-types.sh);
#            the help pages and the DocC catalogs build cleanly (check-docs.sh);
#            the suite once as `swift test` with no display and no D-Bus session (window tests
#            skip, nothing fails); then all unit, store, data-source and GTK window tests in a
#            virtual X display (a missing display fails rather than skips, and so does a
#            warning or critical of GLib or GTK)
#   tsan     the same suite built with ThreadSanitizer; any race report fails
#   asan     the same suite built with AddressSanitizer; any memory error report fails
#   fuzz     every libFuzzer target under Tests/Fuzz for FUZZ_SECONDS (default 60) each, and the
#            store property tests (StorePropertyCheck) for PROPERTY_CASES (default 10000) cases each
#   install  meson installs the app into a temporary folder; desktop file, metainfo, icons,
#            help and translations checked
#   deb      build-deb.sh builds the Debian package (lintian passes); check-deb.sh installs it on
#            a bare Debian 12 root (debootstrap, cached) and starts the app there
#
# Usage: meson-helpers/test-all.sh [STAGE...]   With no stage named, every stage runs.
# Each stage prints how long it took; a summary of all of them comes last.
set -eu
cd "$(dirname "$0")/.."
. meson-helpers/lib-deps.sh

all_stages="plain tsan asan fuzz install deb"
stages="${*:-$all_stages}"
for stage in $stages; do
    case " $all_stages " in
        *" $stage "*) ;;
        *) echo "test-all: no stage '$stage'; the stages are: $all_stages" >&2; exit 64 ;;
    esac
done
fuzz_seconds="${FUZZ_SECONDS:-60}"

install_missing pkg-config libgtk-4-dev libadwaita-1-dev libsoup-3.0-dev libpng-dev libjpeg62-turbo-dev libsecret-1-dev gnome-keyring libsecret-tools libglib2.0-bin libglib2.0-dev-bin glib-networking openssl \
    xvfb xauth dbus dbus-x11 at-spi2-core desktop-file-utils appstream meson librsvg2-common xdotool gettext python3 python3-pyatspi python3-dbusmock yelp-tools \
    dpkg-dev binutils lintian debootstrap
require_swift

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
summary="$work/summary"
: >"$summary"

KITTENS_REQUIRE_DISPLAY=1
KITTENS_SCREENSHOT_DIR="${KITTENS_SCREENSHOT_DIR:-$PWD/.build/screenshots}"
export KITTENS_REQUIRE_DISPLAY KITTENS_SCREENSHOT_DIR
mkdir -p "$KITTENS_SCREENSHOT_DIR"
# In a GNOME session GIO resolves proxies through GNOME's settings, which ignore http_proxy and
# no_proxy: the proxy tests need GIO's default resolver, which reads them.
unset XDG_CURRENT_DESKTOP

# Builds the package and its tests with the given extra arguments; any warning fails.
build() {
    log="$work/build.log"
    { swift build --build-tests "$@" 2>&1; echo $? >"$work/build.status"; } | tee "$log"
    if [ "$(cat "$work/build.status")" -ne 0 ]; then
        echo "test-all: the build failed (see above)." >&2
        return 1
    fi
    # SwiftPM warns of the pkg-config flags it does not pass on ("prohibited flag(s): -pthread,
    # -msse ..."): -pthread and SSE are the defaults on x86_64 Linux, so nothing is lost.
    if grep -E "(^|: )warning: " "$log" | grep -v "^warning: prohibited flag(s): " >/dev/null; then
        echo "test-all: the build printed warnings (see above); warnings are errors here." >&2
        return 1
    fi
}

# Runs the whole suite in a fresh virtual X display and session bus, output also in $work/suite.log.
suite() {
    { xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- swift test --skip-build "$@" 2>&1
        echo $? >"$work/suite.status"; } | tee "$work/suite.log"
    [ "$(cat "$work/suite.status")" -eq 0 ]
}

# Runs the whole suite as a user types `swift test` on a desktop-less machine: no X11 or Wayland
# display and no D-Bus session. Window tests skip with their reason; everything else must pass.
headless_suite() {
    { env -u DISPLAY -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS -u KITTENS_REQUIRE_DISPLAY \
        swift test --skip-build 2>&1; echo $? >"$work/headless.status"; } | tee "$work/headless.log"
    [ "$(cat "$work/headless.status")" -eq 0 ] || {
        echo "test-all: the suite failed with no display and no D-Bus session (see above)." >&2
        return 1
    }
}

# Fails when a sanitizer reported anything: report files under $1 (every process of the run,
# the launched app included, writes there through log_path), or a report on the output.
no_sanitizer_reports() {
    reports="$1"
    if [ -n "$(ls -A "$reports")" ]; then
        cat "$reports"/* >&2
        echo "test-all: the sanitizer reported the problems above (files in $reports)." >&2
        return 1
    fi
    if grep -E "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$work/suite.log" >/dev/null; then
        echo "test-all: the sanitizer reported problems in the test output (see above)." >&2
        return 1
    fi
}

# The debug `kittens` (what `swift run` starts) links FoundationEssentials, not full Foundation
# and its ICU: check-install.sh sees only the static release binary, where they would hide. A
# target with resources brings them in (SwiftPM gives it a `Bundle.module` that imports
# Foundation), which is why the build plugins declare only the Swift files they write.
debug_build_is_lean() {
    binary="$(swift build --show-bin-path)/kittens"
    needed=$(readelf -d "$binary" | grep NEEDED) || { echo "test-all: cannot read $binary" >&2; return 1; }
    if printf '%s\n' "$needed" | grep -E 'libFoundation\.so|lib_FoundationICU\.so|libFoundationInternationalization\.so'; then
        echo "test-all: the debug kittens links full Foundation (above)." >&2
        return 1
    fi
    printf '%s\n' "$needed" | grep -q 'libFoundationEssentials\.so' || {
        echo "test-all: the debug kittens does not link FoundationEssentials: is $binary a debug build?" >&2
        return 1
    }
}

# The stages run as `if` conditions, where `set -e` does not act: every step says `|| return 1`.
stage_plain() {
    meson-helpers/check-po.sh || return 1
    meson-helpers/check-po-selftest.sh || return 1
    build || return 1
    debug_build_is_lean || return 1
    meson-helpers/check-missing-package.sh || return 1
    meson-helpers/check-signal-types.sh || return 1
    meson-helpers/check-docs.sh || return 1
    headless_suite || return 1
    suite || return 1
    no_glib_warnings || return 1
    echo "Screenshots of the window: $KITTENS_SCREENSHOT_DIR"
}

# Fails when GLib, GTK or another GLib-based library warned or was critical during the suite:
# a test that passes while GLib complains hides a bug (a handler disconnected twice, a widget
# sized below zero). soak.sh fails a run for the same lines.
no_glib_warnings() {
    if grep -E -e "-(WARNING|CRITICAL) \*\*" "$work/suite.log" >&2; then
        echo "test-all: GLib or GTK printed the warnings above during the suite." >&2
        return 1
    fi
}

# Builds the suite with `--sanitize=$1` into `$2` (extra build arguments after `$4`), then runs it
# with the sanitizer's options variable `$3` set to `$4` plus a log_path under `$2`, so that every
# process of the run, the launched app included, writes its reports there. Swift's crash
# reporter would only bury a sanitizer's report.
sanitized_suite() {
    sanitizer=$1 scratch=$2 variable=$3 options=$4
    shift 4
    suite_failed=""
    build --sanitize="$sanitizer" --scratch-path "$scratch" "$@" || return 1
    reports="$scratch/sanitizer-reports"
    rm -rf "$reports"
    mkdir -p "$reports"
    (
        eval "$variable=\"\$options:log_path=\$PWD/\$reports/\$sanitizer\""
        SWIFT_BACKTRACE=enable=no
        export "${variable?}" SWIFT_BACKTRACE
        suite --sanitize="$sanitizer" --scratch-path "$scratch"
    ) || suite_failed=1
    no_sanitizer_reports "$reports" && [ -z "${suite_failed:-}" ]
}

# ThreadSanitizer sees pthread mutexes, not the futexes of Synchronization.Mutex: the code locks
# with Locking.Locked for that reason. No report is suppressed; should a report inside GLib, GTK
# or libdispatch ever need it, add a suppressions= file under meson-helpers/ naming each entry
# and why it is not our bug. All reports of a run are wanted, so no halt_on_error; a process with
# reports exits with 66.
stage_tsan() {
    sanitized_suite thread .build-tsan TSAN_OPTIONS "halt_on_error=0:exitcode=66"
}

# LeakSanitizer is off: at exit it lists what GLib, GTK, fontconfig and XCTest allocate once and
# never free (about 6,000 allocations a run, none of them a leak we could fix), which would drown
# a real report. Memory errors (overflows, use after free, double free) still fail at once.
# gold warns on every link with ASan ("Cannot export local symbol"); lld does not.
stage_asan() {
    sanitized_suite address .build-asan ASAN_OPTIONS "detect_leaks=0:halt_on_error=1" -Xswiftc -use-ld=lld
}

# Every target runs, also after one failed, so that one run tells about all of them.
stage_fuzz() {
    failed=""
    for target in $(meson-helpers/fuzz.sh --list); do
        meson-helpers/fuzz.sh "$target" "$fuzz_seconds" || failed="$failed $target"
    done
    KITTENS_PROPERTY_CASES="${PROPERTY_CASES:-10000}" swift test --filter 'PropertyTests' || failed="$failed store-properties"
    if [ -n "$failed" ]; then
        echo "test-all: fuzzing failed for:$failed" >&2
        return 1
    fi
}

stage_install() {
    meson-helpers/check-install.sh
}

stage_deb() {
    meson-helpers/build-deb.sh || return 1
    meson-helpers/check-deb.sh
}

print_summary() {
    echo "test-all: stage times"
    cat "$summary"
}

for stage in $stages; do
    echo "test-all: stage $stage"
    started="$(date +%s)"
    if "stage_$stage"; then
        echo "  $stage: passed in $(($(date +%s) - started)) s" >>"$summary"
    else
        echo "  $stage: FAILED after $(($(date +%s) - started)) s" >>"$summary"
        print_summary
        exit 1
    fi
done
print_summary
