/**
 * The shipped server configurations, as files: each is one block a deployer drops in, it
 * carries every header dist/_headers has, and it is what `npm run deploy-configs` writes.
 * (tests/browser/static-hosts.test.ts runs them in real nginx and Caddy.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caddyfile, nginxConf } from '../build/deploy-configs';
import { parseHeaders } from '../build/serve';

const root = new URL('..', import.meta.url).pathname;
const nginx = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
const caddy = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8');
const headers = parseHeaders(readFileSync(join(root, 'dist/_headers'), 'utf8')).flatMap((rule) => rule.headers);

/** The lines that are not comments. */
const code = (text: string) => text.split('\n').filter((line) => !line.trim().startsWith('#'));

describe('deploy/nginx.conf', () => {
  it('is a map of the pages\' policies and one server {} block, and includes no other file', () => {
    expect(code(nginx).filter((line) => /^\S/.test(line))).toEqual(['map $uri $content_security_policy {', '}', 'server {', '}']);
    expect(nginx).not.toMatch(/^\s*include\b/m);
  });

  it('sends every header of dist/_headers, with its value, on every response code (the policy, where no page has its own)', () => {
    expect(headers.length).toBeGreaterThan(10);
    for (const [name, value] of headers) {
      if (name === 'Content-Security-Policy') {
        expect(nginx).toContain(`    default "${value}";`);
        expect(nginx).toContain('add_header Content-Security-Policy $content_security_policy always;');
        continue;
      }
      // nginx gives a type as the file's type; a Content-Type added beside it would be a second one.
      expect(nginx, name).toContain(name === 'Content-Type' ? `default_type "${value}";` : `add_header ${name} "${value}" always;`);
    }
    expect(nginx).not.toContain('add_header Content-Type');
  });

  it('is what `npm run deploy-configs` writes', () => {
    expect(nginx).toBe(nginxConf());
  });
});

describe('deploy/Caddyfile', () => {
  it('is one site block that imports no other file', () => {
    expect(code(caddy).filter((line) => /^\S/.test(line))).toEqual(['cairnsoftware.co.uk {', '}']);
    expect(caddy).not.toMatch(/^\s*import\b/m);
  });

  it('sends every header of dist/_headers, with its value', () => {
    for (const [name, value] of headers) expect(caddy, name).toContain(`${name} "${value}"`);
  });

  it('is what `npm run deploy-configs` writes', () => {
    expect(caddy).toBe(caddyfile());
  });
});
