# Shared by check-install.sh and check-deb.sh: named checks, each run with its output kept in
# $check_log and shown only when it fails; check_summary NAME prints "NAME: N passed, M failed"
# and fails when one did.
# Usage: check_log=FILE; check "what must be true" COMMAND [ARGUMENT...]; ...; check_summary NAME

passed=0
failed=0

check() {
    description=$1
    shift
    if "$@" >"$check_log" 2>&1; then
        passed=$((passed + 1))
        echo "ok: $description"
    else
        failed=$((failed + 1))
        echo "FAILED: $description" >&2
        cat "$check_log" >&2
    fi
}

check_summary() {
    echo "$1: $passed passed, $failed failed"
    test "$failed" -eq 0
}
