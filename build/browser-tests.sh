#!/usr/bin/env bash
# The browser tests (vitest.browser.config.ts) as three runs side by side, each one file at a time with its own servers
# and outbox: `chromium` (tests/browser/ and the checks of the build), and the `engines` project (tests/engines/) twice,
# once in Firefox and WebKit and once in Chromium (CAIRN_ENGINES, tests/engines/engine-choice.ts), so that the three
# take about as long: measured alone, about 840, 1010 and 610 CPU-s. Fails if any fails; extra arguments go to each.
set -u
cd "$(dirname "$0")/.."
CAIRN_ENGINES=firefox,webkit npx vitest run --config vitest.browser.config.ts --project engines "$@" &
firefox_webkit=$!
CAIRN_ENGINES=chromium npx vitest run --config vitest.browser.config.ts --project engines "$@" &
chromium_engines=$!
npx vitest run --config vitest.browser.config.ts --project chromium "$@"
status=$?
for run in "$firefox_webkit" "$chromium_engines"; do
  wait "$run" || status=1
done
exit "$status"
