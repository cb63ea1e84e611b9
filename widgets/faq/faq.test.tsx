import { describe, expect, it } from 'vitest';
import { faq } from '../content/faq';
import { all, mount, text } from '../test-utils';
import './element';

describe('<cairn-faq>', () => {
  it('lists the six questions, each with its answer', async () => {
    const { root } = await mount('<cairn-faq></cairn-faq>');
    const items = all<HTMLDetailsElement>(root, 'details');
    expect(items).toHaveLength(6);
    expect(items.map((d) => text(d.querySelector('summary')!))).toEqual(faq.map((f) => f.question));
    expect(text(items[0]!)).toContain(faq[0].answer);
  });

  it('groups the items so the browser keeps one open at a time, starting closed', async () => {
    const { root } = await mount('<cairn-faq></cairn-faq>');
    const items = all<HTMLDetailsElement>(root, 'details');
    const names = new Set(items.map((d) => d.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(items.filter((d) => d.open)).toHaveLength(0);
  });

  it('answers the timeline questions from the specification', () => {
    const answers = faq.map((f) => f.answer).join(' ');
    expect(answers).toMatch(/2-3 months/);
    expect(answers).toMatch(/6-12 months/);
    expect(answers).toMatch(/1-2 weeks/);
  });
});
