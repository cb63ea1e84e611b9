/** Compiles the styles: one stylesheet per widget folder for the embed, and the hosted site's, inline in its pages. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostStyles } from '../host/styles';
import { themedWidgets } from '../widgets/shared/theme';
import { shortClassNames, type ShortClassNames } from './class-names';
import { classCandidates, keepRules, registerVariables, sitePageCss, siteWidgetCss, widgetCss } from './styles';

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

/** A widget's source files, and the shared ones it may render: a static widget runs no component, so it never shows the error notice. */
function widgetFiles(name: string): string[] {
  const shared = sourceFiles('widgets/shared');
  return [...sourceFiles(`widgets/${name}`), ...(staticWidgetNames().includes(name) ? shared.filter((file) => !file.endsWith('error-boundary.tsx')) : shared)];
}

export function compileWidgetStyles(): Record<string, string> {
  return Object.fromEntries(widgetNames().map((name) => [name, widgetCss(widgetFiles(name), { themed: themedWidgets.includes(name) })]));
}

/**
 * The hosted site's styles: each screen's page styles (host/screens/<screen>.tsx, as routes.ts names it), and the one
 * sheet every shadow root of the screen's widgets carries.
 */
export interface SiteStyleSet {
  pages: Record<string, string>;
  /** By screen: the widgets it places, and their styles in one sheet. A screen with no widget has none. */
  widgets: Record<string, ScreenWidgets>;
}

export interface ScreenWidgets {
  names: string[];
  css: string;
}

const screensDir = join(root, 'host/screens');

/** A screen's file, and the other screens' files it imports (the 404 screen shows the service one's message). */
function screenFiles(screen: string, seen = new Set<string>()): string[] {
  const file = join(screensDir, `${screen}.tsx`);
  if (seen.has(file)) return [];
  seen.add(file);
  const imported = [...readFileSync(file, 'utf8').matchAll(/from '\.\/([\w-]+)'/g)].map(([, name]) => name!);
  return [file, ...imported.flatMap((name) => screenFiles(name, seen))];
}

/** Widget folder by the name host/widgets.ts exports it as (`servicesGrid` → `services-grid`). */
function hostWidgetExports(): Map<string, string> {
  const code = readFileSync(join(root, 'host/widgets.ts'), 'utf8');
  return new Map([...code.matchAll(/default as (\w+) \} from '\.\.\/widgets\/([\w-]+)\/element'/g)].map(([, name, folder]) => [name!, folder!]));
}

/** The widgets `files` place (`<Widget of={w.faq} />`), by folder name. */
function widgetsPlaced(files: string[]): string[] {
  const exported = hostWidgetExports();
  const placed = new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bw\.(\w+)/g)].map(([, name]) => exported.get(name!) ?? name!)));
  return widgetNames().filter((name) => placed.has(name));
}

let site: { styles: SiteStyleSet; classNames: ShortClassNames } | undefined;

/**
 * The hosted site's styles: the page's (the classes of host/ and of widgets/shared/, such as icons and
 * links, and the host's hand-written goober rules) and each widget's, as its embed has them (`widgetFiles`),
 * with the site's short class names (build/class-names.ts). Never the content's text, so an edit of the
 * text leaves both the same, and their hashes in the CSP (build/site-files.ts).
 * Each screen's page carries the page's rules for the classes its own code and the layout's can use: the
 * other screens' are no use to it (`/` 15.0 to 12.2 KB of styles). Its widgets share one sheet, compiled from all
 * their code at once, the same text in each shadow root: the page's policy names one hash for them, not one per
 * widget (`/`'s headers 270 B shorter), and an engine parses it once.
 * Compiled once per process: host/styles.ts gives its rules once (goober's extractCss empties its sheet).
 */
function hostedSite() {
  if (!site) {
    const layoutFiles = [...sourceFiles('host').filter((file) => !file.startsWith(`${screensDir}/`)), ...sourceFiles('widgets/shared')];
    const screens = readdirSync(screensDir)
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''));
    const placed = Object.fromEntries(screens.map((screen) => [screen, widgetsPlaced([...layoutFiles, ...screenFiles(screen)])]));
    const styles = registerVariables({
      page: `${sitePageCss([...sourceFiles('host'), ...sourceFiles('widgets/shared')])}\n${hostStyles()}`,
      widgets: Object.fromEntries(
        screens.filter((screen) => placed[screen]!.length).map((screen) => [screen, siteWidgetCss([...new Set(placed[screen]!.flatMap(widgetFiles))])]),
      ),
    });
    const classNames = shortClassNames({ page: { text: styles.page }, ...Object.fromEntries(Object.entries(styles.widgets).map(([screen, text]) => [`widgets of ${screen}`, { text }])) }, 'site');
    const short = classNames.shortStyles;
    const page = short.page!.text!;
    // Only classes with a short name can be told apart: the others (goober's, any written otherwise) stay everywhere.
    const renamed = new Set(classNames.names.values());
    const pages = Object.fromEntries(
      screens.map((screen) => {
        const written = new Set([...classCandidates([...layoutFiles, ...screenFiles(screen)])].flatMap((name) => classNames.names.get(name) ?? []));
        return [screen, keepRules(page, (name) => !renamed.has(name) || written.has(name))];
      }),
    );
    const widgets = Object.fromEntries(Object.keys(styles.widgets).map((screen) => [screen, { names: placed[screen]!, css: short[`widgets of ${screen}`]!.text! }]));
    site = { styles: { pages, widgets }, classNames };
  }
  return site;
}

/** The hosted site's styles, inline in its pages: a screen's page styles in its head, its widgets' in each shadow root. */
export const compileSiteStyles = (): SiteStyleSet => hostedSite().styles;

/** The hosted site's short class names: its scripts are built with them and its pages' markup written with them. */
export const siteClassNames = (): ShortClassNames => hostedSite().classNames;
