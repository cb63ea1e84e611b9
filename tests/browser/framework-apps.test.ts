/**
 * The framework proof, its types: the React 19 and Vue 3 example apps (examples/, Vue's
 * as a single-file component with a template) type-check strictly against
 * dist/embed/cairn.d.ts, and a misspelt method or attribute is an error. No browser is
 * needed. Built with Vite and run in Chromium, Firefox and WebKit: tests/engines/framework-apps.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const cairnDts = () => readFileSync(join(root, 'dist/embed/cairn.d.ts'), 'utf8');

const apps = [
  { name: 'React 19', dir: 'examples/react-app', entry: 'src/main.tsx', typo: { from: 'mode=', to: 'mdoe=', name: 'mdoe' } },
  // A single-file component, checked by vue-tsc. Vue's tools leave a custom element's attributes in a template unchecked: no attribute typo here.
  { name: 'Vue 3', dir: 'examples/vue-app', entry: 'src/App.vue', typo: null },
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
  });
}
