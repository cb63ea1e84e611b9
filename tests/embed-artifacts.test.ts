/**
 * What partners' tools read: the Custom Elements Manifest and the TypeScript
 * declarations written next to the embed scripts.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
  members?: { name: string }[];
  cssProperties: { name: string }[];
}

const manifest = JSON.parse(readFileSync(join(dist, 'embed/custom-elements.json'), 'utf8')) as {
  schemaVersion: string;
  modules: { path: string; declarations: Declaration[]; exports: { kind: string; name: string }[] }[];
};
const declarations = manifest.modules.flatMap((m) => m.declarations);
const byTag = (tag: string) => declarations.find((d) => d.tagName === tag)!;

/** Type-checks a partner's TSX file against dist/embed/cairn.d.ts. */
function typeErrors(tsx: string, options: ts.CompilerOptions = {}): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-types-'));
  copyFileSync(join(dist, 'embed/cairn.d.ts'), join(dir, 'cairn.d.ts'));
  writeFileSync(join(dir, 'partner.tsx'), `import './cairn';\n${tsx}`);
  const program = ts.createProgram([join(dir, 'partner.tsx')], {
    strict: true,
    jsx: ts.JsxEmit.Preserve,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    ...options,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the Custom Elements Manifest', () => {
  it('describes all ten elements, each defined by embed/cairn.js', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(declarations.map((d) => d.tagName).sort()).toEqual(
      ['audience-cards', 'enquiry-form', 'faq', 'featured-projects', 'process-steps', 'services-grid', 'stats', 'success-stories', 'tech-strip', 'testimonials'].map((n) => `cairn-${n}`),
    );
    expect(manifest.modules[0]!.exports.every((e) => e.kind === 'custom-element-definition')).toBe(true);
  });

  it("lists the enquiry form's attributes, events and parts, and every theme property", () => {
    const form = byTag('cairn-enquiry-form');
    // No attribute decides where enquiries go: a script on the partner's page could set it.
    expect(form.attributes.map((a) => a.name)).toEqual(['partner-id', 'mode', 'launcher-label', 'prefill', 'context', 'capture-params', 'analytics', 'theme', 'test', 'lang']);
    expect(form.events.map((e) => e.name)).toEqual(['cairn-ready', 'cairn-open', 'cairn-close', 'cairn-enquiry-submit', 'cairn-enquiry-sent', 'cairn-enquiry-failed']);
    expect(form.members?.map((m) => m.name)).toEqual(['open', 'close']);
    expect(form.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['form', 'input', 'button']));
    expect(form.cssProperties.map((p) => p.name)).toContain('--cairn-brand');
    expect(byTag('cairn-services-grid').attributes.map((a) => a.name)).toEqual(['services', 'lang']);
  });
});

describe('the TypeScript declarations', () => {
  it("let a partner's TSX use the tags and their attributes", () => {
    expect(typeErrors('export const a = <cairn-enquiry-form partner-id="acme" mode="popup" test />;\nexport const b = <cairn-services-grid services="ai-ml" />;')).toEqual([]);
  });

  it('reject an attribute the element does not have', () => {
    expect(typeErrors('export const a = <cairn-services-grid colour="red" />;').join('\n')).toMatch(/colour/);
  });

  it('type the elements for querySelector and the events for listeners', () => {
    const code = `const form: HTMLElement | null = document.querySelector('cairn-enquiry-form');
void document.querySelector('cairn-enquiry-form')?.open();
document.addEventListener('cairn-enquiry-sent', (event) => { const detail: Record<string, unknown> = event.detail; void detail; });
export { form };`;
    expect(typeErrors(code)).toEqual([]);
  });

  it('compile where React is not installed, even with the declarations themselves checked', () => {
    expect(typeErrors("void document.querySelector('cairn-enquiry-form')?.open();", { skipLibCheck: false })).toEqual([]);
  });
});

describe("the embed's classes", () => {
  /** A script's class selectors, unescaped, and the class names its pre-rendered markup uses. */
  const classesOf = (file: string) => {
    const code = readFileSync(join(dist, 'embed', file), 'utf8');
    const styled = new Set([...code.matchAll(/\.((?:\\\\.|\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\\\?\\(.)/g, '$1').replace(/\\(.)/g, '$1')));
    const used = new Set(
      [...code.matchAll(/ class=\\?"([^"\\]*)/g)].flatMap(([, list]) => list!.replace(/&amp;/g, '&').split(/\s+/)).filter(Boolean),
    );
    return { styled, used };
  };

  it('each have a rule in the script that uses them: a class renamed in the styles is renamed in the markup', () => {
    for (const file of ['services-grid.js', 'cairn.js']) {
      const { styled, used } = classesOf(file);
      expect(used.size, file).toBeGreaterThan(20);
      // `group` marks a card for its children's rules; a widget's transitions are its colours' alone (build/styles.ts).
      const unstyled = [...used].filter((name) => !styled.has(name) && name !== 'group' && !/^transition-(shadow|transform)$/.test(name));
      expect(unstyled, file).toEqual([]);
    }
  });

  it('are short in the embed and on the hosted site (build/class-names.ts): in markup, styles and scripts alike', () => {
    const embed = readFileSync(join(dist, 'embed/services-grid.js'), 'utf8');
    expect(embed).not.toContain('justify-center');
    const page = readFileSync(join(dist, 'services.html'), 'utf8');
    expect(page).not.toContain('justify-center');
    const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts) expect(readFileSync(join(dist, 'assets', file), 'utf8'), file).not.toContain('justify-center');
  });

  it("on each hosted page, each have a rule in the page's styles: a class renamed in the styles is renamed in the markup", () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('embed'));
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const html = readFileSync(join(dist, file), 'utf8');
      const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join('\n');
      // A short name is `c` and base-36 digits, which CSS writes as they are.
      const styled = new Set([...css.matchAll(/\.(c[\da-z]+)(?![\w\\-])/g)].map(([, name]) => name!));
      const used = new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap(([, list]) => list!.split(/\s+/)));
      const short = [...used].filter((name) => /^c[\da-z]+$/.test(name));
      expect(short.length, file).toBeGreaterThan(50);
      expect(short.filter((name) => !styled.has(name)), file).toEqual([]);
    }
  });
});
