/**
 * The framework proof: the React 19 and Vue 3 example apps (examples/, Vue's as a
 * single-file component with a template), type-checked strictly against dist/embed/cairn.d.ts, built with Vite and run in Chromium on a
 * partner's origin under the documented CSP: the app's button calls open(), and the
 * app renders what the form's events tell it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { servePartner } from '../../build/partner-server';
import { DESKTOP, openPage, siteUrl, useBrowser } from './browser';
import { sentFrom } from './enquiry-helpers';

useBrowser();

const root = new URL('../..', import.meta.url).pathname;
const cairnDts = () => readFileSync(join(root, 'dist/embed/cairn.d.ts'), 'utf8');

const apps = [
  { name: 'React 19', dir: 'examples/react-app', entry: 'src/main.tsx', mount: '#root', partnerId: 'acme-react', context: 'plan=pro&source=react-app', typo: { from: 'mode=', to: 'mdoe=', name: 'mdoe' } },
  // A single-file component, checked by vue-tsc. Vue's tools leave a custom element's attributes in a template unchecked: no attribute typo here.
  { name: 'Vue 3', dir: 'examples/vue-app', entry: 'src/App.vue', mount: '#app', partnerId: 'acme-vue', context: 'plan=pro&source=vue-app', typo: null },
];
type App = (typeof apps)[number];

/** Parsed files, shared by every program this file builds: parsing lib.dom.d.ts and the frameworks' types once saves seconds. */
const parsed = new Map<string, ts.SourceFile>();

/**
 * Type-checks a Vue app as its developers do, with vue-tsc (templates and all), on a copy: its sources,
 * cairn.d.ts as our site serves it, and its entry's source as given. The copy sits under node_modules/.cache,
 * where 'vue' resolves as it does for the app.
 */
function vueTypeErrors(app: App, entrySource: string): string[] {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const copy = mkdtempSync(join(root, 'node_modules/.cache/vue-app-'));
  try {
    cpSync(join(root, app.dir), copy, { recursive: true, filter: (file) => !file.includes('node_modules') });
    writeFileSync(join(copy, 'src/cairn.d.ts'), cairnDts());
    writeFileSync(join(copy, app.entry), entrySource);
    const run = spawnSync(process.execPath, [join(root, 'node_modules/vue-tsc/bin/vue-tsc.js'), '--noEmit', '-p', join(copy, 'tsconfig.json')], { encoding: 'utf8' });
    return run.status === 0 ? [] : (run.stdout + run.stderr).split('\n').filter((line) => line.includes('error TS'));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Type-checks the app with its own tsconfig, src/cairn.d.ts as our site serves it, and its entry's source as given. */
function typeErrors(app: App, entrySource: string): string[] {
  if (app.entry.endsWith('.vue')) return vueTypeErrors(app, entrySource);
  const dir = join(root, app.dir);
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  })!;
  expect(config.options.strict).toBe(true);
  // The app's cairn.d.ts is git-ignored (partners download theirs): this run's copy stands in.
  const files = new Map([
    [join(dir, 'src/cairn.d.ts'), cairnDts()],
    [join(dir, app.entry), entrySource],
  ]);
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.getSourceFile = (file, language) => {
    const text = host.readFile(file);
    if (text === undefined) return undefined;
    const cached = parsed.get(file);
    if (cached?.text === text) return cached;
    const sourceFile = ts.createSourceFile(file, text, language);
    parsed.set(file, sourceFile);
    return sourceFile;
  };
  const program = ts.createProgram({ rootNames: [...new Set([...config.fileNames, ...files.keys()])], options: config.options, host });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Builds the app for production with our test site as VITE_CAIRN_ORIGIN, into a fresh folder. */
async function buildApp(app: App) {
  const outDir = mkdtempSync(join(tmpdir(), 'cairn-app-'));
  const saved = { VITE_CAIRN_ORIGIN: process.env.VITE_CAIRN_ORIGIN, NODE_ENV: process.env.NODE_ENV };
  // Vite takes VITE_* from the environment, and bundles React's production build only if NODE_ENV (vitest: 'test') says so.
  Object.assign(process.env, { VITE_CAIRN_ORIGIN: siteUrl(), NODE_ENV: 'production' });
  try {
    await build({ root: join(root, app.dir), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return outDir;
}

const servers: { close: () => Promise<unknown> }[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

for (const app of apps) {
  describe(`the ${app.name} example app`, () => {
    const source = () => readFileSync(join(root, app.dir, app.entry), 'utf8');

    it('type-checks in strict mode against cairn.d.ts, and a method or attribute the element lacks is an error', () => {
      expect(typeErrors(app, source())).toEqual([]);
      const misspelt = (from: string, to: string) => {
        expect(source()).toContain(from);
        return typeErrors(app, source().replace(from, to)).join('\n');
      };
      expect(misspelt('.open()', '.opne()')).toMatch(/Property 'opne' does not exist on type 'CairnEnquiryFormElement'/);
      if (app.typo) expect(misspelt(app.typo.from, app.typo.to)).toContain(`'${app.typo.name}'`);
    });

    it('opens the form with its button through open(), and renders the ready and sent events, under the partner CSP', async () => {
      const outDir = await buildApp(app);
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      expect(html).toContain(`<script type="module" src="${siteUrl()}/embed/cairn.js"></script>`);
      const server = await servePartner({ siteUrl: siteUrl(), dir: outDir });
      servers.push(server);

      const page = await openPage(DESKTOP);
      const response = await page.goto(`${server.url}/?csp=documented`);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' /);
      const status = page.locator(`${app.mount} #app-status`);
      const button = page.locator(app.mount).getByRole('button', { name: 'Talk to Cairn' });
      // Enabled, and 'ready' said, only once the app heard cairn-ready.
      await expect.poll(() => status.innerText()).toBe('The form is ready.');
      expect(await button.isEnabled()).toBe(true);
      await button.click();
      const dialog = page.locator('cairn-enquiry-form dialog');
      await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);

      const form = page.locator('cairn-enquiry-form');
      const email = `${app.partnerId}@example.com`;
      await form.getByLabel('Full Name').fill('Ada Lovelace');
      await form.getByLabel('Email Address').fill(email);
      await form.getByLabel('Project Description').fill(`A dashboard for our ${app.name} app.`);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => status.innerText()).toBe(`Thanks, sent! (partner ${app.partnerId})`);

      const sent = sentFrom(email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body.template_params).toMatchObject({ from_name: 'Ada Lovelace', partner_id: app.partnerId, context: app.context });
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  });
}
