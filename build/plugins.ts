/**
 * The build's own Vite plugins, one concern each.
 */
import type { Plugin } from 'vite';
import type { Markup } from '../widgets/shared/define-static-element';
import type { WidgetStyles } from '../widgets/shared/shadow';

const widgetsDir = new URL('../widgets/', import.meta.url).pathname;

/*
 * Each hook says which modules it is for (its `filter`): the bundler, in Rust, then calls it for those alone, not
 * for every one of the thousands of modules the builds go through.
 */

/** A module per widget, `import x from 'PREFIX<widget>'`, whose code `code(widget)` writes. */
function perWidgetModule(name: string, prefix: string, code: (widget: string) => string): Plugin {
  return {
    name,
    resolveId: { filter: { id: new RegExp(`^${prefix}`) }, handler: (id) => `\0${id}` },
    load: { filter: { id: new RegExp(`^\0${prefix}`) }, handler: (id) => code(id.slice(prefix.length + 1)) },
  };
}

/** `import styles from 'virtual:widget-styles/faq'`: the widget's CSS, as text (embeds), or nothing (hosted site: in the pre-rendered shadow root). */
export const widgetStylesPlugin = (styles: Record<string, WidgetStyles>) =>
  perWidgetModule('cairn:widget-styles', 'virtual:widget-styles/', (widget) => {
    if (!styles[widget]) throw new Error(`No styles were compiled for widget "${widget}"`);
    return `export default ${JSON.stringify(styles[widget])};`;
  });

/**
 * `import markup from 'virtual:widget-markup/faq'`: a static widget's markup, pre-rendered from
 * its markup.tsx. Given `markup` (the browser bundles), the strings themselves; without it (the
 * pre-renderer, component tests), code that renders them where it runs.
 */
export const widgetMarkupPlugin = (markup?: Record<string, Markup>) =>
  perWidgetModule('cairn:widget-markup', 'virtual:widget-markup/', (widget) => {
    if (!markup) {
      return `import { renderToStaticMarkup } from 'react-dom/server';
import pieces from ${JSON.stringify(`${widgetsDir}${widget}/markup.tsx`)};
export default Object.fromEntries(Object.entries(pieces()).map(([key, node]) => [key, renderToStaticMarkup(node)]));`;
    }
    if (!markup[widget]) throw new Error(`No markup was pre-rendered for widget "${widget}"`);
    return `export default ${JSON.stringify(markup[widget])};`;
  });

/**
 * The pre-rendered markup one kind of bundle carries: a piece named `hosted` goes into the hosted site's scripts only,
 * one named `embed` into the embed's only (widgets/tech-strip/markup.tsx); any other piece into both.
 */
export function markupFor(markup: Record<string, Markup>, bundle: 'hosted' | 'embed'): Record<string, Markup> {
  const other = bundle === 'hosted' ? 'embed' : 'hosted';
  return Object.fromEntries(Object.entries(markup).map(([widget, pieces]) => [widget, Object.fromEntries(Object.entries(pieces).filter(([name]) => name !== other))]));
}

/**
 * `react`, `react-dom/client` and the JSX runtime: for our own code, preact's core and hooks
 * under React's names (widgets/shared/*-on-preact.ts), about 1.5 KB lighter than preact/compat;
 * for libraries written for React (sonner, wouter), preact/compat.
 */
export function reactOnPreactPlugin(): Plugin {
  const ours: Record<string, string> = {
    react: 'react-on-preact.ts',
    'react-dom/client': 'react-dom-on-preact.ts',
    'react/jsx-runtime': 'jsx-on-preact.ts',
    'react/jsx-dev-runtime': 'jsx-on-preact.ts',
  };
  const compat: Record<string, string> = {
    react: 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  return {
    name: 'cairn:react-on-preact',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(react|react-dom\/client|react\/jsx-runtime|react\/jsx-dev-runtime|preact\/hooks)$/ },
      async handler(id, importer, options) {
        // Our `react` names preact's hooks beside its core; a bundle that calls no hook (the enquiry
        // form's, a class) then leaves out the hooks module, which would otherwise stay for what it
        // sets up on load.
        if (id === 'preact/hooks' && importer?.endsWith(ours.react!)) {
          const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
          return resolved && { ...resolved, moduleSideEffects: false };
        }
        if (!(id in ours)) return undefined;
        if (importer && !importer.includes('/node_modules/')) return `${widgetsDir}shared/${ours[id]}`;
        return this.resolve(compat[id]!, importer, { ...options, skipSelf: true });
      },
    },
  };
}

/** Sonner writes its stylesheet into document.head on import; ours goes into the shadow root instead. */
export function noHeadStylesPlugin(): Plugin {
  return {
    name: 'cairn:no-head-styles',
    transform: {
      filter: { id: /[\\/]sonner[\\/]dist[\\/]/, code: 'function __insertCSS' },
      handler: (code) => code.replace('function __insertCSS(code) {', 'function __insertCSS(code) { return;'),
    },
  };
}

/**
 * The EmailJS SDK reads `localStorage` when its module loads, which throws
 * where storage is blocked (cookies blocked, sandboxed frames) and would take
 * every widget in the script down with it. Reading it there may fail quietly:
 * the form gives the SDK a storage of its own anyway (see send.ts).
 */
export function safeEmailJsStoragePlugin(): Plugin {
  const unsafe = "if (typeof localStorage === 'undefined')\n        return;";
  return {
    name: 'cairn:safe-emailjs-storage',
    transform: {
      filter: { id: /[\\/]@emailjs[\\/]browser[\\/].*createWebStorage\.js$/ },
      handler(code, id) {
        if (!code.includes(unsafe)) throw new Error(`${id} changed: check that the EmailJS SDK still reads localStorage safely`);
        return code.replace(unsafe, "try { if (typeof localStorage === 'undefined') return; } catch { return; }");
      },
    },
  };
}
