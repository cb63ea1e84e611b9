import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Send } from 'lucide';
import { describe, expect, it } from 'vitest';
import { Glyph } from './icons';

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

function mountPoint() {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

describe('the React our widgets run on', () => {
  it('is preact without preact/compat where it ships (the "preact" project), React itself elsewhere', ({ task }) => {
    expect('Children' in React).toBe(task.file.projectName !== 'preact');
  });

  it('moves keyed items instead of redrawing them, renders on change and empties on unmount', async () => {
    const container = mountPoint();
    const root = createRoot(container);
    const List = ({ items }: { items: string[] }) => (
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
    root.render(<List items={['a', 'b', 'c']} />);
    await tick();
    const a = container.querySelector('li');
    root.render(<List items={['c', 'a', 'b']} />);
    await tick();
    expect(container.textContent).toBe('cab');
    expect(container.querySelectorAll('li')[1]).toBe(a);
    root.unmount();
    await tick();
    expect(container.childElementCount).toBe(0);
  });

  it('draws an icon with the same attributes under either, none of them camel-cased', async () => {
    const container = mountPoint();
    createRoot(container).render(<Glyph icon={Send} className="h-4 w-4" />);
    await tick();
    const svg = container.querySelector('svg')!;
    expect(svg.getAttributeNames().sort()).toEqual(['aria-hidden', 'class', 'fill', 'stroke', 'viewBox']);
    expect(svg.getAttribute('class')).toContain('[stroke-width:1.75]');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('hydrates served markup in place', async () => {
    const container = mountPoint();
    container.innerHTML = '<p><span>served</span></p>';
    const served = container.querySelector('span');
    hydrateRoot(
      container,
      <p>
        <span>served</span>
      </p>,
    );
    await tick();
    expect(container.querySelector('span')).toBe(served);
  });
});

describe('our widgets', () => {
  it("write no camel-cased SVG attribute, which preact's core would not translate", () => {
    const root = join(process.cwd(), 'widgets');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'));
    const camel = files.flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/\b(?:stroke|fill|clip|font|stop|text)[A-Z]\w*=/g)].map((m) => `${f}: ${m[0]}`));
    expect(camel).toEqual([]);
  });
});
