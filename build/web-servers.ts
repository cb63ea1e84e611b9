/**
 * Real nginx and Caddy in front of dist/, with the shipped configurations
 * (deploy/nginx.conf, deploy/Caddyfile) changed only in their port and root, on free
 * loopback ports, as the current user, everything they write in a temporary folder.
 * For tests/browser/static-hosts.test.ts and `npm run bench` (`/` as nginx sends it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const dist = join(root, 'dist');
export const shipped = (file: 'nginx.conf' | 'Caddyfile') => readFileSync(join(root, 'deploy', file), 'utf8');

// Debian's packages (build/ensure-system-packages.sh): /usr/sbin is not on every user's PATH.
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const caddyBinary = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export interface WebServer {
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now (the server binds it a moment later: free ports are what CI has). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a server on a free port; again on another, should the port be taken in between (CI machines run other things). */
async function onFreePort(start: (port: number) => Promise<WebServer>): Promise<WebServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt === 3 || !/address already in use/i.test(String(error))) throw error;
    }
  }
}

/** Replaces what `pattern` matches, and insists it matched: a config that changed shape must fail loudly. */
function replaceOnce(text: string, pattern: RegExp, by: string): string {
  if (!pattern.test(text)) throw new Error(`the configuration no longer has ${pattern}`);
  return text.replace(pattern, by);
}

/** Starts `command` and resolves once `url` answers; rejects with the server's output (and `log`) if it exits first. */
async function run(command: string, args: string[], url: string, { env = process.env, log }: { env?: NodeJS.ProcessEnv; log?: string } = {}): Promise<WebServer> {
  const child: ChildProcess = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const output = () => printed + (log && existsSync(log) ? readFileSync(log, 'utf8') : '');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the test run end early, the server goes with it.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${command} did not answer at ${url} within 15 s:\n${output()}`);
    }
    const up = await fetch(url, { redirect: 'manual' }).then(() => true, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      process.off('exit', stopOnExit);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * nginx with a `server {}` block (deploy/nginx.conf, or a test's own), wrapped in the main
 * context and `http {}` a distribution's nginx.conf provides, with Debian's mime.types.
 */
export const startNginx = (serverBlock = shipped('nginx.conf')) => onFreePort((port) => {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-nginx-'));
  // Every `listen` becomes one, on the loopback port (CI machines may have no IPv6).
  let server = replaceOnce(serverBlock, /^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`).replace(/^\s*listen (?!127\.0\.0\.1:).*;\n/gm, '');
  server = replaceOnce(server, /^(\s*)root \S+;$/m, `$1root ${dist};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => {
    mkdirSync(join(dir, kind));
    return `    ${kind}_temp_path ${join(dir, kind)};`;
  });
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // deploy/nginx.conf's brotli_static, from Debian's package (its own nginx.conf loads it from modules-enabled/).
      'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
      // One process, no workers: it runs as whoever runs the tests, and one signal stops it.
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    access_log off;',
      ...temp,
      server,
      '}',
    ].join('\n'),
  );
  const log = join(dir, 'error.log');
  return run(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', log], `http://127.0.0.1:${port}`, { log });
});

/** Caddy with deploy/Caddyfile, after global options for a test: plain http on the loopback, no admin endpoint. */
export const startCaddy = (caddyfile = shipped('Caddyfile')) => onFreePort((port) => {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-caddy-'));
  let site = replaceOnce(caddyfile, /^[\w.-]+ \{$/m, `http://127.0.0.1:${port} {`);
  site = replaceOnce(site, /^(\s*)root \* \S+$/m, `$1root * ${dist}`);
  writeFileSync(join(dir, 'Caddyfile'), `{\n\tadmin off\n\tauto_https off\n\tdefault_bind 127.0.0.1\n}\n\n${site}`);
  // Caddy keeps its data under $HOME (XDG): here, the temporary folder.
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
  return run(caddyBinary, ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], `http://127.0.0.1:${port}`, { env });
});
