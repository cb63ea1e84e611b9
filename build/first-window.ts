/**
 * What a server sends for one request, counted on the wire: the status line and headers, then the body as it comes
 * (compressed, and chunked if the server chunks it). A browser's request, over HTTP/1.1 in plain text: the headers
 * as the deploy configurations write them, before TLS or HTTP/2 framing change their size a little either way.
 * `npm run bench` and tests/browser/static-hosts.test.ts ask it how `/` fits the first window (build/budgets.ts).
 */
import { connect } from 'node:net';

export interface ResponseBytes {
  /** The status line and the headers, to the blank line that ends them. */
  headers: number;
  body: number;
  total: number;
  /** The response's headers, lower-cased names. */
  sent: Record<string, string>;
  /** The body as the server encoded it (brotli, say), without the chunks' framing. */
  content: Buffer;
}

/** A chunked body's content (RFC 9112, 7.1): each chunk's size in hex, its bytes, to the chunk of size 0. */
function unchunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; ; ) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Chromium's Accept-Encoding. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export function responseBytes(url: string): Promise<ResponseBytes> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port || 80), hostname);
    const received: Buffer[] = [];
    socket.on('connect', () =>
      socket.write(
        [
          `GET ${pathname}${search} HTTP/1.1`,
          `Host: ${hostname}${port ? `:${port}` : ''}`,
          'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          `Accept-Encoding: ${BROWSER_ENCODINGS}`,
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      ),
    );
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(received);
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`${url}: no end of headers in ${response.length} bytes`));
      const headers = end + 4;
      const sent = Object.fromEntries(
        response
          .subarray(0, end)
          .toString('latin1')
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = response.subarray(headers);
      resolve({ headers, body: body.length, total: response.length, sent, content: sent['transfer-encoding'] === 'chunked' ? unchunked(body) : body });
    });
  });
}
