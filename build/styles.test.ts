import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inheritedLineHeights, renderedTags, resetsFor, widgetCss } from './styles';

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
