/**
 * `npm run build`: writes the deployable site to dist/, or leaves dist/ as it was.
 *
 *   0. checks the content (build/content-check.ts): a mistake stops the build before it writes anything;
 *   1. compiles each widget's CSS (twind, at build time) and writes the logo sprite;
 *   2. compiles the hosted site's styles, inline in every page (twind for utility classes, goober for
 *      the rest), and pre-renders the markup of the widgets with nothing interactive (markup.tsx);
 *   3. bundles the hosted site's scripts: the host script and one per widget;
 *   4. bundles the partner embed scripts into dist/embed/, and the pinned, integrity-checked
 *      copies into dist/embed/<version>/ (build/embed-build.ts; their hashes into docs/embed.md),
 *      beside every release and chunk published before (build/releases.ts);
 *   5. pre-renders every route to static HTML with its head tags;
 *      (3., 4. and 5. run side by side: the embed's builds take longest, and the pages wait
 *      only for the site's scripts and the pinned release's hashes);
 *   6. writes sitemap.xml, robots.txt, .well-known/security.txt, _headers, _redirects and the
 *      stylesheets that pick the root 404 page's message (host/not-found-switch.ts);
 *   7. checks every page as written, under the CSP of _headers (build/page-check.ts).
 *
 * All of it goes to dist.next/, which replaces dist/ only when whole and checked: a failed
 * build leaves the last good site in dist/, byte for byte.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { InlineConfig, Manifest, ViteDevServer } from 'vite';
import type { PageAssets } from '../host/render';
import type { EmbedRelease, SiteStyles } from '../host/page-context';
import type { Markup } from '../widgets/shared/define-static-element';
import type { WidgetStyles } from '../widgets/shared/shadow';
import { checkContent, contentPaths, contentReport } from './content-check';
import { releaseDrift } from './release-drift';
import { checkPages } from './page-check';
import { customElementsManifest, readElementDoc, typeDeclarations } from './manifest';
import { addPublished, embedVersion, isReleased, mustBeNew, release, releasedIntegrity } from './releases';
import type { EmbedBuild } from './embed-build';
import { markupFor, noHeadStylesPlugin, widgetMarkupPlugin, widgetStylesPlugin } from './plugins';
import type { RouteFile } from './routes';
import { switchStylesheets } from '../host/not-found-switch';
import { renameClassAttributes, shortClassNames } from './class-names';
import { compileSiteStyles, compileWidgetStyles, hash, root, siteClassNames, staticWidgetNames, widgetNames, type SiteStyleSet } from './widget-styles';

export const dist = join(root, 'dist');
/** Where a build goes until it is whole and checked. */
const next = join(root, 'dist.next');
/** Published under embed/<version>/: from package.json, bumped with every release. */
const version = embedVersion;
const quiet = { logLevel: 'warn' as const };

function write(file: string, content: string) {
  mkdirSync(dirname(join(next, file)), { recursive: true });
  writeFileSync(join(next, file), content);
}

/**
 * A page beside itself as `<file>.br`, at brotli's best (quality 11), which nginx's `brotli_static` and Caddy's
 * `precompressed br` send as they are (deploy/): a server compressing as it goes uses a lower quality, and then `/`
 * with its headers no longer fits the first window (build/budgets.ts). Compressed on libuv's threads, beside the build.
 */
const precompress = (file: string, text: string) =>
  promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } }).then((compressed) =>
    writeFileSync(join(next, `${file}.br`), compressed),
  );

/** A content mistake: the build reports it as a list, with no stack trace. */
export class ContentError extends Error {}

/** What the pages are rendered with; the dev preview keeps it to re-render pages alone after a content change. */
export interface PageBuild {
  /** `import.meta.env` values the pre-renderer's modules read: the logo sprite's URL. */
  define: Record<string, string>;
  styles: SiteStyleSet;
  /** The site's short class names (build/class-names.ts), long to short: the pages' markup is written with them. */
  classNames: Record<string, string>;
  hostScript: string;
  islandScripts: Record<string, string[]>;
  pageScripts: Record<string, string>;
  embedRelease: EmbedRelease;
}

/** The hosted site's widgets find their styles in their pre-rendered shadow roots (host/widget.tsx): their scripts carry none. */
const hostedWidgetStyles = (): Record<string, WidgetStyles> => Object.fromEntries(widgetNames().map((name) => [name, {}]));

/** The Vite server that runs host/ and widgets/ in Node for the pre-rendering: the build's, and the dev preview's. */
export async function createPageServer(define: Record<string, string>) {
  const [{ createServer, mergeConfig }, { default: baseConfig }] = await Promise.all([import('vite'), import('../vite.config')]);
  return createServer(
    mergeConfig(baseConfig, {
      root,
      configFile: false,
      ...quiet,
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: 'custom',
      // Dependencies go through the same react -> preact/compat aliases as the client bundles.
      // Except lucide: its icons are plain data, and its index imports all of them (about 4,000 modules), which Vite would
      // transform one by one (4.5 s of the build); Node loads its one CommonJS file instead.
      ssr: { noExternal: true, external: ['lucide'] },
      define,
      plugins: [widgetStylesPlugin(hostedWidgetStyles()), widgetMarkupPlugin()],
    } satisfies InlineConfig),
  );
}

/** Every page, rendered by `server` with the current content: file name to HTML. */
export async function renderPages(server: ViteDevServer, page: PageBuild): Promise<{ route: RouteFile; html: string }[]> {
  // Through the server, not imported: the routes follow the content as it is now.
  const { routes } = (await server.ssrLoadModule('/build/routes.ts')) as typeof import('./routes');
  const { renderPage } = (await server.ssrLoadModule('/host/render.tsx')) as typeof import('../host/render');
  const assets: Omit<PageAssets, 'styles'> = {
    hostScript: page.hostScript,
    islandScripts: (name) => page.islandScripts[name] ?? [],
    pageScript: (entry) => page.pageScripts[entry] ?? '',
    embedRelease: page.embedRelease,
  };
  // Rendered from the code as written, then given the short class names its styles and scripts have.
  const names = new Map(Object.entries(page.classNames));
  return routes.map((route) => {
    const widgets = page.styles.widgets[route.screen];
    const styles = { page: page.styles.pages[route.screen]!, widgets: Object.fromEntries((widgets?.names ?? []).map((name) => [name, widgets!.css])) };
    if (styles.page === undefined) throw new Error(`${route.path}: routes.ts names the screen '${route.screen}', which host/screens/ does not have.`);
    return { route, html: renameClassAttributes(renderPage(route.path, { ...assets, styles }), names) };
  });
}

/** Writes a content-hashed file under assets/ and returns its URL. */
function writeAsset(name: string, ext: string, content: string) {
  const file = `assets/${name}-${hash(content)}.${ext}`;
  write(file, content);
  return `/${file}`;
}

/** Each logo in a content-hashed folder of its own (build/logos.ts); returns the folder's URL. */
function writeLogos(files: Record<string, string>) {
  const folder = `assets/logos-${hash(Object.entries(files).flat().join('\n'))}`;
  for (const [slug, svg] of Object.entries(files)) write(`${folder}/${slug}.svg`, svg);
  return `/${folder}`;
}

/**
 * `recordChunks: false` (npm run dev): the chunks of work in progress are not added to published/;
 * `swap: false` (npm run dev): the finished build stays in dist.next/ for the caller to put in place.
 */
export async function buildSite({ recordChunks = true, swap = true } = {}): Promise<PageBuild> {
  const started = Date.now();
  restoreInterruptedSwap();
  const problems = await checkContent();
  if (problems.length) throw new ContentError(contentReport(problems));
  // Imported once the content is known to load (these read it), and Vite after the check, so a mistake is told at once.
  const [{ logoFiles, logoSprite }, { writeIntegrityDocs }, siteFiles, { buildEmbedScripts, buildLaterChunks, buildPinnedCopies }, { build, mergeConfig }, { default: baseConfig }] = await Promise.all([
    import('./logos'),
    import('./integrity-docs'),
    import('./site-files'),
    import('./embed-build'),
    import('vite'),
    import('../vite.config'),
  ]);
  rmSync(next, { recursive: true, force: true });
  // Vite's dev server (the pre-renderer) sets an unset NODE_ENV to development, which would make every bundle a dev build.
  process.env.NODE_ENV = 'production';

  // 1. Styles: each widget's inline in its embed script; the hosted site's (2.) inline in every page.
  // And the logos, partners' files and the site's sprite, whose URLs are built into the markup.
  // The embed's with short class names of its own (build/class-names.ts); the hosted site's have theirs (2.).
  const classNames = shortClassNames(Object.fromEntries(Object.entries(compileWidgetStyles()).map(([name, css]) => [name, { text: css }])));
  const inline = classNames.shortStyles;
  const logoUrls = {
    'import.meta.env.VITE_LOGOS': JSON.stringify(writeLogos(logoFiles())),
    'import.meta.env.VITE_LOGO_SPRITE': JSON.stringify(writeAsset('logos', 'svg', logoSprite())),
  };

  const common: InlineConfig = mergeConfig(baseConfig, {
    root,
    configFile: false,
    ...quiet,
    build: {
      target: 'es2022',
      emptyOutDir: false,
      rollupOptions: {
        // sonner marks itself 'use client' for React Server Components, which mean nothing here.
        onwarn: (warning: { code?: string }, warn: (w: typeof warning) => void) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
      },
    },
  });
  // 4a. The code the embed loads later needs no markup: its builds start now, beside step 2 (build/embed-build.ts).
  const embedDir = join(next, 'embed');
  const laterChunks = buildLaterChunks({ common, styles: inline, embedDir, classNames: classNames.plugin });
  laterChunks.catch(() => {}); // awaited in step 4; told there, not as an unhandled rejection before

  // 2. The site's styles, and the static widgets' markup, by the server that later pre-renders the pages
  const styles = compileSiteStyles();
  const siteNames = siteClassNames();
  const server = await createPageServer(logoUrls);
  let page: PageBuild;
  /** The pages' brotli files being written (`precompress`). */
  const precompressed: Promise<void>[] = [];
  try {
    const markup: Record<string, Markup> = {};
    for (const name of staticWidgetNames()) markup[name] = ((await server.ssrLoadModule(`virtual:widget-markup/${name}`)) as { default: Markup }).default;

    // 3.-5. The hosted site's scripts, the embed's and the pages: the embed's builds take longest, so they run
    // beside the others; the pages wait only for the site's scripts and the pinned release's hashes.
    const islandEntries = Object.fromEntries(widgetNames().map((name) => [name, join(root, `widgets/${name}/element.ts`)]));
    const embed: EmbedBuild = {
      common,
      styles: inline,
      markup: classNames.markup(markupFor(markup, 'embed')),
      embedDir,
      classNames: classNames.plugin,
      entries: { cairn: join(root, 'widgets/embed.ts'), 'enquiry-form': islandEntries['enquiry-form']!, 'services-grid': islandEntries['services-grid']! },
    };

    const pages = async () => {
      // 3. The hosted site's scripts
      await build(
        mergeConfig(common, {
          plugins: [siteNames.plugin, widgetStylesPlugin(hostedWidgetStyles()), widgetMarkupPlugin(siteNames.markup(markupFor(markup, 'hosted'))), noHeadStylesPlugin()],
          build: {
            outDir: next,
            manifest: 'manifest.json',
            copyPublicDir: true,
            rollupOptions: { input: { host: join(root, 'host/client.ts'), partners: join(root, 'host/partners/configurator.ts'), ...islandEntries } },
          },
        } satisfies InlineConfig),
      );
      const manifest = JSON.parse(readFileSync(join(next, 'manifest.json'), 'utf8')) as Manifest;
      rmSync(join(next, 'manifest.json'));

      // 4b. The pinned copies of this version, embed/<version>/: built until `npm run release` freezes the version;
      // from then on copied from published/ (build/releases.ts, below), never rebuilt.
      let integrity: Record<string, string>;
      if (isReleased(version)) integrity = releasedIntegrity(version).files;
      else {
        integrity = await buildPinnedCopies(embed, version);
        write(`embed/${version}/integrity.json`, `${JSON.stringify({ version, files: integrity }, null, 2)}\n`);
        console.warn(`Embed ${version} is not released yet: \`npm run release\` freezes it before it is deployed.`);
      }

      // 5. Pre-render
      const chunkFiles = (key: string, seen = new Set<string>()): string[] => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return [];
        seen.add(key);
        return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
      };
      const entryKey = (file: string) => file.slice(root.length).replace(/^\//, '');
      const built: PageBuild = {
        define: logoUrls,
        styles,
        classNames: Object.fromEntries(siteNames.names),
        hostScript: `/${manifest['host/client.ts']!.file}`,
        islandScripts: Object.fromEntries(widgetNames().map((name) => [name, chunkFiles(entryKey(islandEntries[name]!))])),
        pageScripts: Object.fromEntries(Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key, chunk]) => [key, `/${chunk.file}`])),
        embedRelease: { version, files: integrity },
      };
      for (const { route, html } of await renderPages(server, built)) {
        write(route.file, html);
        precompressed.push(precompress(route.file, html));
      }
      return built;
    };
    // 4. The partner embed's scripts (build/embed-build.ts)
    [page] = await Promise.all([pages(), buildEmbedScripts(embed, laterChunks)]);

    // Beside them, every release and every chunk published before (build/releases.ts).
    addPublished(embedDir, recordChunks);
    const docs = widgetNames().map((name) => readElementDoc(root, name));
    write('embed/custom-elements.json', `${JSON.stringify(customElementsManifest(docs), null, 2)}\n`);
    write('embed/cairn.d.ts', typeDeclarations(docs));
  } finally {
    await server.close();
  }

  // 6. Site files
  const { routes } = await import('./routes');
  write('sitemap.xml', siteFiles.sitemap(routes, new Date().toISOString().slice(0, 10)));
  write('robots.txt', siteFiles.robots());
  write('.well-known/security.txt', siteFiles.securityTxt(new Date()));
  const headerRules = siteFiles.productionHeaderRules();
  write('_headers', siteFiles.headersFile(headerRules));
  write('_redirects', siteFiles.redirectsFile());
  for (const [file, css] of Object.entries(switchStylesheets)) write(file, css);

  await Promise.all(precompressed);

  // 7. The pages as a visitor gets them
  const pageProblems = await checkPages(next, routes, headerRules.find((rule) => rule.path === '/*')?.headers['Content-Security-Policy']);
  if (pageProblems.length) throw new Error(`A page is not right:\n${pageProblems.map((p) => `  ${p}`).join('\n')}`);

  writeIntegrityDocs(join(root, 'docs/embed.md'), version, page.embedRelease.files);
  if (swap) putInPlace();
  console.log(`Built ${routes.length} pages and the embed into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // nginx and Caddy take the headers from deploy/, which names the styles' hashes: a class changed in code changes them.
  const { caddyfile, nginxConf, pagePolicies } = await import('./deploy-configs');
  const deployed = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');
  const pages = pagePolicies(swap ? dist : next, headerRules);
  if (deployed('deploy/nginx.conf') !== nginxConf(headerRules, pages) || deployed('deploy/Caddyfile') !== caddyfile(headerRules, pages)) {
    console.warn('deploy/nginx.conf and deploy/Caddyfile are behind this build (its styles, the inline code of its pages or its headers changed): run `npm run deploy-configs`, commit deploy/, and install both with the next deploy.');
  }
  // A word for whoever changed the text, never a reason to fail: partners pinned to a release keep its text.
  const drift = await releaseDrift(contentPaths().content).catch(() => null);
  if (drift) console.warn(drift);
  return page;
}

/**
 * Replaces dist/ by the finished dist.next/ with two renames: a server reading dist/ never sees
 * half a site. (`npm run dev` calls it itself, between its own writes of pages.)
 */
export function putInPlace(built = next) {
  const old = `${dist}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(built, dist);
  rmSync(old, { recursive: true, force: true });
}

/** A build stopped between the two renames of putInPlace left the last good site in dist.old/: it goes back. */
function restoreInterruptedSwap() {
  if (!existsSync(dist) && existsSync(`${dist}.old`)) renameSync(`${dist}.old`, dist);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run release`: builds, then freezes this version's pinned files (build/releases.ts).
  const releasing = process.argv.includes('--release');
  try {
    if (releasing) mustBeNew();
    const dev = process.argv.includes('--dev');
    const page = await buildSite({ recordChunks: !dev, swap: !dev });
    // Run by `npm run dev`: it re-renders pages with these after a content change.
    if (process.send) process.send(page, () => process.disconnect());
    if (releasing) release(join(dist, 'embed'));
  } catch (error) {
    // What went wrong, for a person: a content mistake is a list, anything else its message (Vite's names the file and line).
    const message = error instanceof ContentError ? error.message : `The build failed: ${(error as Error).message ?? error}\n`;
    process.stderr.write(`${message}\n${existsSync(dist) ? 'dist/ still holds the last good site.' : 'There is no dist/ yet.'}\n`);
    process.exit(1);
  }
}
