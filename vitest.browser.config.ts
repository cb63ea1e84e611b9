/**
 * Real-browser tests against the built site in dist/ served as in production
 * (`npm run build` first): tests/browser/ in Debian's Chromium (playwright-core),
 * tests/engines/ in Chromium, Firefox and WebKit (tests/engines/engines.ts).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // Vitest's own report, then one line an engine (Chromium, Firefox, WebKit).
    reporters: ['default', './tests/engines/engine-report.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser answers in its own time: polled expectations wait up to 10 s, not vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: one browser at a time keeps timings honest.
    fileParallelism: false,
  },
});
