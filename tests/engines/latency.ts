/**
 * A slow network in front of our site, the same in every engine (only
 * Chromium's protocol can throttle by itself): an HTTP proxy on its own
 * origin that answers each request `ms` late (with `only`, the requests whose path it matches;
 * the others at once: one script arriving late).
 */
import { createServer, request as forward } from 'node:http';

export async function slowSite(siteUrl: string, ms: number, { only }: { only?: RegExp } = {}) {
  const target = new URL(siteUrl);
  const server = createServer((incoming, outgoing) => {
    const late = !only || only.test(new URL(incoming.url ?? '/', siteUrl).pathname);
    setTimeout(() => {
      const upstream = forward({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    }, late ? ms : 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
