/** Compiles the styles: one stylesheet per widget folder for the embed, and the hosted site's one stylesheet. */
import { createHash } from 'node:crypto';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteCss, widgetCss } from './styles';

export const root = new URL('..', import.meta.url).pathname;

const sourceFiles = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(root, dir, f));

/** Widget names: every folder under widgets/ with an element.ts. */
export const widgetNames = () =>
  readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'widgets', d.name, 'element.ts')))
    .map((d) => d.name)
    .sort();

/** The widgets with nothing interactive: those whose markup the build pre-renders (a markup.tsx beside element.ts). */
export const staticWidgetNames = () => widgetNames().filter((name) => existsSync(join(root, 'widgets', name, 'markup.tsx')));

export const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Widgets whose colours all come from the theme tokens, so `theme="dark"` and `"auto"` work on them. */
const themedWidgets = new Set(['enquiry-form']);

export function compileWidgetStyles(): Record<string, string> {
  const shared = sourceFiles('widgets/shared');
  // A static widget runs no component, so it never shows the error notice.
  const staticShared = shared.filter((file) => !file.endsWith('error-boundary.tsx'));
  const statics = new Set(staticWidgetNames());
  return Object.fromEntries(
    widgetNames().map((name) => [name, widgetCss([...sourceFiles(`widgets/${name}`), ...(statics.has(name) ? staticShared : shared)], { themed: themedWidgets.has(name) })]),
  );
}

/**
 * The hosted site's stylesheet, for its pages and their widgets: the utility classes of host/
 * and widgets/, plus the host's hand-written (goober) rules.
 */
export function compileSiteStyles(hostStyles: string): string {
  return `${siteCss([...sourceFiles('host'), ...sourceFiles('widgets')])}\n${hostStyles}`;
}
