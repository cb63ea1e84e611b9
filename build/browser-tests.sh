#!/usr/bin/env bash
# The browser tests (vitest.browser.config.ts) as three runs side by side, each one file at a time with its own servers
# and outbox: `chromium` (tests/browser/ and the checks of the build); the `engines` project (tests/engines/) in
# Chromium, then a third of its files in WebKit; and the same in Firefox, then the other two thirds in WebKit
# (CAIRN_ENGINES, tests/engines/engine-choice.ts; vitest's --shard). Measured alone, the parts take about 670,
# 600 + 130 and 400 + 260 CPU-s, so the three end together. Fails if any fails; extra arguments go to each.
set -u
cd "$(dirname "$0")/.."
engines() { # <engines> [shard]: the engines project in those engines, all its files or one shard of them
  CAIRN_ENGINES="$1" npx vitest run --config vitest.browser.config.ts --project engines ${2:+--shard="$2"} "${@:3}"
}
( s=0; engines chromium "" "$@" || s=1; engines webkit 1/3 "$@" || s=1; exit $s ) &
chromium_run=$!
( s=0; engines firefox "" "$@" || s=1; engines webkit 2/3 "$@" || s=1; engines webkit 3/3 "$@" || s=1; exit $s ) &
firefox_run=$!
npx vitest run --config vitest.browser.config.ts --project chromium "$@"
status=$?
for run in "$chromium_run" "$firefox_run"; do
  wait "$run" || status=1
done
exit "$status"
