/**
 * `npm start`: serves dist/ the way a static host would (clean URLs, the
 * nearest 404.html with status 404, compression, long caching of hashed
 * files, the production headers from dist/_headers, each page's policy naming
 * only its own inline code as nginx and Caddy send it), plus the local outbox.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { switchHref } from '../host/not-found-switch';
import type { LiveReload } from './live-reload';
import { createOutbox } from './outbox';
import { servePartner } from './partner-server';
import { revalidate } from './cache-control';
import { pagePolicy } from './page-policy';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|xml|[\w.+-]+\+json)|image\/svg)/;

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Reads the `_headers` file format (Netlify, Cloudflare Pages): a path pattern (`*` anything, `:name` one segment), then indented headers. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')}$`);
      rules.push({ pattern, headers: [] });
    } else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), value.join(':').trim()]);
    }
  }
  return rules;
}

export interface ServeOptions {
  dist: string;
  port: number;
  host?: string;
  outboxFile: string;
  /** `npm run dev`'s live preview: its own requests, and the script it adds to every page. */
  preview?: Pick<LiveReload, 'handle' | 'page'>;
}

export function serve({ dist, port, host = '127.0.0.1', outboxFile, preview }: ServeOptions): Promise<Server> {
  const outbox = createOutbox(outboxFile);
  const headerRules = existsSync(join(dist, '_headers')) ? parseHeaders(readFileSync(join(dist, '_headers'), 'utf8')) : [];
  const cache = new Map<string, { version: string; raw: Buffer; gzip?: Buffer; br?: Buffer; policy?: string }>();

  const fileFor = (path: string): string | null => {
    const safe = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [safe, join(safe, 'index.html'), `${safe}.html`]) {
      const full = join(dist, candidate);
      if (full.startsWith(dist) && existsSync(full) && statSync(full).isFile()) return full;
    }
    return null;
  };

  /** The nearest 404.html up the path, as Cloudflare Pages does. */
  const notFoundFor = (path: string) => {
    const parts = path.split('/').filter(Boolean);
    for (let i = parts.length - 1; i >= 0; i--) {
      const file = join(dist, ...parts.slice(0, i), '404.html');
      if (existsSync(file)) return file;
    }
    return join(dist, '404.html');
  };

  const server = createServer(async (request, response) => {
    try {
      if (await outbox.handle(request, response)) return;
      if (preview?.handle(request, response)) return;
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405).end();
        return;
      }
      // Clean URLs: /about/ redirects to /about (about.html), as Netlify and Cloudflare Pages do.
      if (url.pathname !== '/' && url.pathname.endsWith('/') && fileFor(url.pathname.slice(0, -1))) {
        response.writeHead(308, { Location: url.pathname.slice(0, -1) + url.search }).end();
        return;
      }
      // The root 404 page's switch stylesheet is relative (host/not-found-switch.ts): where a folder has none, the root one answers.
      let file = fileFor(url.pathname) ?? (url.pathname.endsWith(`/${switchHref}`) ? join(dist, switchHref) : null);
      let status = 200;
      if (!file || url.pathname.endsWith('404.html')) {
        file = notFoundFor(url.pathname);
        status = 404;
      }
      for (const rule of headerRules) if (rule.pattern.test(url.pathname)) for (const [k, v] of rule.headers) response.setHeader(k, v);
      // A type given in _headers wins over the one the extension suggests, as on Netlify.
      if (!response.hasHeader('Content-Type')) response.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
      const type = String(response.getHeader('Content-Type'));
      if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', revalidate);

      // Compressed once per file version: a rebuild while serving is picked up (a file replaced by a
      // rename is a new inode, whatever the clock's resolution).
      const { mtimeMs, ino, size } = statSync(file);
      const version = `${mtimeMs}:${ino}:${size}`;
      let entry = cache.get(file);
      if (!entry || entry.version !== version) {
        const raw = readFileSync(file);
        cache.set(file, (entry = { version, raw: preview && file.endsWith('.html') ? Buffer.from(preview.page(raw.toString('utf8'))) : raw }));
      }
      // A page gets the site's policy with only the hashes of its own inline code, as from nginx and Caddy (build/page-policy.ts).
      const sitePolicy = response.getHeader('Content-Security-Policy');
      if (type.startsWith('text/html') && typeof sitePolicy === 'string') response.setHeader('Content-Security-Policy', (entry.policy ??= pagePolicy(sitePolicy, entry.raw.toString('utf8'))));
      let body = entry.raw;
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (compressible.test(type) && body.length > 512) {
        response.setHeader('Vary', 'Accept-Encoding');
        if (/\bbr\b/.test(accepts)) {
          body = entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          response.setHeader('Content-Encoding', 'br');
        } else if (/\bgzip\b/.test(accepts)) {
          body = entry.gzip ??= gzipSync(entry.raw, { level: 9 });
          response.setHeader('Content-Encoding', 'gzip');
        }
      }
      response.setHeader('Content-Length', body.length);
      response.writeHead(status);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end('Internal Server Error');
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  const port = Number(process.env.PORT ?? 4173);
  const outboxFile = join(root, 'outbox/enquiries.jsonl');
  await serve({ dist: join(root, 'dist'), port, outboxFile });
  const siteUrl = `http://127.0.0.1:${port}`;
  const partner = await servePartner({ siteUrl, dir: join(root, 'examples/partner-page'), port: port + 1 });
  console.log(`\n  Site:            http://localhost:${port}/`);
  console.log(`  Partner example: ${partner.url}/  (another origin embedding our widgets)`);
  console.log(`                   ${partner.url}/?csp=documented  (the same under the strict policy of docs/embed.md)`);
  console.log(`  Outbox:          ${outboxFile} (enquiries sent from the site land here)\n`);
}
