import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classCandidates, compileClasses, inheritedLineHeights, keepRules, registerVariables, renderedTags, resetsFor, siteWidgetCss, widgetCss } from './styles';
import { compileSiteStyles, root, siteClassNames } from './widget-styles';

describe('inheritedLineHeights', () => {
  it("leaves a text size's line height to inheritance inside shadow roots only, before any leading-* class can win", () => {
    const css = '.text-lg{font-size:1.125rem;line-height:1.75rem}.leading-relaxed{line-height:1.625}@media (min-width:40em){.sm\\:text-sm{font-size:.875rem;line-height:1.25rem}}';
    expect(inheritedLineHeights(css)).toBe(
      '.text-lg{font-size:1.125rem;line-height:1.75rem}:host :where(.text-lg){line-height:inherit}.leading-relaxed{line-height:1.625}' +
        '@media (min-width:40em){.sm\\:text-sm{font-size:.875rem;line-height:1.25rem}:host :where(.sm\\:text-sm){line-height:inherit}}',
    );
  });
});

describe('element resets in an embed', () => {
  it('keep only the selectors of elements the widget renders, and every selector that names no element', () => {
    const css = 'h1,h2,p,ul{margin:0}ul,ol{list-style:none}a{color:inherit}[hidden]{display:none!important}@media (prefers-reduced-motion:reduce){*,::before{animation-duration:.01ms}}input::placeholder,textarea::placeholder{opacity:1}';
    expect(resetsFor(css, new Set(['h2', 'p', 'textarea']))).toBe(
      'h2,p{margin:0}[hidden]{display:none!important}@media (prefers-reduced-motion:reduce){*,::before{animation-duration:.01ms}}textarea::placeholder{opacity:1}',
    );
  });

  it('find the elements in JSX and in createElement and createElementNS calls, and give a widget without controls no control resets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'widget-'));
    writeFileSync(join(dir, 'a.tsx'), "export const A = () => <article><h3>Title</h3><a href='/x'>More</a></article>;");
    writeFileSync(join(dir, 'b.ts'), "const close = document.createElement('button');\nconst icon = document.createElementNS(ns, 'svg');");
    expect([...renderedTags([join(dir, 'a.tsx'), join(dir, 'b.ts')])].sort()).toEqual(['a', 'article', 'button', 'h3', 'svg']);
    const css = widgetCss([join(dir, 'a.tsx')]);
    expect(css).toContain('h3{margin:0}');
    expect(css).toContain('a{color:inherit;text-decoration:inherit}');
    expect(css).not.toMatch(/\b(button|input|textarea|img|video|blockquote)\b[^{]*\{/);
    rmSync(dir, { recursive: true });
  });
});

describe("a widget's breakpoints", () => {
  it("are its own width's on a partner's page (container queries on its root, which keeps a width where the page gives it none), the window's on our site", () => {
    const dir = mkdtempSync(join(tmpdir(), 'widget-'));
    writeFileSync(join(dir, 'a.tsx'), "export const A = () => <ul className='grid sm:grid-cols-2 xl:grid-cols-4 min-[22em]:gap-4' />;");
    writeFileSync(join(dir, 'b.tsx'), "export const B = () => <ul className='grid gap-4' />;");
    const embed = widgetCss([join(dir, 'a.tsx')]);
    expect(embed).toContain('.cairn-root{container-type:inline-size;contain-intrinsic-inline-size:min(20em,70vw)}');
    expect(embed).toContain('@container (min-width:22em){.min-\\[22em\\]\\:gap-4{');
    expect(embed).toMatch(/@container \(min-width:40em\)\{\.sm\\:grid-cols-2\{[^}]*\}\}@container \(min-width:80em\)\{\.xl\\:grid-cols-4\{/);
    expect(embed).not.toContain('@media (min-width');
    const site = siteWidgetCss([join(dir, 'a.tsx')]);
    expect(site).toMatch(/@media \(min-width:40em\)\{\.sm\\:grid-cols-2\{/);
    expect(site).not.toContain('@container');
    // A widget with no breakpoint is no container, nor is one that names its own.
    expect(widgetCss([join(dir, 'b.tsx')])).not.toContain('container-type');
    writeFileSync(join(dir, 'c.tsx'), "export const C = () => <dialog className='[container-type:inline-size]'><ul className='md:grid-cols-3' /></dialog>;");
    expect(widgetCss([join(dir, 'c.tsx')])).not.toContain('.cairn-root{container-type');
    rmSync(dir, { recursive: true });
  });
});

describe("the hosted site's twind variables, registered by the page", () => {
  const page = '*,::before,::after{--tw-ring-shadow:0 0 #0000;--tw-blur:var(--tw-empty,/*!*/ /*!*/)}.shadow{box-shadow:var(--tw-ring-shadow)}.blur{filter:var(--tw-blur)}';
  const widget = ':host{display:block}*,::before,::after{--tw-shadow:0 0 #0000}.card{box-shadow:var(--tw-shadow)}';

  it('registers each variable once in the page, not inherited, with the default every element was given', () => {
    const { page: registered } = registerVariables({ page, widgets: { card: widget } });
    expect(registered.split('\n')[0]).toBe(
      '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it('takes the resets off every element, in the page and in each shadow root, and reads an empty default with an empty fallback', () => {
    const { page: registered, widgets } = registerVariables({ page, widgets: { card: widget } });
    expect(registered.split('\n')[1]).toBe('.shadow{box-shadow:var(--tw-ring-shadow)}.blur{filter:var(--tw-blur,)}');
    expect(widgets).toEqual({ card: ':host{display:block}.card{box-shadow:var(--tw-shadow)}' });
  });

  it('leaves every other rule on every element as it was', () => {
    const motion = '@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important}}';
    expect(registerVariables({ page: motion, widgets: {} }).page).toBe(`\n${motion}`);
  });

  it('stops the build where two styles would give one variable two defaults', () => {
    expect(() => registerVariables({ page, widgets: { card: '*,::before,::after{--tw-ring-shadow:0 0 red}' } })).toThrow('twind resets --tw-ring-shadow to both 0 0 #0000 and 0 0 red');
  });
});

/** Compiling the hosted site's styles (twind, once per screen for its widgets) takes seconds on a slow machine. */
const COMPILING = 30_000;

describe("the hosted site's styles", () => {
  it('reset no twind variable on every element, in the page or in any widget, and the page registers each one they read', () => {
    const { pages, widgets: placed } = compileSiteStyles();
    const widgets = Object.fromEntries(Object.entries(placed).map(([screen, { css }]) => [`widgets of ${screen}`, css]));
    expect(Object.keys(pages).length).toBeGreaterThan(5);
    for (const [where, css] of Object.entries({ ...pages, ...widgets })) expect(css, where).not.toMatch(/\*,::before,::after\{--tw-/);
    // Read where a property takes its value (`box-shadow:var(--tw-ring-shadow)…`), not inside another variable's.
    const read = new Set(
      [...Object.values(pages), ...Object.values(widgets)].flatMap((css) => [...css.matchAll(/[{;][a-z][a-z-]*:([^;}]*)/g)].flatMap(([, value]) => [...value!.matchAll(/var\((--tw-[\w-]+)/g)].map(([, name]) => name!))),
    );
    // Variables some class sets before another reads them (`--tw-ring-color`) need no default.
    const setByAClass = new Set([...Object.values(pages), ...Object.values(widgets)].flatMap((css) => [...css.matchAll(/[{;](--tw-[\w-]+):/g)].map(([, name]) => name!)));
    // Every page: any widget may be on it.
    for (const [screen, page] of Object.entries(pages)) {
      const registered = new Set([...page.matchAll(/@property (--tw-[\w-]+)\{/g)].map(([, name]) => name!));
      expect([...read].filter((name) => !registered.has(name) && !setByAClass.has(name)), screen).toEqual([]);
      expect(registered.size).toBeGreaterThan(0);
    }
  }, COMPILING);

  it('set text in two weights, regular and semibold, in the page and in every widget: each weight more is a font to set up before the first layout', () => {
    const { pages, widgets } = compileSiteStyles();
    const weights = new Set([...Object.values(pages), ...Object.values(widgets).map(({ css }) => css)].flatMap((css) => [...css.matchAll(/font-weight:([^;}]+)/g)].map(([, weight]) => weight!)));
    expect(weights).toContain('600');
    expect([...weights].filter((weight) => !['400', '600', 'inherit'].includes(weight))).toEqual([]);
  }, COMPILING);

  it('make no style of a third weight class (font-medium, font-bold), in the page or in an embed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'weights-'));
    try {
      const file = join(dir, 'heading.tsx');
      writeFileSync(file, 'export const Heading = () => <h1 className="font-medium font-bold font-semibold">Title</h1>;');
      // (An embed's element resets give its headings `font-weight:inherit`.)
      for (const css of [compileClasses([file]), widgetCss([file])]) expect([...css.matchAll(/font-weight:([^;}]+)/g)].map(([, weight]) => weight).filter((weight) => weight !== 'inherit')).toEqual(['600']);
    } finally {
      rmSync(dir, { recursive: true });
    }
  }, COMPILING);
});

describe('classCandidates', () => {
  it("reads every string outside comments: a glob's /* opens no comment, an apostrophe in a comment opens no string", () => {
    const dir = mkdtempSync(join(tmpdir(), 'candidates-'));
    try {
      const file = join(dir, 'screen.tsx');
      writeFileSync(
        file,
        [
          "const files = import.meta.glob('/public/images/*.svg'); // the visitor's pictures",
          'export const Heading = () => <h1 className="text-4xl font-bold">Title</h1>; // https://example.com',
          '/* the heading\'s size */',
          'const hidden = 1; // "not-a-class"',
          "/** more */ const after = 'aspect-[4/3] h-auto';",
        ].join('\n'),
      );
      const candidates = classCandidates([file]);
      for (const name of ['text-4xl', 'font-bold', 'aspect-[4/3]', 'h-auto']) expect(candidates).toContain(name);
      for (const name of ["heading's", 'not-a-class', 'pictures']) expect(candidates).not.toContain(name);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('keepRules', () => {
  it("keeps the rules a page can use: each selector whose every class it keeps, every rule that names no class, and no empty @media", () => {
    const css =
      '.a{color:red}.a,.b{margin:0}.b .a{padding:0}@media (min-width:40em){.b{top:0}}@media (min-width:48em){.a{top:0}}' +
      'h1{margin:0}:root{--x:1}.\\32 xl\\:c{left:0}@property --tw-x{syntax:"*";inherits:false}@keyframes m{from{top:0}to{top:1px}}';
    expect(keepRules(css, (name) => ['a', '2xl:c'].includes(name))).toBe(
      '.a{color:red}.a{margin:0}@media (min-width:48em){.a{top:0}}h1{margin:0}:root{--x:1}.\\32 xl\\:c{left:0}@property --tw-x{syntax:"*";inherits:false}@keyframes m{from{top:0}to{top:1px}}',
    );
  });
});

describe("each screen's page styles", () => {
  it("carry the rules of the classes its own code uses, and not those of another screen's alone", () => {
    const { pages } = compileSiteStyles();
    const { names } = siteClassNames();
    const screens = join(root, 'host/screens');
    const layout = readdirSync(join(root, 'host'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('screens/') && !/\.test\./.test(file))
      .map((file) => join(root, 'host', file));
    const home = classCandidates([...layout, join(screens, 'home.tsx')]);
    // Classes only the partners screen writes: in its styles, not in the home page's.
    const partnersOnly = [...classCandidates([join(screens, 'partners.tsx')])].filter((name) => !home.has(name) && names.has(name)).map((name) => names.get(name)!);
    expect(partnersOnly.length).toBeGreaterThan(3);
    const selects = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
    expect(partnersOnly.filter((name) => !selects(pages.partners!, name))).toEqual([]);
    expect(partnersOnly.filter((name) => selects(pages.home!, name))).toEqual([]);
    // And the home screen's own are in its page.
    const homeOnly = [...classCandidates([join(screens, 'home.tsx')])].filter((name) => names.has(name)).map((name) => names.get(name)!);
    expect(homeOnly.filter((name) => !selects(pages.home!, name))).toEqual([]);
  }, COMPILING);
});
