#!/usr/bin/env bash
# The browser tests (vitest.browser.config.ts) as three runs side by side, each one file at a time with its own servers
# and outbox: `chromium` (tests/browser/ and the checks of the build), and the `engines` project (tests/engines/) twice,
# once in Chromium and Firefox and once in WebKit (CAIRN_ENGINES, tests/engines/engine-choice.ts), so that the three take
# about as long. Fails if any fails; extra arguments go to each.
set -u
cd "$(dirname "$0")/.."
CAIRN_ENGINES=chromium,firefox npx vitest run --config vitest.browser.config.ts --project engines "$@" &
chromium_firefox=$!
CAIRN_ENGINES=webkit npx vitest run --config vitest.browser.config.ts --project engines "$@" &
webkit=$!
npx vitest run --config vitest.browser.config.ts --project chromium "$@"
status=$?
for run in "$chromium_firefox" "$webkit"; do
  wait "$run" || status=1
done
exit "$status"
