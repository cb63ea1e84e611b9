import { defineConfig, type Alias } from 'vite';
import { safeEmailJsStoragePlugin } from './build/plugins';

/**
 * Widgets are written against React's API; what ships runs on preact/compat,
 * which is about a seventh of React's size. Component tests run under both.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // wouter's React 17 fallback: preact/compat has the real hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// The build itself (two bundles and the prerender) is driven by build/build.ts,
// which extends this shared configuration.
export default defineConfig({
  resolve: { alias: preactAliases },
  plugins: [safeEmailJsStoragePlugin()],
  publicDir: 'public',
});
