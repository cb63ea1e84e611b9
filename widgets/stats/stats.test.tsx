import { describe, expect, it } from 'vitest';
import { aboutFigures, homeStats } from '../content/company';
import { all, mount, text } from '../test-utils';
import { COUNT_DURATION_MS, countAt } from './count-up';
import './element';

describe('<cairn-stats>', () => {
  it('states the final figures for screen readers: 80+, 50+, 96%+ and 8+', async () => {
    const { root } = await mount('<cairn-stats></cairn-stats>');
    expect(all(root, 'dd .sr-only').map(text)).toEqual(['80+', '50+', '96%+', '8+']);
    expect(all(root, 'dt').map(text)).toEqual(homeStats.map((s) => s.label));
  });

  it("shows About's figures with set=\"about\": 50+, 15+, 200+ and 98%", async () => {
    const { root } = await mount('<cairn-stats set="about"></cairn-stats>');
    expect(all(root, 'dd .sr-only').map(text)).toEqual(aboutFigures.map((f) => `${f.number}${f.suffix}`));
    expect(all(root, 'dd .sr-only').map(text)).toEqual(['50+', '15+', '200+', '98%']);
  });
});

describe('countAt', () => {
  it('counts from zero to the target over 2.5 seconds', () => {
    expect(COUNT_DURATION_MS).toBe(2500);
    expect(countAt(80, 0)).toBe(0);
    expect(countAt(80, 1250)).toBeGreaterThan(40); // eases out: past half-way at half time
    expect(countAt(80, 1250)).toBeLessThan(80);
    expect(countAt(80, 2500)).toBe(80);
    expect(countAt(80, 9999)).toBe(80);
  });

  it('never goes down as time passes', () => {
    let last = 0;
    for (let t = 0; t <= 2500; t += 50) {
      const value = countAt(96, t);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });
});
