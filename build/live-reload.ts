/**
 * The live preview's link to open pages (`npm run dev` only; never in what the build writes).
 * Every served page gets one script, `/__dev/live.js`, from the site's own origin, so the
 * production CSP (`script-src 'self'`) allows it. It listens to `/__dev/events` (Server-Sent
 * Events): `reload` after a good rebuild, `problem` with what is wrong after a broken save,
 * shown over the page until the next good save reloads it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const SCRIPT = '/__dev/live.js';
const EVENTS = '/__dev/events';

/** Runs in the page: no framework, no inline styles in markup (CSP), only the DOM's style properties. */
const client = `(() => {
  const events = new EventSource(${JSON.stringify(EVENTS)});
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('problem', (event) => {
    let box = document.getElementById('cairn-dev-problem');
    if (!box) {
      box = document.createElement('pre');
      box.id = 'cairn-dev-problem';
      box.setAttribute('role', 'alert');
      Object.assign(box.style, {
        position: 'fixed', inset: 'auto 1rem 1rem 1rem', zIndex: '2147483647', maxHeight: '60vh', overflow: 'auto', margin: '0',
        padding: '1rem 1.25rem', background: '#1e1b1b', color: '#fecaca', border: '2px solid #f87171', borderRadius: '0.5rem',
        font: '14px/1.5 ui-monospace, monospace', whiteSpace: 'pre-wrap', boxShadow: '0 10px 30px rgba(0,0,0,.4)',
      });
      document.body.append(box);
    }
    box.textContent = 'Not published: the preview shows the last good version.\\n\\n' + JSON.parse(event.data);
  });
})();
`;

export interface LiveReload {
  /** Answers the preview's own requests; false for every other request. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** A page with the preview's script in it. */
  page(html: string): string;
  reload(): void;
  /** Shows `message` over every open page (and pages opened later) until the next reload. */
  problem(message: string): void;
}

export function liveReload(): LiveReload {
  const listeners = new Set<ServerResponse>();
  let current: string | null = null;
  const send = (event: string, data: unknown) => {
    for (const listener of listeners) listener.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    handle(request, response) {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path === SCRIPT) {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(client);
        return true;
      }
      if (path !== EVENTS) return false;
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      listeners.add(response);
      if (current) response.write(`event: problem\ndata: ${JSON.stringify(current)}\n\n`);
      request.on('close', () => listeners.delete(response));
      return true;
    },
    page: (html) => html.replace('</head>', `<script type="module" src="${SCRIPT}"></script>\n</head>`),
    reload() {
      current = null;
      send('reload', '');
    },
    problem(message) {
      current = message;
      send('problem', message);
    },
  };
}
