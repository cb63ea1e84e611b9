/**
 * A partner's web server on another origin, for the example partner page
 * (`npm start`) and the embed tests. It serves a folder of pages, replacing
 * `{{SITE}}` with our site's origin, and adds a Content-Security-Policy when
 * asked (`?csp=strict`: the strictest policy a partner may run; `?csp=documented`:
 * the policy docs/embed.md gives partners), a
 * Cross-Origin-Embedder-Policy with `?coep=require-corp`, and `Clear-Site-Data: "cache"` with
 * `?clear-site-data=cache` (on a page or a page not found: the browser drops the files it keeps of this host's
 * origins, in memory and on disk; the WebKit tests' wipe between visitors, tests/engines/webkit.ts).
 *
 * Under `/vendor/` it serves the CSS frameworks partners' pages are built on
 * (Bootstrap's reboot, Tailwind's preflight), from node_modules.
 *
 * Tests may also hand it a page of their own, as a partner pastes a snippet
 * into a blank page: `PUT /__pages/NAME` (loopback only) with the HTML, then
 * visit `/pasted/NAME`.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { documentedCsp } from '../host/partners/snippet';

/**
 * `strict`: only our scripts beside the page's own; `documented`: exactly what docs/embed.md tells
 * partners to allow (here EmailJS is our site's local outbox), nothing more.
 */
export function partnerPolicy(kind: string | null, siteUrl: string): string | null {
  if (kind === 'strict') return `default-src 'self'; script-src 'self' ${siteUrl}`;
  if (kind === 'documented') return `default-src 'self'; ${documentedCsp(siteUrl, siteUrl)}`;
  return null;
}

/** The stylesheets partners' pages really start from, as their packages ship them. */
const VENDOR: Record<string, string> = {
  'bootstrap-reboot.css': 'bootstrap/dist/css/bootstrap-reboot.css',
  'tailwind-preflight.css': 'tailwindcss/preflight.css',
};
const nodeModules = new URL('../node_modules/', import.meta.url).pathname;

export async function servePartner({ siteUrl, dir, port = 0 }: { siteUrl: string; dir: string; port?: number }) {
  const pasted = new Map<string, string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, kind, name] = url.pathname.split('/');
    const clearing = url.searchParams.get('clear-site-data') === 'cache' ? { 'Clear-Site-Data': '"cache"' } : {};
    if (kind === '__pages' && name && request.method === 'PUT' && /^(::1|127\.|::ffff:127\.)/.test(request.socket.remoteAddress ?? '')) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        pasted.set(name, Buffer.concat(chunks).toString('utf8'));
        response.writeHead(204).end();
      });
      return;
    }
    if (kind === 'pasted' && name && pasted.has(name)) {
      const csp = partnerPolicy(url.searchParams.get('csp'), siteUrl);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...(csp ? { 'Content-Security-Policy': csp } : {}) });
      response.end(pasted.get(name));
      return;
    }
    let file = kind === 'vendor' && name && Object.hasOwn(VENDOR, name) ? join(nodeModules, VENDOR[name]!) : join(dir, decodeURIComponent(url.pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (!(file.startsWith(dir) || file.startsWith(nodeModules)) || !existsSync(file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain', ...clearing }).end('Not found');
      return;
    }
    const csp = partnerPolicy(url.searchParams.get('csp'), siteUrl);
    const coep = url.searchParams.get('coep');
    const type = { '.css': 'text/css', '.js': 'text/javascript' }[extname(file)] ?? 'text/html; charset=utf-8';
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      ...(csp ? { 'Content-Security-Policy': csp } : {}),
      ...(coep ? { 'Cross-Origin-Embedder-Policy': coep } : {}),
      ...clearing,
    });
    response.end(readFileSync(file, 'utf8').replaceAll('{{SITE}}', siteUrl));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(r)) };
}
