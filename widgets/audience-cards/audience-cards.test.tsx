import { describe, expect, it } from 'vitest';
import { all, mount, text } from '../test-utils';
import './element';

describe('<cairn-audience-cards>', () => {
  it('shows Startups, Medium Businesses and Large Enterprises with four features each', async () => {
    const { root } = await mount('<cairn-audience-cards></cairn-audience-cards>');
    const cards = all(root, '.cairn-root > ul > li');
    expect(cards.map((c) => text(c.querySelector('h3')!))).toEqual(['Startups', 'Medium Businesses', 'Large Enterprises']);
    for (const card of cards) expect(all(card, 'ul li')).toHaveLength(4);
  });
});
