#!/usr/bin/env bash
# The browser tests (vitest.browser.config.ts) as two runs side by side, one a project, each one file at a time with
# its own servers and outbox: `engines` (tests/engines/, in Chromium, Firefox and WebKit) and `chromium` (the rest).
# Vitest itself ran the two projects one after the other. Fails if either fails; extra arguments go to both.
set -u
cd "$(dirname "$0")/.."
npx vitest run --config vitest.browser.config.ts --project engines "$@" &
engines=$!
npx vitest run --config vitest.browser.config.ts --project chromium "$@"
chromium=$?
wait "$engines"
engines_status=$?
if [ "$chromium" -ne 0 ] || [ "$engines_status" -ne 0 ]; then exit 1; fi
