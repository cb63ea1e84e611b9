import { describe, expect, it } from 'vitest';
import { all, mount, text } from '../test-utils';
import './element';

describe('<cairn-featured-projects>', () => {
  it('shows three projects: food delivery, flight booking and account management/tax', async () => {
    const { root } = await mount('<cairn-featured-projects></cairn-featured-projects>');
    const cards = all(root, 'article');
    expect(cards).toHaveLength(3);
    const subtitles = cards.map((c) => text(c.querySelector('p')!).toLowerCase());
    expect(subtitles[0]).toContain('food delivery');
    expect(subtitles[1]).toContain('flight booking');
    expect(subtitles[2]).toMatch(/account|tax/);
  });

  it('gives every image a text alternative and its size, so nothing shifts as it loads', async () => {
    const { root } = await mount('<cairn-featured-projects></cairn-featured-projects>');
    for (const img of all<HTMLImageElement>(root, 'img')) {
      expect(img.alt.length).toBeGreaterThan(10);
      expect(img.getAttribute('width')).toBe('640');
      expect(img.getAttribute('height')).toBe('400');
    }
  });
});
