/**
 * Serves dist/ (the built site, its headers and the local outbox) on two
 * loopback origins: the site, and a "partner" origin for the embed tests.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serve } from '../../build/serve';
import { servePartner } from '../../build/partner-server';

const root = new URL('../..', import.meta.url).pathname;

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    partnerUrl: string;
    outboxFile: string;
    profilesDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const outboxFile = join(mkdtempSync(join(tmpdir(), 'cairn-outbox-')), 'enquiries.jsonl');
  const profilesDir = mkdtempSync(join(tmpdir(), 'cairn-profiles-'));
  const site = await serve({ dist, port: 0, outboxFile });
  const siteAddress = site.address();
  if (!siteAddress || typeof siteAddress === 'string') throw new Error('no address');
  const siteUrl = `http://127.0.0.1:${siteAddress.port}`;
  const partner = await servePartner({ siteUrl, dir: join(root, 'tests/browser/partner') });
  project.provide('siteUrl', siteUrl);
  project.provide('partnerUrl', partner.url);
  project.provide('outboxFile', outboxFile);
  project.provide('profilesDir', profilesDir);
  return async () => {
    await new Promise((r) => site.close(r));
    await partner.close();
    // The browsers' processes ended with their worker's (tests/browser/browser.ts); a profile can take a while to remove.
    rmSync(profilesDir, { recursive: true, force: true, maxRetries: 5 });
  };
}
