/**
 * Build-time styles: twind compiles the Tailwind classes found in a set of
 * source files into plain CSS, so no style engine ships to the browser and
 * the output works under a strict Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import { twind, virtual, stringify, defineConfig } from 'twind';
import presetTailwind from '@twind/preset-tailwind';
import baseTheme from '@twind/preset-tailwind/baseTheme';
import { themeColors, themeDark, themeDefaults } from '../widgets/shared/theme';

// Class names live in string literals; each whitespace-separated word is a candidate. Comments and strings are read in
// one pass, whichever opens first: an apostrophe in prose opens no string, a glob's `/*` in a string opens no comment.
const STRING_LITERAL = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g;
const balanced = (token: string) => token.split('[').length === token.split(']').length;

function colorFromVariable(name: string) {
  return `color-mix(in srgb, var(${name}) calc(<alpha-value> * 100%), transparent)`;
}

const extend = {
  // Tailwind's breakpoints (640px ...) in em: layouts follow the visitor's text size, so larger text gets fewer columns.
  screens: { sm: '40em', md: '48em', lg: '64em', xl: '80em', '2xl': '96em' },
  colors: Object.fromEntries(Object.entries(themeColors).map(([key, variable]) => [key, colorFromVariable(variable)])),
  fontFamily: { sans: 'var(--cairn-font)' },
  borderRadius: { card: 'var(--cairn-radius)' },
  keyframes: {
    marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
  },
  animation: { marquee: 'marquee 40s linear infinite' },
};

/**
 * Text is set in two weights, regular and semibold: `font-normal` and `font-semibold` are the only weight classes, and
 * `font-medium` or `font-bold` make no style. Each weight more is a font the browser sets up before it can lay the text
 * out, in each size it is used at (on /contact at 1350 px, 14 sizes and weights: merging 500 into 400 and 700 into 600
 * took the first layout from 10.6 to 8.5 ms of CPU, 9 loads each alternated). System fonts on Linux have these two
 * weights alone (DejaVu Sans: Book and Bold), so what they showed there is unchanged. For the same reason cards' copy is
 * at the body size (`text-base`), not at a size of its own between `text-sm` and `text-base`.
 */
const fontWeight = { normal: '400', semibold: '600' };

const presets = [presetTailwind({ disablePreflight: true })];
/** Tailwind's `forced-colors:`, which the twind preset does not have: a visitor's high-contrast mode (Windows). */
const forcedColors: [string, string] = ['forced-colors', '@media (forced-colors:active)'];
const pageConfig = defineConfig({ presets, hash: false, theme: { fontWeight, extend }, variants: [forcedColors] });

// Widget text sizes only: the line height is inherited, so a visitor's text-spacing setting reaches every text.
const fontSize = Object.fromEntries(Object.entries(baseTheme.fontSize!).map(([name, size]) => [name, [size].flat()[0]!]));
// Widget colour transitions: the colours a widget changes on hover and focus, at the browser's own easing (fewer bytes in every embed).
const transitionProperty = { colors: 'color,background-color,border-color' };
const transitionTimingFunction = { DEFAULT: 'ease' };
/**
 * A widget on a partner's page lays out by its own width, not the window's: `sm:` and the other breakpoints (and
 * `min-[…]:`) are container queries on its root (`.cairn-root`, widgetCss), at the page's widths in em. In a 700 px
 * column of a 1440 px page the services grid has two columns, not four cards too narrow for their headings. On our own
 * site every widget spans the page's content, and keeps the window's breakpoints with the page (siteWidgetCss).
 */
const container = (width: string) => `@container (min-width:${width})`;
const { screens, ...extendWithoutScreens } = extend;
const containerVariants: [string, string | ((match: RegExpExecArray) => string)][] = [
  ...Object.entries(screens).map(([name, width]): [string, string] => [name, container(width)]),
  ['min-\\[([^\\]]+)\\]', (match) => container(match[1]!)],
  forcedColors,
];
const widgetConfig = defineConfig({
  presets,
  hash: false,
  theme: { screens: {}, fontSize, fontWeight, transitionProperty, transitionTimingFunction, extend: extendWithoutScreens },
  variants: containerVariants,
});

/** Every word of every string in `files` that may be a class: what `compileClasses` compiles. */
export function classCandidates(files: string[]): Set<string> {
  const candidates = new Set<string>();
  for (const file of files) {
    for (const [, ...groups] of readFileSync(file, 'utf8').matchAll(STRING_LITERAL)) {
      if (groups.every((g) => g === undefined)) continue; // a comment
      const text = groups.find((g) => g !== undefined) ?? '';
      // A template literal's `${cond ? 'a b' : 'c'}` holds quoted class names of its own.
      const nested = groups[2] === undefined ? [] : [...text.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((m) => m[1] ?? m[2] ?? '');
      for (const candidate of [text, ...nested]) {
        for (const token of candidate.split(/\s+/)) if (token && balanced(token)) candidates.add(token.replace(/\$\{.*$/, ''));
      }
    }
  }
  return candidates;
}

/** Compile the classes used in `files` to CSS. */
export function compileClasses(files: string[], config: typeof pageConfig | typeof widgetConfig = pageConfig): string {
  const tw = twind(config as typeof pageConfig, virtual());
  for (const candidate of classCandidates(files)) tw(candidate);
  return stringify(tw.target);
}

/** A class name as CSS escapes it (`\32 xl\:text-7xl`), unescaped (`2xl:text-7xl`). */
const unescapeCss = (name: string) => name.replace(/\\([\da-f]+) ?|\\(.)/gi, (_, code?: string, char?: string) => (code ? String.fromCodePoint(parseInt(code, 16)) : char!));

/**
 * The rules of `css` whose every class `keep` keeps (in one of its selectors at least), and every rule
 * that names no class; an @media left empty goes too. For a page that cannot use the rest.
 */
export function keepRules(css: string, keep: (className: string) => boolean): string {
  const kept = css.replace(/(?<=^|[{}])([^{}@]+)\{([^{}]*)\}/g, (rule, selectors: string, body: string) => {
    const used = selectors.split(',').filter((selector) => [...selector.matchAll(/\.((?:\\[\da-f]+ ?|\\.|[\w-])+)/gi)].every(([, name]) => keep(unescapeCss(name!))));
    return used.length ? `${used.join(',')}{${body}}` : '';
  });
  let previous: string;
  let result = kept;
  do {
    previous = result;
    result = result.replace(/@(media|supports)[^{}]*\{\}/g, '');
  } while (result !== previous);
  return result;
}

/** twind repeats its variable defaults for ::backdrop; only a widget that styles a backdrop needs them. */
export function dropUnusedBackdrop(css: string): string {
  return css.includes('backdrop\\:') ? css : css.replace(/::backdrop\{[^}]*\}/g, '');
}

/**
 * twind writes every colour for an opacity modifier (`bg-red-50 bg-opacity-50`) we never use:
 * `--tw-bg-opacity:1;background-color:rgba(254,242,242,var(--tw-bg-opacity))`. Where nothing
 * sets that opacity to another value, the colour is written plainly, `background-color:#fef2f2`.
 */
function plainColours(css: string): string {
  for (const kind of new Set([...css.matchAll(/--tw-([a-z]+)-opacity:/g)].map((m) => m[1]!))) {
    const variable = `--tw-${kind}-opacity`;
    if ([...css.matchAll(new RegExp(`${variable}:([^;}]+)`, 'g'))].some((m) => m[1] !== '1')) continue;
    const hex = (n: string) => Number(n).toString(16).padStart(2, '0');
    css = css
      .replace(new RegExp(`${variable}:1;?`, 'g'), '')
      .replace(new RegExp(`rgba\\((\\d+),(\\d+),(\\d+),var\\(${variable}\\)\\)`, 'g'), (_, r: string, g: string, b: string) => `#${hex(r)}${hex(g)}${hex(b)}`)
      .replace(new RegExp(`color-mix\\(in srgb, (var\\(--[\\w-]+\\)) calc\\(var\\(${variable}\\) \\* 100%\\), transparent\\)`, 'g'), '$1');
  }
  return css;
}

/** twind wraps each responsive class in an @media (a widget's in an @container) of its own; neighbours with the same query share one. */
function mergeAdjacentMedia(css: string): string {
  let previous: string;
  do {
    previous = css;
    css = css.replace(/(@(?:media|container) [^{]+)\{((?:[^{}]+\{[^{}]*\})+)\}\1\{/g, '$1{$2');
  } while (css !== previous);
  return css;
}

/**
 * Inside a widget, rem would follow a partner's `html { font-size }`; em
 * follows the widget's root, which is the visitor's own default size. Only in
 * the declarations: a class named in rem (`min-h-[3rem]`) keeps its name, which
 * the markup uses.
 */
function remToEm(css: string): string {
  return css.replace(/\{[^{}]*\}/g, (declarations) =>
    declarations.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${String(+Number(n).toFixed(4)).replace(/^(-?)0\./, '$1.')}em`),
  );
}

/**
 * The system's own interface font, in every engine since 2021 (Safari 11, Chrome 56, Firefox 92):
 * the longer Tailwind stack before it named fonts only older browsers reach, in 90 more bytes of every embed.
 */
const sansStack = 'system-ui,sans-serif';

const customProperties = (selector: string) =>
  `${selector}{${Object.entries(themeDefaults)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')};--cairn-font:${sansStack}}`;

const declarations = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => `${name}:${value}`).join(';');

/**
 * `theme="dark"` on a widget, and `theme="auto"` following the visitor's system, live (the widgets drawn from the theme's tokens).
 * Inline, the widget paints its palette's own surface: a dark form stays readable on a partner's white page, a light one on a black page.
 */
const themes = `:host>.cairn-root{padding:1em;border-radius:var(--cairn-radius);background:var(--cairn-surface)}:host([theme=dark]){${declarations(themeDark)};color-scheme:dark}
@media (prefers-color-scheme:dark){:host([theme=auto]){${declarations(themeDark)};color-scheme:dark}}`;

/** The few element resets both the page and every shadow root need. */
const elementBase = `*,::before,::after{box-sizing:border-box;border:0 solid #e2e8f0}
h1,h2,h3,h4,h5,h6,p,ul,ol,dl,dd,figure,blockquote{margin:0}ul,ol{list-style:none;padding:0}
h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}a{color:inherit;text-decoration:inherit}
img,svg,video{display:block;max-width:100%}img,video{height:auto}
[hidden]{display:none!important}
:focus-visible{outline:3px solid var(--cairn-focus);outline-offset:2px}
@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}`;

/** The resets of form controls. */
const controlsBase = `button,input,select,textarea{font:inherit;color:inherit;margin:0;letter-spacing:inherit;word-spacing:inherit}
button{background:transparent;padding:0;cursor:pointer;text-transform:none}
button:disabled{cursor:default}textarea{resize:vertical}
input::placeholder,textarea::placeholder{color:#94a3b8;opacity:1}`;

/** The elements a widget's source can render: its JSX tags and its `createElement('…')` and `createElementNS(ns, '…')` calls. */
export const renderedTags = (files: string[]) =>
  new Set(
    files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<([a-z][a-z\d]*)\b|createElement(?:NS\([^,()]+,\s*|\()['"`]([a-z][a-z\d]*)/g)].map((m) => (m[1] ?? m[2])!),
    ),
  );

/**
 * The element resets for the elements in `tags` only: an embed carries no rule it cannot use.
 * A selector that names no element (`*`, `[hidden]`, `:focus-visible`) always stays.
 */
export function resetsFor(css: string, tags: Set<string>): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (_, selectors: string, body: string) => {
    const kept = selectors.split(',').filter((selector) => {
      const tag = /^\s*([a-z][a-z\d]*)/.exec(selector)?.[1];
      return !tag || tags.has(tag);
    });
    return kept.length ? `${kept.join(',')}{${body}}` : '';
  });
}

/**
 * What every widget's shadow root needs. `:host` gives defaults a partner can
 * override from outside; `.cairn-root` pins the inherited properties that a
 * partner's page would otherwise leak in (font, colour), and sizes text from
 * the visitor's default font size (`medium`), never the page's root size.
 * Text spacing comes from the element itself: what the page sets on it, a
 * visitor's text-spacing override included, reaches the widget; what the
 * page sets on its ancestors does not.
 */
const widgetRoot = `:host{display:block;font-size:medium;line-height:1.5;letter-spacing:normal;word-spacing:normal}:host([hidden]){display:none}
.cairn-root{all:initial;display:block;font-family:var(--cairn-font);font-size:medium;overflow-wrap:anywhere;line-height:inherit;letter-spacing:inherit;word-spacing:inherit;color:var(--cairn-ink);text-align:start;-webkit-font-smoothing:antialiased}`;

/**
 * The page itself (light DOM). In forced colours an icon keeps a colour of its own; it takes
 * the system colour of its text instead. No cross-fade from one of our pages to the next
 * (`@view-transition`): the browser holds the next page's first paint for it, a click's page
 * 350 ms later on a slow phone (npm run bench, 4x CPU), where the prefetched page is otherwise
 * on screen within about 250 ms of a blank one's.
 */
const page = `html{-webkit-text-size-adjust:100%;scroll-padding-top:5rem}
@media (forced-colors:active){svg{color:inherit!important}}
body{margin:0;font-family:var(--cairn-font);line-height:1.5;color:rgb(15 23 42);background:#fff;overflow-wrap:anywhere;-webkit-font-smoothing:antialiased}`;

/**
 * On a partner's page the root of a widget with breakpoints is the container they ask (widgetConfig): its width comes
 * from the page, never from its content (inline-size containment). Where the page sizes it by its content (a flex item
 * with no width or `flex` of its own, a float, a wrapper of either), it would then have none: it has 20em instead, one
 * column, as an iframe has its 300 px, but never more than 70% of the window's width, since that is also the least a
 * grid or flex item holding it shrinks to: a phone's 320 px, in a padded card of a padded page, at twice the text size.
 * A widget with no breakpoint (the enquiry form: its fields and its button fall into place by its width alone) is no
 * container, nor is one that names a container of its own (the success stories' dialog, as wide as the window allows
 * wherever the element is): closed, it would hold 20em of a partner's row with nothing in it.
 */
const queryContainer = `.cairn-root{container-type:inline-size;contain-intrinsic-inline-size:min(20em,70vw)}`;

/** The classes of widget source files, as a widget's shadow root uses them: text sizes without line heights (widgetCss turns rem into em). */
const widgetClasses = (files: string[]) => mergeAdjacentMedia(plainColours(compileClasses(files, widgetConfig)));

/**
 * A widget's classes are written in its components (.tsx); its .ts files hold attribute values and
 * inline styles ('inline', 'hidden') the scanner would take for classes no element has.
 */
const componentFiles = (files: string[]) => files.filter((file) => file.endsWith('.tsx'));

/**
 * Bytes of every embed: colours in their short form where they have one (`#ffffff` is `#fff`), no zero
 * before a decimal point, and no `transition-timing-function:ease`, the initial value the preset spells out.
 */
const shortValues = (css: string) =>
  css
    .replace(/#([\da-f])\1([\da-f])\2([\da-f])\3\b/gi, '#$1$2$3')
    .replace(/([:\s(,])0\.(\d)/g, '$1.$2')
    .replace(/transition-timing-function:ease;/g, '');

/** CSS for one widget's shadow root on a partner's page; `themed`: with the dark palette for `theme="dark"` and `"auto"`. */
export function widgetCss(files: string[], { themed = false } = {}): string {
  const base = resetsFor(`${elementBase}\n${controlsBase}`, renderedTags(files));
  // The radius token is in rem too: all of it in em.
  // On one line: a newline between rules is a byte each in every embed.
  const classes = widgetClasses(componentFiles(files));
  const container = classes.includes('@container') && !classes.includes('container-type:') ? queryContainer : '';
  return shortValues(remToEm(dropUnusedBackdrop([customProperties(':host'), themed ? themes : '', widgetRoot, container, base, classes].join('')))).replace(/\n/g, '');
}

/**
 * The hosted site's page styles, inline in the head of every page (light DOM): the theme's tokens on
 * `:root` (custom properties reach into every shadow root by inheritance), the page's own rules,
 * the resets, and the classes of `files`.
 */
export function sitePageCss(files: string[]): string {
  return dropUnusedBackdrop([customProperties(':root'), page, elementBase, controlsBase, mergeAdjacentMedia(plainColours(compileClasses(files)))].join('\n'));
}

/**
 * One widget's CSS on the hosted site, inline in its shadow root: as in the embed (`widgetCss`), but
 * the classes in rem, since our pages never change the root size, and their text sizes leave the
 * line height to inheritance (see `inheritedLineHeights`). The theme's tokens come from the page.
 */
export function siteWidgetCss(files: string[]): string {
  const base = resetsFor(`${elementBase}\n${controlsBase}`, renderedTags(files));
  return dropUnusedBackdrop([widgetRoot, base, mergeAdjacentMedia(inheritedLineHeights(plainColours(compileClasses(componentFiles(files)))))].join('\n'));
}

/**
 * Tailwind's text sizes come with a line height; in a widget the line height is
 * inherited instead, so a visitor's text-spacing setting reaches every text (WCAG 1.4.12).
 * After each such rule, `:host :where(.text-sm){line-height:inherit}` undoes it in shadow
 * roots only: it matches nothing in the page, and with the specificity of one class it
 * still gives way to a `leading-*` class that follows it.
 */
export function inheritedLineHeights(css: string): string {
  return css.replace(/(\.[^{},@]+)\{font-size:[^;}]+;line-height:[^;}]+\}/g, (rule, selector: string) => `${rule}:host :where(${selector}){line-height:inherit}`);
}

/** twind's resets of its variables on every element: `*,::before,::after{--tw-shadow:0 0 #0000;…}`. */
const VARIABLE_RESETS = /\*,::before,::after\{((?:--tw-[\w-]+:[^;{}]*;?)+)\}/g;
/** twind's empty default, `var(--tw-empty,/*!*\/ /*!*\/)`: no value at all. */
const EMPTY_DEFAULT = /^var\(--tw-empty,[^)]*\)$/;

/**
 * The hosted site's styles with twind's variables registered once by the page, not reset on every element.
 *
 * twind resets each variable a class reads (`--tw-shadow`, `--tw-backdrop-blur`…) on every element, so that an
 * element's shadow never reaches its children: every element of the page and of each shadow root then carries them
 * all, and the browser works them out element by element on every style recalculation. Here the page registers them
 * instead (`@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}`): not inherited, with the same
 * default, for its own tree and every shadow root's (a registration is the document's). An empty default cannot be
 * an initial value: such a variable is registered with none, and read with an empty fallback (`var(--tw-blur,)`), as
 * Tailwind 4 writes them. `/`'s style recalculations while it loads, at 4x CPU, alternated: 178 ms with the resets,
 * 131 without (medians of 7). A partner's page registers nothing of ours: the embed's styles keep their resets.
 */
export function registerVariables(styles: { page: string; widgets: Record<string, string> }): { page: string; widgets: Record<string, string> } {
  const defaults = new Map<string, string>();
  const texts = [styles.page, ...Object.values(styles.widgets)];
  for (const css of texts) {
    for (const [, declarations] of css.matchAll(VARIABLE_RESETS)) {
      for (const declaration of declarations!.split(';').filter(Boolean)) {
        const colon = declaration.indexOf(':');
        const [name, value] = [declaration.slice(0, colon), declaration.slice(colon + 1).trim()];
        if (defaults.has(name) && defaults.get(name) !== value) throw new Error(`twind resets ${name} to both ${defaults.get(name)} and ${value}`);
        defaults.set(name, value);
      }
    }
  }
  const empty = [...defaults].filter(([, value]) => EMPTY_DEFAULT.test(value)).map(([name]) => name);
  const rewrite = (css: string) => empty.reduce((text, name) => text.replaceAll(`var(${name})`, `var(${name},)`), css.replace(VARIABLE_RESETS, ''));
  const registrations = [...defaults]
    .map(([name, value]) => `@property ${name}{syntax:"*";inherits:false${EMPTY_DEFAULT.test(value) ? '' : `;initial-value:${value}`}}`)
    .join('');
  return { page: `${registrations}\n${rewrite(styles.page)}`, widgets: Object.fromEntries(Object.entries(styles.widgets).map(([name, css]) => [name, rewrite(css)])) };
}
