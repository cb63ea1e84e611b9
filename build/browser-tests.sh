#!/usr/bin/env bash
# The browser tests (vitest.browser.config.ts), cut into parts that two workers take from one queue, longest first,
# so that the machine's two cores stay busy to the end. A part is one vitest run with its own servers, outbox and
# browsers: half of the `engines` project (tests/engines/) in one engine (CAIRN_ENGINES, tests/engines/engine-choice.ts),
# or half of the `chromium` project (tests/browser/ and the checks of the build). Two workers, not three: three made every
# part wait (on CI, 1,390 s as three runs, 1,240 s as two). Halves, not whole runs: whole, the two runs ended minutes
# apart (on CI at 8841de9, WebKit and Chromium's own tests took 1,312 s, Chromium's and Firefox's engine runs 1,507 s).
# Fails if any part fails; extra arguments go to each part.
set -u
cd "$(dirname "$0")/.."

# Longest first, as measured on a fresh clone's CI at 40e3e19 (summed test time of each half): Chromium's engine run
# (434 + 506 s), then WebKit's (407 + 417 s), Firefox's (331 + 400 s), and Chromium's own tests (112 + 117 s). In the
# order before (WebKit's first), one worker ended 90 s before the other.
parts=(
  "engines chromium 2/2" "engines chromium 1/2"
  "engines webkit 1/2" "engines webkit 2/2"
  "engines firefox 2/2" "engines firefox 1/2"
  "chromium - 2/2" "chromium - 1/2"
)

queue="$(mktemp)"
printf '%s\n' "${parts[@]}" > "$queue"
trap 'rm -f "$queue" "$queue.lock"' EXIT

# Takes the next part off the queue (nothing when it is empty), one worker at a time.
next_part() {
  (
    flock 9
    head -n 1 "$queue"
    sed -i 1d "$queue"
  ) 9> "$queue.lock"
}

run_part() { # <project> <engine or -> <shard> [vitest arguments]
  local project="$1" engine="$2" shard="$3"
  shift 3
  if [ "$project" = engines ]; then
    CAIRN_ENGINES="$engine" npx vitest run --config vitest.browser.config.ts --project engines --shard="$shard" --passWithNoTests "$@"
  else
    npx vitest run --config vitest.browser.config.ts --project chromium --shard="$shard" --passWithNoTests "$@"
  fi
}

worker() {
  local s=0 part
  while part="$(next_part)" && [ -n "$part" ]; do
    # shellcheck disable=SC2086 # a part is three words
    run_part $part "$@" || s=1
  done
  return "$s"
}

worker "$@" &
other=$!
s=0
worker "$@" || s=1
wait "$other" || s=1
exit "$s"
