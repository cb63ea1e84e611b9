/**
 * What each route and each embed makes a browser download, compressed:
 * the route's HTML and everything it loads before any interaction
 * (scripts and their static imports, stylesheets, eager images, fonts).
 * Code loaded later on demand (widget scripts named in `data-island`,
 * dynamic imports, lazy images) is not counted there, but in `islandWeight`.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { routes } from './routes';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Weight {
  html: Sizes;
  js: Sizes;
  css: Sizes;
  images: Sizes;
  fonts: Sizes;
  files: string[];
}

const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

export function sizes(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (total: Sizes, more: Sizes) => {
  total.raw += more.raw;
  total.gzip += more.gzip;
  total.brotli += more.brotli;
};

/** A module and the modules it imports statically, as URL paths. */
export function staticGraph(dist: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(join(dist, entry), 'utf8');
  // Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export … from "./a.js"`.
  for (const [, spec] of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^'"`()]*?from\s*)?["'`]([^"'`]+\.js)["'`]/g)) {
    if (!spec!.startsWith('.') && !spec!.startsWith('/')) continue;
    const resolved = spec!.startsWith('/') ? spec! : posix.join(posix.dirname(entry), spec!);
    staticGraph(dist, resolved, seen);
  }
  return seen;
}

export function routeWeight(dist: string, htmlFile: string): Weight {
  const html = readFileSync(join(dist, htmlFile));
  const text = html.toString('utf8');
  const weight: Weight = { html: sizes(html), js: zero(), css: zero(), images: zero(), fonts: zero(), files: [] };
  const scripts = new Set<string>();
  // The page's scripts, loaded after the first paint by the loader (host/page-scripts.ts): a page has no other.
  for (const [, names] of text.matchAll(/<script[^>]* data-scripts="([^"]+)"/g)) for (const src of names!.split(' ')) staticGraph(dist, src, scripts);
  const styles = new Set([...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!));
  const images = new Set([...text.matchAll(/<img [^>]*?src="([^"]+)"(?![^>]*loading="lazy")[^>]*>/g)].map((m) => m[1]!));
  const fonts = new Set([...text.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((m) => m[1]!));
  for (const [set, total] of [[scripts, weight.js], [styles, weight.css], [images, weight.images], [fonts, weight.fonts]] as const) {
    for (const file of set) {
      const path = join(dist, file);
      if (!existsSync(path)) continue;
      add(total, sizes(readFileSync(path)));
      weight.files.push(file);
    }
  }
  return weight;
}

/** The widget scripts a route loads only when they are needed (host/islands.ts), all of them. */
export function islandWeight(dist: string, htmlFile: string): Sizes {
  const text = readFileSync(join(dist, htmlFile), 'utf8');
  const files = new Set([...text.matchAll(/ data-island="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')));
  const total = zero();
  for (const file of files) add(total, sizes(readFileSync(join(dist, file))));
  return total;
}

/** An embed entry and everything it loads statically to show its widget. */
export function embedWeight(dist: string, entry: string): Sizes {
  const total = zero();
  for (const file of staticGraph(dist, entry)) add(total, sizes(readFileSync(join(dist, file))));
  return total;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = join(dirname(new URL(import.meta.url).pathname), '..', 'dist');
  for (const file of routes.map((r) => r.file)) {
    const w = routeWeight(dist, file);
    console.log(file.padEnd(28), 'html', kb(w.html.gzip), ' js', kb(w.js.gzip), ' css', kb(w.css.gzip), ' img', kb(w.images.gzip), ' js when needed', kb(islandWeight(dist, file).gzip));
  }
  for (const entry of ['embed/cairn.js', 'embed/enquiry-form.js', 'embed/services-grid.js']) console.log(entry.padEnd(28), kb(embedWeight(dist, entry).gzip));
}
