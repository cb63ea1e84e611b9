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

  it('loads each logo from our own images', async () => {
    const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
    for (const img of all<HTMLImageElement>(root, 'img')) expect(img.getAttribute('src')).toMatch(/^\/images\/logos\/[a-z0-9]+\.svg$/);
  });
});
