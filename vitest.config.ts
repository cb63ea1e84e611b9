/**
 * Component and unit tests (happy-dom). Every widget test runs twice: under
 * React 19 and under preact/compat, which is what ships.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { preactAliases } from './vite.config.ts';

/** In happy-dom the widgets' CSS is not what is under test: the browser tests check styling. */
const noWidgetStyles: Plugin = {
  name: 'cairn:test-widget-styles',
  resolveId: (id) => (id.startsWith('virtual:widget-styles/') ? `\0${id}` : undefined),
  load: (id) => (id.startsWith('\0virtual:widget-styles/') ? 'export default { text: "" };' : undefined),
};

const include = ['widgets/**/*.test.{ts,tsx}', 'host/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

export default defineConfig({
  plugins: [noWidgetStyles],
  test: {
    projects: [
      { extends: true, test: { name: 'react', environment: 'happy-dom', include } },
      {
        extends: true,
        resolve: {
          // lucide-react's "node" export is CommonJS, whose require('react') no alias reaches: take its ES build.
          alias: [...preactAliases, { find: /^lucide-react$/, replacement: fileURLToPath(new URL('node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url)) }],
        },
        // Libraries written for React (lucide-react, sonner, wouter) must see preact/compat too.
        test: { name: 'preact', environment: 'happy-dom', include, server: { deps: { inline: [/lucide-react/, /sonner/, /wouter/] } } },
      },
    ],
  },
});
