/**
 * A slow network in front of our site, the same in every engine (only
 * Chromium's protocol can throttle by itself): an HTTP proxy on its own
 * origin in front of our site, which decides when each request goes on.
 */
import { createServer, request as forward } from 'node:http';

/** When a request for `path` goes on to the site: once the promise settles, or never ('refuse': its connection is dropped). */
type Gate = (path: string) => Promise<void> | 'refuse';

async function proxy(siteUrl: string, gate: Gate) {
  const target = new URL(siteUrl);
  const server = createServer((incoming, outgoing) => {
    const when = gate(new URL(incoming.url ?? '/', siteUrl).pathname);
    if (when === 'refuse') return void incoming.socket.destroy();
    void when.then(() => {
      const upstream = forward({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Our site with every answer `ms` late (with `only`, the answers to the paths it matches; the others at once: one
 * script arriving late). With `refuse`, the requests whose path it matches are never answered: their connection is
 * dropped, as a flaky network or a blocker drops a file.
 */
export const slowSite = (siteUrl: string, ms: number, { only, refuse }: { only?: RegExp; refuse?: RegExp } = {}) =>
  proxy(siteUrl, (path) => (refuse?.test(path) ? 'refuse' : new Promise((resolve) => setTimeout(resolve, !only || only.test(path) ? ms : 0))));

/** Our site with the answers to the paths `held` matches kept back until `release()`: a script that arrives when the test says. */
export async function heldSite(siteUrl: string, held: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { ...(await proxy(siteUrl, (path) => (held.test(path) ? released : Promise.resolve()))), release };
}
