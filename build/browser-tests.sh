#!/usr/bin/env bash
# The browser tests (vitest.browser.config.ts), cut into parts that two workers take from one queue, longest first,
# so that the machine's two cores stay busy to the end. A part is one vitest run with its own servers, outbox and
# browsers: half of the `engines` project (tests/engines/) in one engine (CAIRN_ENGINES, tests/engines/engine-choice.ts),
# or half of the `chromium` project (tests/browser/ and the checks of the build). Two workers from the start, not
# three: three made every part wait (on CI, 1,390 s as three runs, 1,240 s as two); a third joins later (see `waits`
# below). Halves, not whole runs: whole, the two runs ended minutes apart (on CI at 8841de9, WebKit and Chromium's own
# tests took 1,312 s, Chromium's and Firefox's engine runs 1,507 s).
# Halves of about the same time, by what each file took in a full run (build/browser-test-parts.ts).
#
# Each part's report is printed whole when it ends (not interleaved with the other worker's), then how long it took;
# at the end, every part's time. Fails if any part fails, or if a part ran no test at all: a part that matches nothing
# is a mistake, not a pass. Extra arguments go to each part (a file name, say), which is then an engine's whole run or
# the chromium project's, not a half; only the parts together must have run something, since a file is in one project.
set -u
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
queue="$work/queue"
filter=no
if [ $# -gt 0 ]; then
  filter=yes
  printf '%s\n' "engines chromium -" "engines webkit -" "engines firefox -" "chromium - -" > "$queue"
else
  # `<project> <engine or -> <seconds> <file>...`, longest first.
  npx tsx build/browser-test-parts.ts > "$queue" || exit 1
fi
# The `waits` project (tests that mostly wait on the clock, in every engine) runs beside the two workers from the
# start: it takes little processor time, and in the queue its waits would hold a core's worth of work back. Once its
# waits are done (about 185 s), its lane takes parts from the queue too: the parts' own waits (a toast's seconds, a
# poll, a page's network) left a core idle about 20% of the run, and a third worker for the rest of it took the whole
# run from 676-683 s to 580-599 s (`bash .ci/run` here, at 0ab3c81 and with it; the parts each took longer, three
# browsers at work on two cores). (At 1,222 s a run, a half of Chromium's own tests there made it longer: 1,239 s;
# idle time was less then.)
printf '%s\n' "waits - -" > "$work/waits"

# Takes the next part off a queue (nothing when it is empty), one worker at a time.
next_part() {
  (
    flock 9
    head -n 1 "$1"
    sed -i 1d "$1"
  ) 9> "$1.lock"
}

run_part() { # <project> <engine or -> <seconds or -> [its files, or the vitest arguments given]
  local project="$1" engine="$2"
  shift 3
  local filtered=()
  # With a filter, a part may hold none of the files named: it passes empty, and the sum is checked at the end.
  if [ "$filter" = yes ]; then filtered=(--passWithNoTests); fi
  if [ "$project" = engines ]; then
    CAIRN_ENGINES="$engine" npx vitest run --config vitest.browser.config.ts --project engines "${filtered[@]}" "$@"
  else
    npx vitest run --config vitest.browser.config.ts --project "$project" "${filtered[@]}" "$@"
  fi
}

# The number of tests a part's report says ran (vitest's "Tests  N passed | M failed" line), 0 when none.
tests_ran() {
  sed -e 's/\x1b\[[0-9;]*m//g' "$1" | awk '/^[[:space:]]*Tests[[:space:]]/ { for (i = 1; i <= NF; i++) if ($(i + 1) ~ /^(passed|failed)/) n += $i } END { print n + 0 }'
}

worker() { # <queue> [vitest arguments]
  local s=0 line part name log started seconds ran queue="$1"
  shift
  while line="$(next_part "$queue")" && [ -n "$line" ]; do
    read -r -a part <<< "$line" # <project> <engine or -> <seconds or -> <file>...
    name="${part[0]}"
    if [ "${part[1]}" != - ]; then name="$name ${part[1]}"; fi
    if [ "${part[2]}" != - ]; then name="$name ($((${#part[@]} - 3)) files, about ${part[2]} s)"; fi
    log="$(mktemp "$work/part-XXXXXX.log")"
    started=$(date +%s)
    if [ "${#part[@]}" -gt 3 ]; then
      echo "browser tests, $name: ${part[*]:3}" > "$log"
      run_part "${part[@]}" >> "$log" 2>&1
    else
      run_part "${part[@]}" "$@" > "$log" 2>&1
    fi
    local status=$?
    seconds=$(($(date +%s) - started))
    ran=$(tests_ran "$log")
    if [ "$filter" = no ] && [ "$ran" -eq 0 ]; then
      echo "browser tests, $name: no test ran" >> "$log"
      status=1
    fi
    (
      flock 9
      cat "$log"
      echo "== browser tests, $name: $ran tests, ${seconds} s, $([ "$status" -eq 0 ] && echo passed || echo FAILED)"
      echo "$name: $ran tests, ${seconds} s" >> "$work/times"
    ) 9> "$work/print.lock"
    [ "$status" -eq 0 ] || s=1
  done
  return "$s"
}

started=$(date +%s)
# The waits' lane, then the queue (see `waits` above).
( worker "$work/waits" "$@"; w=$?; worker "$queue" "$@" || w=1; exit "$w" ) &
waits=$!
worker "$queue" "$@" &
other=$!
s=0
worker "$queue" "$@" || s=1
wait "$other" || s=1
wait "$waits" || s=1

echo
echo "Browser test parts (two at a time, $(($(date +%s) - started)) s in all):"
sed 's/^/  /' "$work/times"
total=$(sed -E 's/.*: ([0-9]+) tests, [0-9]+ s$/\1/' "$work/times" | awk '{ n += $1 } END { print n + 0 }')
if [ "$total" -eq 0 ]; then
  echo "No browser test ran." >&2
  s=1
fi
exit "$s"
