import { describe, expect, it } from 'vitest';
import { inheritedLineHeights } from './styles';

describe('inheritedLineHeights', () => {
  it("leaves a text size's line height to inheritance inside shadow roots only, before any leading-* class can win", () => {
    const css = '.text-lg{font-size:1.125rem;line-height:1.75rem}.leading-relaxed{line-height:1.625}@media (min-width:40em){.sm\\:text-sm{font-size:.875rem;line-height:1.25rem}}';
    expect(inheritedLineHeights(css)).toBe(
      '.text-lg{font-size:1.125rem;line-height:1.75rem}:host :where(.text-lg){line-height:inherit}.leading-relaxed{line-height:1.625}' +
        '@media (min-width:40em){.sm\\:text-sm{font-size:.875rem;line-height:1.25rem}:host :where(.sm\\:text-sm){line-height:inherit}}',
    );
  });
});
