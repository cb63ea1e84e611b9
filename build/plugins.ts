/**
 * The build's own Vite plugins, one concern each.
 */
import type { Plugin } from 'vite';
import type { WidgetStyles } from '../widgets/shared/define-element';

const STYLES_PREFIX = 'virtual:widget-styles/';

/** `import styles from 'virtual:widget-styles/faq'`: the widget's CSS, as text (embeds) or as a URL (hosted site). */
export function widgetStylesPlugin(styles: Record<string, WidgetStyles>): Plugin {
  return {
    name: 'cairn:widget-styles',
    resolveId(id) {
      return id.startsWith(STYLES_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${STYLES_PREFIX}`)) return undefined;
      const name = id.slice(STYLES_PREFIX.length + 1);
      const entry = styles[name];
      if (!entry) throw new Error(`No styles were compiled for widget "${name}"`);
      return `export default ${JSON.stringify(entry)};`;
    },
  };
}

/** Sonner writes its stylesheet into document.head on import; ours goes into the shadow root instead. */
export function noHeadStylesPlugin(): Plugin {
  return {
    name: 'cairn:no-head-styles',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]/.test(id) || !code.includes('function __insertCSS')) return undefined;
      return code.replace('function __insertCSS(code) {', 'function __insertCSS(code) { return;');
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
    transform(code, id) {
      if (!/[\\/]@emailjs[\\/]browser[\\/].*createWebStorage\.js$/.test(id)) return undefined;
      if (!code.includes(unsafe)) throw new Error(`${id} changed: check that the EmailJS SDK still reads localStorage safely`);
      return code.replace(unsafe, "try { if (typeof localStorage === 'undefined') return; } catch { return; }");
    },
  };
}
