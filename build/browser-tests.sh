#!/usr/bin/env bash
# The browser tests (vitest.browser.config.ts) as two runs side by side, each one file at a time with its own servers,
# outbox and browsers: `chromium` (tests/browser/ and the checks of the build), then the `engines` project
# (tests/engines/) in WebKit; and the engines project in Chromium, then in Firefox (CAIRN_ENGINES,
# tests/engines/engine-choice.ts). Two runs keep the machine's two cores busy, where three made every part wait (on
# CI, 1,390 s for the browser tests as three runs, 1,240 s as two). The pairs are chosen to end together: on CI at
# 64067c4 the parts took 644 + 547 s (Chromium's own, Firefox) and 662 + 685 s (engines in Chromium, WebKit); since,
# more of Chromium's own tests run in every engine. Fails if any fails; extra arguments go to each.
set -u
cd "$(dirname "$0")/.."
engines() { # <engines>: the engines project in those engines
  CAIRN_ENGINES="$1" npx vitest run --config vitest.browser.config.ts --project engines "${@:2}"
}
( s=0; npx vitest run --config vitest.browser.config.ts --project chromium "$@" || s=1; engines webkit "$@" || s=1; exit $s ) &
chromium_run=$!
s=0
engines chromium "$@" || s=1
engines firefox "$@" || s=1
wait "$chromium_run" || s=1
exit "$s"
