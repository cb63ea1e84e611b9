import { describe, expect, it, vi } from 'vitest';
import { mount, text, waitFor } from '../test-utils';
import { readChoice } from './attributes';
import { defineStaticElement, fill } from './define-static-element';

const pieces = { list: '<ul part="list"></ul>', a: '<li>Alpha</li>', b: '<li>Beta</li>' };
const html = vi.fn((element: Pick<HTMLElement, 'localName' | 'getAttribute' | 'id' | 'hasAttribute'>) => {
  const pick = readChoice(element, 'pick', ['a', 'b', 'both'] as const, 'both');
  return fill(pieces.list, pick === 'both' ? [pieces.a, pieces.b] : [pieces[pick]]);
});

const picker = defineStaticElement('test-picker', { attributes: ['pick'], styles: { text: ':host{display:block}' }, html });

describe('defineStaticElement', () => {
  it('stamps the markup chosen for its attributes into the shadow root', async () => {
    const { root } = await mount('<cairn-test-picker pick="b"></cairn-test-picker>');
    expect(root.querySelector('.cairn-root')!.innerHTML).toBe('<ul part="list"><li>Beta</li></ul>');
    expect(root.querySelector('.cairn-root')!.getAttribute('part')).toBe('root');
  });

  it('stamps again when an observed attribute changes, and warns and falls back on a bad value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { element, root } = await mount('<cairn-test-picker pick="a"></cairn-test-picker>');
    element.setAttribute('pick', 'b');
    await waitFor(() => text(root) === 'Beta');
    element.setAttribute('pick', 'zeta');
    await waitFor(() => text(root) === 'AlphaBeta');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('zeta'));
    warn.mockRestore();
  });

  it('keeps content already in its shadow root, as the hosted site serves it', async () => {
    const element = document.createElement('cairn-test-picker');
    const shadow = element.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div class="cairn-root" part="root"><ul part="list"><li>Served</li></ul></div>';
    const served = shadow.querySelector('li');
    document.body.append(element);
    await new Promise((r) => setTimeout(r, 20));
    expect(shadow.querySelector('li')).toBe(served);
  });

  it('does nothing, and throws nothing, when the same tag is defined again', () => {
    expect(() => defineStaticElement('test-picker', { attributes: [], styles: {}, html: () => '' })).not.toThrow();
  });

  it('gives the pre-renderer the same markup for plain attribute values', () => {
    expect(picker.tag).toBe('cairn-test-picker');
    expect(picker.html({ localName: picker.tag, id: '', getAttribute: () => 'a', hasAttribute: () => true })).toBe('<ul part="list"><li>Alpha</li></ul>');
  });
});

describe('fill', () => {
  it('puts the items inside the empty frame, before its closing tag', () => {
    expect(fill('<ol class="x"></ol>', ['<li>1</li>', '<li>2</li>'])).toBe('<ol class="x"><li>1</li><li>2</li></ol>');
  });
});
