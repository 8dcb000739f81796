#!/usr/bin/env bash
# `make test`: runs `swift test` (extra arguments are passed on, e.g. -Xswiftc
# -warnings-as-errors), then prints how many tests were skipped and why. With CI=true a skipped
# test fails the run: CI has ../shared, chromium, zsh and fish, and does not set
# TROPHIES_QUICK_TESTS, so there a skip means a check silently did not run.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"${SWIFT:-swift}" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# Swift Testing prints one line per skipped test and per skipped suite:
#   ➜ Test "name" skipped: "reason"      ➜ Suite "name" skipped: "reason"
tests=$(grep -cE '^[^ ]+ Test ".*" skipped' "$log")
suites=$(grep -cE '^[^ ]+ Suite ".*" skipped' "$log")
echo
echo "skipped: $tests tests ($suites suites skipped whole)"
if [ "$tests" -gt 0 ]; then
  grep -E '^[^ ]+ Test ".*" skipped' "$log" | sed -E 's/.* skipped(: )?//; s/^$/(no reason given)/' \
    | sort | uniq -c | sort -rn | sed 's/^/  /'
fi
if [ "$status" -eq 0 ] && [ "${CI:-}" = "true" ] && [ $((tests + suites)) -gt 0 ]; then
  echo "CI=true: a skipped test is a failure here (see the reasons above)" >&2
  exit 1
fi
exit "$status"
