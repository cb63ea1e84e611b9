/**
 * Build-time styles: twind compiles the Tailwind classes found in a set of
 * source files into plain CSS, so no style engine ships to the browser and
 * the output works under a strict Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import { twind, virtual, stringify, defineConfig } from 'twind';
import presetTailwind from '@twind/preset-tailwind';
import { themeColors, themeDefaults } from '../widgets/shared/theme';

// Class names live in string literals; each whitespace-separated word is a candidate.
const STRING_LITERAL = /"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g;
const balanced = (token: string) => token.split('[').length === token.split(']').length;

// Partners may set `html { font-size: 10px }`: inside a widget, rem would follow it.
const REM_TO_PX = 16;

function colorFromVariable(name: string) {
  return `color-mix(in srgb, var(${name}) calc(<alpha-value> * 100%), transparent)`;
}

const config = defineConfig({
  presets: [presetTailwind({ disablePreflight: true })],
  hash: false,
  theme: {
    extend: {
      colors: Object.fromEntries(
        Object.entries(themeColors).map(([key, variable]) => [key, colorFromVariable(variable)]),
      ),
      fontFamily: { sans: 'var(--cairn-font)' },
      borderRadius: { card: 'var(--cairn-radius)' },
      keyframes: {
        marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
      },
      animation: { marquee: 'marquee 40s linear infinite' },
    },
  },
});

/** Compile the classes used in `files` to CSS. */
export function compileClasses(files: string[]): string {
  const tw = twind(config, virtual());
  for (const file of files) {
    // Comments go first: an apostrophe in prose would otherwise open a "string".
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const [, ...groups] of code.matchAll(STRING_LITERAL)) {
      const text = groups.find((g) => g !== undefined) ?? '';
      for (const token of text.split(/\s+/)) if (token && balanced(token)) tw(token.replace(/\$\{.*$/, ''));
    }
  }
  return stringify(tw.target);
}

/** twind repeats its variable defaults for ::backdrop; only a widget that styles a backdrop needs them. */
export function dropUnusedBackdrop(css: string): string {
  return css.includes('backdrop\\:') ? css : css.replace(/::backdrop\{[^}]*\}/g, '');
}

export function remToPx(css: string): string {
  return css.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${+(Number(n) * REM_TO_PX).toFixed(3)}px`);
}

const sansStack = `ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'`;

const customProperties = (selector: string) =>
  `${selector}{${Object.entries(themeDefaults)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')};--cairn-font:${sansStack}}`;

/** The few element resets both the page and every shadow root need. */
const elementBase = `*,::before,::after{box-sizing:border-box;border:0 solid #e2e8f0}
h1,h2,h3,h4,h5,h6,p,ul,ol,dl,dd,figure,blockquote{margin:0}ul,ol{list-style:none;padding:0}
h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}a{color:inherit;text-decoration:inherit}
img,svg,video{display:block;max-width:100%}img,video{height:auto}
[hidden]{display:none!important}
:focus-visible{outline:3px solid var(--cairn-focus);outline-offset:2px}
@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}`;

/** The resets of form controls: only where there are controls (an embed carries no rule it cannot use). */
const controlsBase = `button,input,select,textarea{font:inherit;color:inherit;margin:0;letter-spacing:inherit}
button{background:transparent;padding:0;cursor:pointer;text-transform:none}
button:disabled{cursor:default}textarea{resize:vertical}
input::placeholder,textarea::placeholder{color:#94a3b8;opacity:1}`;

const hasControls = (files: string[]) => files.some((file) => /<(button|input|select|textarea)\b/.test(readFileSync(file, 'utf8')));

/**
 * What every widget's shadow root needs. `:host` gives defaults a partner can
 * override from outside; `.cairn-root` pins the inherited properties that a
 * partner's page would otherwise leak in (font, size, colour, line height).
 */
const widgetRoot = `:host{display:block}:host([hidden]){display:none}
.cairn-root{all:initial;display:block;font-family:var(--cairn-font);font-size:16px;line-height:1.5;color:var(--cairn-ink);text-align:left;-webkit-font-smoothing:antialiased}`;

/** The page itself (light DOM). Going from one of our pages to another cross-fades, unless motion is unwelcome. */
const page = `html{-webkit-text-size-adjust:100%;scroll-padding-top:5rem}
body{margin:0;font-family:var(--cairn-font);line-height:1.5;color:rgb(15 23 42);background:#fff;-webkit-font-smoothing:antialiased}
@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}`;

/** CSS for one widget's shadow root on a partner's page: in px, whatever the partner's root font size. */
export function widgetCss(files: string[]): string {
  const base = hasControls(files) ? [elementBase, controlsBase] : [elementBase];
  return remToPx(dropUnusedBackdrop([customProperties(':host'), widgetRoot, ...base, compileClasses(files)].join('\n')));
}

/**
 * The hosted site's one stylesheet: the page's rules and, in the same file,
 * what its widgets' shadow roots need. The shadow roots link the very file the
 * head has already loaded, so a page and all its widgets cost one request.
 */
export function siteCss(files: string[]): string {
  return dropUnusedBackdrop([customProperties(':root,:host'), page, widgetRoot, elementBase, controlsBase, compileClasses(files)].join('\n'));
}
