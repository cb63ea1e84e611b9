/**
 * The React 19 and Vue 3 example apps (examples/), built with Vite and run in
 * Chromium, Firefox and WebKit on a partner's origin under the documented CSP:
 * the app's button calls open(), and the app renders what the form's events
 * tell it. (Their type checks against cairn.d.ts, no browser needed:
 * tests/browser/framework-apps.test.ts.)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePartner } from '../../build/partner-server';
import { siteUrl } from '../browser/browser';
import { sentFrom } from '../browser/enquiry-helpers';
import { ENGINES, useEngine } from './engines';
import { DESKTOP, control, waitFor } from './visitor-helpers';

const root = new URL('../..', import.meta.url).pathname;

const apps = [
  { name: 'React 19', dir: 'examples/react-app', mount: '#root', partnerId: 'acme-react', context: 'plan=pro&source=react-app' },
  { name: 'Vue 3', dir: 'examples/vue-app', mount: '#app', partnerId: 'acme-vue', context: 'plan=pro&source=vue-app' },
];

/** Builds the app for production with our test site as VITE_CAIRN_ORIGIN, into a fresh folder. */
async function buildApp(dir: string) {
  const outDir = mkdtempSync(join(tmpdir(), 'cairn-app-'));
  const saved = { VITE_CAIRN_ORIGIN: process.env.VITE_CAIRN_ORIGIN, NODE_ENV: process.env.NODE_ENV };
  // Vite takes VITE_* from the environment, and bundles React's production build only if NODE_ENV (vitest: 'test') says so.
  Object.assign(process.env, { VITE_CAIRN_ORIGIN: siteUrl(), NODE_ENV: 'production' });
  try {
    await build({ root: join(root, dir), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return outDir;
}

/** Each app built once and served from a partner origin of its own, for all three engines. */
const served = new Map<string, string>();
const servers: { close: () => Promise<unknown> }[] = [];
beforeAll(async () => {
  for (const app of apps) {
    const outDir = await buildApp(app.dir);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(`<script type="module" src="${siteUrl()}/embed/cairn.js"></script>`);
    const server = await servePartner({ siteUrl: siteUrl(), dir: outDir });
    servers.push(server);
    served.set(app.name, server.url);
  }
}, 120_000);
afterAll(() => Promise.all(servers.map((s) => s.close())));

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    for (const app of apps)
      it(`runs the ${app.name} example: its button opens the form through open(), and it renders the ready and sent events, under the partner CSP`, async () => {
        const visitor = await browser.open(DESKTOP);
        try {
          await visitor.goto(`${served.get(app.name)}/?csp=documented`);
          const status = () => visitor.on(`${app.mount} #app-status`, (el) => el?.textContent?.trim());
          const button = `${app.mount} button`;
          // Enabled, and 'ready' said, only once the app heard cairn-ready.
          await waitFor(status, 'The form is ready.');
          expect(await visitor.on(button, (b) => ({ text: b!.textContent!.trim(), disabled: (b as HTMLButtonElement).disabled }))).toEqual({ text: 'Talk to Cairn', disabled: false });
          await visitor.click(button);
          await waitFor(() => visitor.evaluate(() => document.querySelector('cairn-enquiry-form')?.shadowRoot?.querySelector('dialog')?.matches(':modal') ?? false), true);
          const form = ['cairn-enquiry-form'];
          const email = `${app.partnerId}-${engine}@example.com`;
          for (const [name, text] of [['name', 'Ada Lovelace'], ['email', email], ['description', `A dashboard for our ${app.name} app.`]] as const) {
            await visitor.click(control(form, name));
            await visitor.type(text);
          }
          await visitor.click(control(form, 'submit'));
          await waitFor(status, `Thanks, sent! (partner ${app.partnerId})`);
          expect(sentFrom(email)).toHaveLength(1);
          expect(sentFrom(email)[0]!.body.template_params).toMatchObject({ from_name: 'Ada Lovelace', partner_id: app.partnerId, context: app.context });
          expect(await visitor.errors()).toEqual([]);
        } finally {
          await visitor.close();
        }
      });
  });
