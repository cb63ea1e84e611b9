/**
 * Wraps a plain React component as `<cairn-NAME>`, rendered into its own
 * shadow root: for widgets a visitor interacts with. (Widgets with nothing
 * interactive stamp pre-rendered markup instead: define-static-element.ts.)
 *
 * - A shadow root already in the HTML (declarative shadow DOM, as the hosted
 *   site pre-renders) is hydrated in place, in a task after its script's; otherwise
 *   the widget renders fresh, at once.
 * - Removing the element unmounts it; moving it (remove + insert in one task) does not,
 *   and `enhance` runs again to put back what the move took away (a launcher's top layer).
 * - Defining a tag twice does nothing: partners may load the script twice.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { standIn } from './attributes';
import { ErrorBoundary } from './error-boundary';
import { tagName } from './prefix';
import { widgetRoot, type WidgetStyles } from './shadow';

export { ROOT_CLASS, type WidgetStyles } from './shadow';

export interface ElementDefinition<P> {
  /** Attributes that, when changed, re-render the widget. */
  attributes: readonly string[];
  /** Reads the element's attributes into the component's props. */
  props: (element: HTMLElement) => P;
  styles: WidgetStyles;
  /**
   * What an element adds around its component: runs once the widget is in place, after each
   * attribute change, after a move, and once the element has left the page (`isConnected` is false).
   */
  enhance?: (element: HTMLElement, container: HTMLElement) => void;
  /** Methods partners call on the element (`form.open()`). */
  methods?: Record<string, (element: HTMLElement) => unknown>;
  /**
   * For a widget that speaks the page's language (shared/language.ts): follows it, calling `update`
   * when its text changes; false while the text is still loading, and the first render waits for it.
   */
  language?: (element: HTMLElement, container: HTMLElement, update: () => void) => boolean;
}

/** What `defineElement` returns: enough for the host to pre-render the same widget. */
export interface WidgetElement<P> extends ElementDefinition<P> {
  name: string;
  tag: string;
  Component: ComponentType<P>;
}

/** Props as the element would read them, from plain attribute values (for pre-rendering). */
export function propsFromAttributes<P>(widget: WidgetElement<P>, attributes: Record<string, string>): P {
  return widget.props(standIn(widget.tag, attributes) as unknown as HTMLElement);
}

export function defineElement<P extends object>(
  name: string,
  Component: ComponentType<P>,
  definition: ElementDefinition<P>,
): WidgetElement<P> {
  const tag = tagName(name);
  const widget = { ...definition, name, tag, Component };
  // Pre-rendering (Vite's SSR) has no custom elements; the build drops this test from the bundles.
  if (import.meta.env.SSR || customElements.get(tag)) return widget;

  class WidgetElement extends HTMLElement {
    static observedAttributes = definition.attributes;
    #root: Root | null = null;
    #container: HTMLElement | null = null;
    #unmountQueued = false;

    connectedCallback() {
      this.#unmountQueued = false;
      if (this.#root) {
        definition.enhance?.(this, this.#container!);
        return;
      }
      const { container, prerendered } = widgetRoot(this, definition.styles);
      // Hydrated on its first connection only (a widget put back renders afresh), and only on the hosted
      // site, which pre-renders: a partner's page never has our markup.
      const hydrate = !import.meta.env.VITE_EMBED && !this.#container && prerendered;
      this.#container = container;
      // A widget whose text is still loading renders once it has come (#update).
      if (definition.language?.(this, container, () => this.#update()) === false) return;
      if (!hydrate) return this.#mount();
      // Served markup is already what the visitor sees and uses: it is taken over in tasks of its own, not in the
      // one that evaluated the script (the element upgrades as its script defines it): one reads what the widget is
      // to show (its attributes, the page, a stored draft), the next hydrates. Each is then short enough not to hold
      // up a tap (the enquiry form's were 24-76 ms as one, here, before a phone's slower processor; as two, its
      // props 6 ms and its hydration 13). An attribute changed in between is read again.
      const attributes = () => definition.attributes.map((name) => this.getAttribute(name)).join('\n');
      const ready = () => this.isConnected && !this.#root;
      setTimeout(() => {
        if (!ready()) return;
        const read = attributes();
        const element = this.#element();
        setTimeout(() => {
          if (!ready()) return;
          this.#root = hydrateRoot(container, read === attributes() ? element : this.#element());
          definition.enhance?.(this, container);
        });
      });
    }

    /** Renders afresh: a partner's page, a widget put back, a widget whose text came late. */
    #mount() {
      const container = this.#container!;
      (this.#root = createRoot(container)).render(this.#element());
      definition.enhance?.(this, container);
    }

    /** Renders again (an attribute or the language changed), or for the first time once the text has come. */
    #update() {
      if (!this.isConnected) return;
      if (!this.#root) return this.#mount();
      this.#root.render(this.#element());
      definition.enhance?.(this, this.#container!);
    }

    disconnectedCallback() {
      this.#unmountQueued = true;
      // A move is a disconnect followed by a connect in the same task: keep the widget alive.
      queueMicrotask(() => {
        if (!this.#unmountQueued || this.isConnected) return;
        definition.enhance?.(this, this.#container!);
        this.#root?.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (this.#root && oldValue !== newValue) this.#update();
    }

    #element() {
      return createElement(ErrorBoundary, null, createElement(Component, definition.props(this)));
    }
  }

  for (const [method, run] of Object.entries(definition.methods ?? {})) {
    Object.defineProperty(WidgetElement.prototype, method, {
      value(this: HTMLElement) {
        return run(this);
      },
    });
  }
  customElements.define(tag, WidgetElement);
  return widget;
}
