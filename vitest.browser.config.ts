/**
 * Real-browser tests: Debian's Chromium, driven by playwright-core, against
 * the built site in dist/ served as in production (`npm run build` first).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser answers in its own time: polled expectations wait up to 10 s, not vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: one browser at a time keeps timings honest.
    fileParallelism: false,
  },
});
