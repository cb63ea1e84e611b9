import { defineConfig, type Alias } from 'vite';
import { reactOnPreactPlugin, safeEmailJsStoragePlugin } from './build/plugins';

/**
 * Widgets are written against React's API; what ships runs on preact, about a
 * seventh of React's size: our code on preact's core and hooks (see
 * reactOnPreactPlugin), libraries written for React on preact/compat.
 * Component tests run under React 19 and under what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // wouter's React 17 fallback: preact/compat has the real hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// The build itself (two bundles and the prerender) is driven by build/build.ts,
// which extends this shared configuration.
export default defineConfig({
  resolve: { alias: preactAliases },
  plugins: [reactOnPreactPlugin(), safeEmailJsStoragePlugin()],
  publicDir: 'public',
});
