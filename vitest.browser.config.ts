/**
 * Real-browser tests against the built site in dist/ served as in production
 * (`npm run build` first), in two projects, each one file at a time with its own
 * servers and outbox (global-setup.ts), so neither steers the other's enquiries:
 * `chromium`, tests/browser/ (and the checks of the build in tests/) in Debian's
 * Chromium through playwright-core; `engines`, tests/engines/ in Chromium,
 * Firefox and WebKit (tests/engines/engines.ts); `waits`, the engine tests that
 * mostly wait on the clock. `npm test` runs the first two in halves (`--shard`),
 * two at a time, and `waits` beside them (build/browser-tests.sh).
 */
import { defineConfig } from 'vitest/config';

/** The engine tests that spend their time waiting, not working: the `waits` project. */
const WAITS = ['tests/engines/enquiry-waits.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's own report, then one line an engine (Chromium, Firefox, WebKit).
    reporters: ['default', './tests/engines/engine-report.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser answers in its own time: polled expectations wait up to 10 s, not vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
    // A project's test files one after another in one process, which keeps its browsers from one file to the next
    // (tests/browser/browser.ts, tests/engines/engines.ts): starting them again for each file cost a tenth of the run.
    isolate: false,
    projects: [
      { extends: true, test: { name: 'chromium', include: ['tests/*.test.ts', 'tests/browser/**/*.test.ts'], globalSetup: ['tests/browser/global-setup.ts'], fileParallelism: false } },
      { extends: true, test: { name: 'engines', include: ['tests/engines/**/*.test.ts'], exclude: WAITS, globalSetup: ['tests/browser/global-setup.ts'], fileParallelism: false } },
      // Tests in every engine that mostly wait on the clock (a 13 s answer, a toast's 6 s): run beside the others.
      { extends: true, test: { name: 'waits', include: WAITS, globalSetup: ['tests/browser/global-setup.ts'], fileParallelism: false } },
    ],
  },
});
