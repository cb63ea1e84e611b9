import { describe, expect, it } from 'vitest';
import { shortClassNames } from './class-names';
import { compileWidgetStyles } from './widget-styles';

const styles = Object.fromEntries(Object.entries(compileWidgetStyles()).map(([name, css]) => [name, { text: css }]));
const short = shortClassNames(styles);
const escape = (name: string) => name.replace(/[^\w-]/g, '\\$&');

describe('short class names in the embed', () => {
  it('rename selectors only: every declaration and at-rule as compiled, and with the old names put back, every stylesheet', () => {
    expect(short.names.size).toBeGreaterThan(100);
    const back = new Map([...short.names].map(([name, shortName]) => [shortName, name]));
    const untouched = (css: string) => [...css.matchAll(/\{[^{}]*\}|@[^{]*/g)].map(([part]) => part);
    for (const [widget, { text }] of Object.entries(short.shortStyles)) {
      expect(untouched(text!), widget).toEqual(untouched(styles[widget]!.text!));
      const restored = text!.replace(/\.(c[0-9a-z]+)(?![\w-])/g, (whole, name: string) => (back.has(name) ? `.${escape(back.get(name)!)}` : whole));
      expect(restored, widget).toBe(styles[widget]!.text);
    }
  });

  it('are unique, and never our own structural classes', () => {
    expect(new Set(short.names.values()).size).toBe(short.names.size);
    expect([...short.names.keys()].filter((name) => name.startsWith('cairn-'))).toEqual([]);
  });

  it('rename a class in pre-rendered markup, `&` written as `&amp;` too', () => {
    const [name, shortName] = [...short.names].find(([name]) => name.includes('&'))!;
    const html = `<div class="${name.replace(/&/g, '&amp;')} cairn-root"></div>`;
    expect(short.markup({ w: { piece: html } }).w!.piece).toBe(`<div class="${shortName} cairn-root"></div>`);
  });
});
