import { describe, expect, it } from 'vitest';
import { testimonials } from '../content/testimonials';
import { all, mount, text } from '../test-utils';
import './element';

describe('<cairn-testimonials>', () => {
  it('shows seven testimonials with name, role, content and a 5-star rating', async () => {
    const { root } = await mount('<cairn-testimonials></cairn-testimonials>');
    const cards = all(root, 'figure');
    expect(cards).toHaveLength(7);
    cards.forEach((card, i) => {
      const t = testimonials[i]!;
      expect(text(card)).toContain(t.name);
      expect(text(card)).toContain(t.role);
      expect(text(card)).toContain(t.content);
      expect(card.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 5 out of 5');
      expect(all(card, '[role="img"] svg')).toHaveLength(5);
    });
  });

  it('can be scrolled from the keyboard: the list takes focus and the buttons are named', async () => {
    const { root } = await mount('<cairn-testimonials></cairn-testimonials>');
    const list = root.querySelector('ul')!;
    expect(list.tabIndex).toBe(0);
    expect(list.getAttribute('aria-label')).toBe('Client testimonials');
    expect(all(root, 'button').map((b) => b.getAttribute('aria-label'))).toEqual(['Previous testimonials', 'Next testimonials']);
  });
});
