import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount, text, waitFor } from '../test-utils';
import { defineElement, propsFromAttributes } from './define-element';

const lifecycle = new Map<string, { mounted: number; unmounted: number }>();
const countsFor = (name: string) => lifecycle.get(name) ?? lifecycle.set(name, { mounted: 0, unmounted: 0 }).get(name)!;

function Greeting({ name }: { name: string }) {
  useEffect(() => {
    countsFor(name).mounted++;
    return () => void countsFor(name).unmounted++;
  }, []);
  return <p>Hello {name}</p>;
}

function Broken(): never {
  throw new Error('the widget fell over');
}

const greeting = defineElement('test-greeting', Greeting, {
  attributes: ['name'],
  styles: { text: ':host{display:block}' },
  props: (el) => ({ name: el.getAttribute('name') ?? 'there' }),
});
defineElement('test-broken', Broken, { attributes: [], styles: {}, props: () => ({}) });

/** A widget as the hosted site serves it, before its script: its shadow root and markup already in the page. */
function served(tag: string, markup: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.attachShadow({ mode: 'open' }).innerHTML = `<div class="cairn-root">${markup}</div>`;
  document.body.append(element);
  return element;
}

describe('defineElement', () => {
  it('takes over served markup in place, in a task after the one its script defines it in', async () => {
    let renders = 0;
    function Served() {
      renders++;
      return <p>As served</p>;
    }
    const element = served('cairn-test-served', '<p>As served</p>');
    const paragraph = element.shadowRoot!.querySelector('p');
    defineElement('test-served', Served, { attributes: [], styles: {}, props: () => ({}) });
    expect(renders).toBe(0);
    await waitFor(() => renders === 1);
    expect(element.shadowRoot!.querySelector('p')).toBe(paragraph);
    expect(element.shadowRoot!.querySelectorAll('p')).toHaveLength(1);
    element.remove();
  });

  it('reads what served markup is to show in one task and hydrates it in the next', async () => {
    let renders = 0;
    let rendersWhenPropsTaskEnded: number | null = null;
    const rendered: string[] = [];
    function Named({ name }: { name: string }) {
      renders++;
      rendered.push(name);
      return <p>{name}</p>;
    }
    const element = served('cairn-test-split', '<p>Ada</p>', { name: 'Ada' });
    defineElement('test-split', Named, {
      attributes: ['name'],
      styles: {},
      props: (el) => {
        // Runs once the task reading the props has ended, before any task it started.
        setTimeout(() => (rendersWhenPropsTaskEnded ??= renders));
        return { name: el.getAttribute('name')! };
      },
    });
    await waitFor(() => renders === 1);
    expect(rendersWhenPropsTaskEnded).toBe(0);
    expect(rendered).toEqual(['Ada']);
    element.remove();
  });

  it('hydrates with what an attribute says now when it changed between reading the props and hydrating', async () => {
    const rendered: string[] = [];
    function Named({ name }: { name: string }) {
      rendered.push(name);
      return <p>{name}</p>;
    }
    let propsRead = 0;
    // React says the served text no longer matches, and renders afresh: as it should.
    const mismatch = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = served('cairn-test-changed', '<p>Ada</p>', { name: 'Ada' });
    defineElement('test-changed', Named, {
      attributes: ['name'],
      styles: {},
      props: (el) => {
        // The page changes the attribute right after the first read, before the hydration's task.
        if (++propsRead === 1) queueMicrotask(() => el.setAttribute('name', 'Grace'));
        return { name: el.getAttribute('name')! };
      },
    });
    await waitFor(() => rendered.length > 0);
    expect(rendered[0]).toBe('Grace');
    element.remove();
    mismatch.mockRestore();
  });

  it('renders the component into the shadow root of its element', async () => {
    const { root } = await mount('<cairn-test-greeting name="Ada"></cairn-test-greeting>');
    expect(text(root)).toBe('Hello Ada');
  });

  it('does nothing, and throws nothing, when the same tag is defined again', () => {
    const again = () => defineElement('test-greeting', () => null, { attributes: [], styles: {}, props: () => ({}) });
    expect(again).not.toThrow();
    expect(customElements.get('cairn-test-greeting')).toBeDefined();
  });

  it('re-renders when an observed attribute changes', async () => {
    const { element, root } = await mount('<cairn-test-greeting name="Ada"></cairn-test-greeting>');
    element.setAttribute('name', 'Grace');
    await waitFor(() => text(root) === 'Hello Grace');
  });

  it('keeps the widget mounted when it is moved, and unmounts it when removed', async () => {
    const { element } = await mount('<cairn-test-greeting name="mover"></cairn-test-greeting>');
    const counts = countsFor('mover');
    await waitFor(() => counts.mounted === 1);
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element); // a move: disconnect and connect in one task
    await new Promise((r) => setTimeout(r, 50));
    expect(counts).toEqual({ mounted: 1, unmounted: 0 });
    element.remove();
    await waitFor(() => counts.unmounted === 1);
  });

  it('renders afresh when an element is added again after removal', async () => {
    const { element } = await mount('<cairn-test-greeting name="Ada"></cairn-test-greeting>');
    element.remove();
    await new Promise((r) => setTimeout(r, 20));
    document.body.append(element);
    await waitFor(() => text(element.shadowRoot!) === 'Hello Ada');
  });

  it("shows 'Unexpected Application Error!' with the message when a widget throws", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = await mount('<cairn-test-broken></cairn-test-broken>');
    expect(text(root)).toContain('Unexpected Application Error!');
    expect(text(root)).toContain('the widget fell over');
    error.mockRestore();
  });

  it('reads props from plain attribute values for pre-rendering', () => {
    expect(propsFromAttributes(greeting, { name: 'Linus' })).toEqual({ name: 'Linus' });
  });
});
