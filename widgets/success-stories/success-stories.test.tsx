import { describe, expect, it } from 'vitest';
import { successStories } from '../content/stories';
import { all, mount, text } from '../test-utils';
import './element';

describe('<cairn-success-stories>', () => {
  it("is a dialog titled 'Client Success Stories' with three video entries, closed by default", async () => {
    const { root } = await mount('<cairn-success-stories></cairn-success-stories>');
    const dialog = root.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    expect(text(root.getElementById('stories-title')!)).toBe('Client Success Stories');
    expect(dialog.getAttribute('aria-labelledby')).toBe('stories-title');
    expect(all(dialog, 'li figure')).toHaveLength(3);
    all(dialog, 'figcaption').forEach((caption, i) => expect(text(caption)).toContain(successStories[i]!.title));
    expect(root.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
  });
});
