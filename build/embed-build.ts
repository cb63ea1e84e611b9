/**
 * The partner embed's scripts (step 4 of build/build.ts), into dist.next/embed/:
 *
 *   - each entry (`cairn.js`, and one script a widget) bundled on its own, so a single-widget
 *     script never imports from the all-in-one one (or the other way round);
 *   - the code those load later (toasts, the popup and drawer, the other languages' code and then each one's text), each a file of its own under
 *     `chunks/`, named by its content's hash; no embed file ever imports an entry, so an entry
 *     loaded as `cairn.js?ver=6.4.2` (WordPress adds that) runs once;
 *   - the pinned copies, `<version>/<name>.js`: each one file with all the code it runs, so a
 *     Subresource Integrity hash covers everything.
 *
 * Every build runs at once: terser, which takes most of the time (on the two entries that need it),
 * minifies each in a worker thread of its own. The chunks need no widget's markup, so theirs start
 * first, while the markup is rendered (build/build.ts). An entry names its chunks before they are built
 * (`./chunks/toasts.js`); once they are, and hashed, the names in the entries are completed.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, mergeConfig, type InlineConfig, type Plugin } from 'vite';
import type { Markup } from '../widgets/shared/define-static-element';
import type { WidgetStyles } from '../widgets/shared/shadow';
import { LANGUAGES } from '../widgets/content/languages';
import { noHeadStylesPlugin, widgetMarkupPlugin, widgetStylesPlugin } from './plugins';
import { sha384 } from './releases';
import { hash, root } from './widget-styles';

/** Code the scripts load later, each a file of its own beside them. */
const LATER: Record<string, string> = {
  toasts: 'widgets/enquiry-form/toasts.tsx',
  dialog: 'widgets/enquiry-form/dialog.ts',
  // The languages other than English (widgets/shared/language.ts): loaded by a widget that speaks one...
  speaking: 'widgets/shared/speaking.ts',
};

/** ...which then loads that language's text alone, from a file of its own (named relative to chunks/, where it is). */
const TEXTS: Record<string, string> = Object.fromEntries(
  LANGUAGES.filter((lang) => lang !== 'en').map((lang) => [`text-${lang}`, `widgets/content/languages/${lang}.ts`]),
);
const textFiles = Object.fromEntries(Object.keys(TEXTS).map((name) => [name, `./${name}.js`]));

/**
 * Terser, over oxc's output, only where its bytes count: enquiry-form.js needs them to stay within its budget, and
 * cairn.js, the all-in-one script partners paste, is 689 B gzip lighter for them. Everything else is minified by oxc
 * alone: each terser starts cold in a worker of its own (about 0.6 s of CPU before it has minified anything, on a build
 * that is CPU-bound on two cores), for what came to nothing or next to nothing: services-grid.js 3 B smaller with oxc
 * alone, in files loaded later the popup 37 B larger, the languages' loader 4 B, the toasts 137 B; the languages' texts
 * are strings, the same bytes either way.
 */
const minifiedByTerser = (fileName: string) => /(^|\/)(cairn|enquiry-form)\.js$/.test(fileName);

/**
 * Terser's passes: three for enquiry-form.js (and its pinned copies), whose third pass finds the 48-58 B it needs to
 * stay within its budget; one for cairn.js, whose code the later passes made longer in gzip (33,631 B with one, 34,150
 * with three) and which took about a second more of the build's longest step.
 */
const tersePasses = (fileName: string) => (fileName.endsWith('enquiry-form.js') ? 3 : 1);

export interface EmbedBuild {
  /** The hosted site's build settings, which the embed's start from. */
  common: InlineConfig;
  /** Each widget's compiled CSS, inline in its script. */
  styles: Record<string, WidgetStyles>;
  /** The static widgets' pre-rendered markup. */
  markup: Record<string, Markup>;
  /** dist.next/embed/ */
  embedDir: string;
  /** The classes' short names in the embed (build/class-names.ts): the styles and markup above use them already. */
  classNames: Plugin;
  /** The entries: `cairn` (every widget) and one a widget, by file name. */
  entries: Record<string, string>;
}

function embedBuild({ common, styles, markup, embedDir, classNames }: EmbedBuild, entry: string, fileName: string, define: Record<string, string> = {}) {
  return build(
    mergeConfig(common, {
      publicDir: false,
      define: {
        'import.meta.env.VITE_EMBED': 'true',
        'process.env.NODE_ENV': '"production"',
        // Its byte budget has no room for the shortcut (widgets/shared/language.ts `fill`).
        'import.meta.env.VITE_NUMBERS_BY_FORMATTER_ONLY': String(fileName.endsWith('enquiry-form.js')),
        ...define,
      },
      plugins: [classNames, widgetStylesPlugin(styles), widgetMarkupPlugin(markup), noHeadStylesPlugin()],
      build: {
        outDir: embedDir,
        copyPublicDir: false,
        // Library mode: no preload helper, which would add <link> tags to the partner's <head>.
        lib: { entry, formats: ['es'], fileName: () => fileName },
        // One file per entry, no chunks. (Library mode keeps whitespace in ES output; `output.minify` removes it,
        // `comments: false` the /* @__PURE__ */ marks it leaves behind.) Terser then finds 1.5% more than oxc alone.
        sourcemap: !!process.env.EMBED_SOURCEMAP, // to see what each file costs: EMBED_SOURCEMAP=1 npm run build
        rollupOptions: { output: { minify: true, comments: false, codeSplitting: false } },
        minify: minifiedByTerser(fileName) ? 'terser' : 'oxc',
        terserOptions: { module: true, ecma: 2020, compress: { passes: tersePasses(fileName), pure_getters: true, unsafe_arrows: true } },
      },
    } satisfies InlineConfig),
  );
}

const unhashed = Object.fromEntries(Object.keys(LATER).map((name) => [name, `./chunks/${name}.js`]));

/** The chunks the evergreen scripts load later, unhashed (`embed/chunks/<name>.js`) until `buildEmbedScripts` names them. */
export function buildLaterChunks(options: Omit<EmbedBuild, 'markup' | 'entries'>): Promise<unknown> {
  const loadsTexts = { 'import.meta.env.VITE_EMBED_LAZY': 'true', 'import.meta.env.VITE_EMBED_FILES': JSON.stringify(textFiles) };
  return Promise.all(
    Object.entries({ ...LATER, ...TEXTS }).map(([name, source]) =>
      embedBuild({ ...options, markup: {}, entries: {} }, join(root, source), `chunks/${name}.js`, name === 'speaking' ? loadsTexts : {}),
    ),
  );
}

/**
 * Renames each file of `names` (`./chunks/x.js` from embed/, or `./x.js` within chunks/) by its content's hash, and
 * names it so in the code of `loaders`, which must name no other file of that form.
 */
function nameByContent(dir: string, names: Record<string, string>, loaders: string[]) {
  const hashed = Object.fromEntries(
    Object.values(names).map((file) => {
      const named = file.replace(/\.js$/, `-${hash(readFileSync(join(dir, file), 'utf8'))}.js`);
      renameSync(join(dir, file), join(dir, named));
      return [file, named];
    }),
  );
  const prefix = Object.values(names)[0]!.startsWith('./chunks/') ? '\\./chunks/' : '\\./';
  const named = new RegExp(`(["'\`])(${prefix}[a-z-]+\\.js)\\1`, 'g');
  for (const loader of loaders) {
    const code = readFileSync(loader, 'utf8').replace(named, (_quoted, quote: string, unhashedName: string) => {
      if (!hashed[unhashedName]) throw new Error(`${loader} names ${unhashedName}, which the embed build did not write`);
      return `${quote}${hashed[unhashedName]}${quote}`;
    });
    writeFileSync(loader, code);
  }
}

/** The evergreen scripts, `embed/<name>.js`, and the chunks they load later (`chunks`, begun before), `embed/chunks/<name>-<hash>.js`. */
export async function buildEmbedScripts(options: EmbedBuild, chunks: Promise<unknown>) {
  const { embedDir, entries } = options;
  const lazy = { 'import.meta.env.VITE_EMBED_LAZY': 'true', 'import.meta.env.VITE_EMBED_FILES': JSON.stringify(unhashed) };
  await Promise.all([chunks, ...Object.entries(entries).map(([name, entry]) => embedBuild(options, entry, `${name}.js`, lazy))]);
  // Each chunk named by its content, and so named in the code that loads it: the texts first, in the chunk that loads them.
  const chunkDir = join(embedDir, 'chunks');
  nameByContent(chunkDir, textFiles, [join(chunkDir, 'speaking.js')]);
  nameByContent(embedDir, unhashed, Object.keys(entries).map((name) => join(embedDir, `${name}.js`)));
}

/** The pinned copies, `embed/<version>/<name>.js`, with their code loaded later inline: their integrity hashes by file name. */
export async function buildPinnedCopies(options: EmbedBuild, version: string): Promise<Record<string, string>> {
  const files = Object.keys(options.entries).map((name) => `${name}.js`);
  await Promise.all(Object.entries(options.entries).map(([name, entry]) => embedBuild(options, entry, `${version}/${name}.js`, { 'import.meta.env.VITE_EMBED_LAZY': 'false' })));
  return Object.fromEntries(files.map((file) => [file, sha384(readFileSync(join(options.embedDir, version, file)))]));
}
