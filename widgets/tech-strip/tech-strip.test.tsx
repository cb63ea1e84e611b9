import { describe, expect, it } from 'vitest';
import { technologies } from '../content/technologies';
import { all, mount } from '../test-utils';
import './element';

describe('<cairn-tech-strip>', () => {
  it('draws about 25 logos twice so the strip loops, hiding the copy from screen readers', async () => {
    const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
    expect(technologies.length).toBeGreaterThanOrEqual(23);
    expect(technologies.length).toBeLessThanOrEqual(27);
    const lists = all(root, 'ul');
    expect(lists).toHaveLength(2);
    expect(all(lists[0]!, 'li')).toHaveLength(technologies.length);
    expect(all(lists[1]!, 'li')).toHaveLength(technologies.length);
    expect(lists[0]!.getAttribute('aria-hidden')).toBeNull();
    expect(lists[1]!.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws every logo from one sprite of our own, each by its name', async () => {
    const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
    const sources = all<HTMLImageElement>(root, 'img').map((img) => img.getAttribute('src')!);
    expect(new Set(sources.map((src) => src.split('#')[0]))).toEqual(new Set(['/assets/logos.svg']));
    expect(sources.slice(0, technologies.length)).toEqual(technologies.map((t) => `/assets/logos.svg#${t.logo}`));
  });
});
