/**
 * Component and unit tests. Every widget and host test runs twice, in happy-dom:
 * under React 19 and under preact as it ships (see vite.config.ts). The build's
 * own tests (build/) render nothing with either: they run once, in Node.
 */
import { defineConfig, type Plugin } from 'vitest/config';
import { preactAliases } from './vite.config.ts';
import { reactOnPreactPlugin, safeEmailJsStoragePlugin, widgetMarkupPlugin } from './build/plugins.ts';

/** In happy-dom the widgets' CSS is not what is under test: the browser tests check styling. */
const noWidgetStyles: Plugin = {
  name: 'cairn:test-widget-styles',
  resolveId: (id) => (id.startsWith('virtual:widget-styles/') ? `\0${id}` : undefined),
  load: (id) => (id.startsWith('\0virtual:widget-styles/') ? 'export default { text: "" };' : undefined),
};

const include = ['widgets/**/*.test.{ts,tsx}', 'host/**/*.test.{ts,tsx}'];

export default defineConfig({
  // Static widgets' markup is rendered where the tests run, by the renderer under test.
  plugins: [noWidgetStyles, widgetMarkupPlugin(), safeEmailJsStoragePlugin()],
  test: {
    // Every core: vitest's own default leaves one for itself, which on two cores ran the files one at a time (33.8 s
    // here, 24-26 s on both; the tests themselves take 5 s, the rest is each file's happy-dom and imports).
    maxWorkers: '100%',
    // Worker threads, not child processes: they start sooner. The widget and host tests' files run each in a VM
    // context of their own in a thread kept for the next (`vmThreads`): still a module graph and a happy-dom window
    // of their own, without a new worker and its imports for each (the whole run: 28 s in child processes, 25 s in
    // threads, 10 s in VM contexts).
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] } },
      { extends: true, test: { name: 'react', environment: 'happy-dom', include, pool: 'vmThreads' } },
      {
        extends: true,
        resolve: { alias: preactAliases },
        plugins: [reactOnPreactPlugin()],
        // Libraries written for React (sonner, wouter) must see preact/compat, as they do when built.
        test: { name: 'preact', environment: 'happy-dom', include, pool: 'vmThreads', server: { deps: { inline: [/sonner/, /wouter/] } } },
      },
    ],
  },
});
