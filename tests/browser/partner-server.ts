/**
 * A partner's web server on another origin: serves the hostile test pages in
 * tests/browser/partner/, with the Content-Security-Policy each page asks for.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pages = new URL('./partner/', import.meta.url).pathname;

export async function servePartner(siteUrl: string) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = join(pages, url.pathname.replace(/^\/+/, '') || 'index.html');
    if (!file.startsWith(pages) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    const html = readFileSync(file, 'utf8').replaceAll('{{SITE}}', siteUrl);
    const csp = url.searchParams.get('csp') === 'strict' ? `default-src 'self'; script-src 'self' ${siteUrl}; style-src 'self' ${siteUrl}; img-src 'self' ${siteUrl}; connect-src 'self' ${siteUrl}` : null;
    response.writeHead(200, { 'Content-Type': file.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8', ...(csp ? { 'Content-Security-Policy': csp } : {}) });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(r)) };
}
