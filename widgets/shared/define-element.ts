/**
 * The one place that knows about custom elements: it wraps a plain React
 * component as `<cairn-NAME>`, rendered into its own shadow root.
 *
 * - A shadow root already in the HTML (declarative shadow DOM, as the hosted
 *   site pre-renders) is hydrated in place; otherwise the widget renders fresh.
 * - Removing the element unmounts it; moving it (remove + insert in one task) does not.
 * - Defining a tag twice does nothing: partners may load the script twice.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from './error-boundary';
import { tagName } from './prefix';

/** How a widget's CSS reaches its shadow root: inline text (embeds) or a stylesheet URL (hosted site). */
export interface WidgetStyles {
  text?: string;
  href?: string;
}

export interface ElementDefinition<P> {
  /** Attributes that, when changed, re-render the widget. */
  attributes: readonly string[];
  /** Reads the element's attributes into the component's props. */
  props: (element: HTMLElement) => P;
  styles: WidgetStyles;
}

/** Class name of the element inside each shadow root that the component renders into. */
export const ROOT_CLASS = 'cairn-root';

const sheets = new WeakMap<WidgetStyles, CSSStyleSheet>();

function attachStyles(shadow: ShadowRoot, styles: WidgetStyles) {
  if (styles.text) {
    let sheet = sheets.get(styles);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(styles.text);
      sheets.set(styles, sheet);
    }
    // Constructed sheets are not subject to CSP style-src and touch nothing outside the shadow root.
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets.filter((s) => s !== sheet), sheet];
  } else if (styles.href && !shadow.querySelector('link[rel="stylesheet"]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = styles.href;
    shadow.prepend(link);
  }
}

/** What `defineElement` returns: enough for the host to pre-render the same widget. */
export interface WidgetElement<P> extends ElementDefinition<P> {
  name: string;
  tag: string;
  Component: ComponentType<P>;
}

/** Props as the element would read them, from plain attribute values (for pre-rendering). */
export function propsFromAttributes<P>(widget: WidgetElement<P>, attributes: Record<string, string>): P {
  const standIn = {
    id: attributes.id ?? '',
    localName: widget.tag,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  return widget.props(standIn as unknown as HTMLElement);
}

export function defineElement<P extends object>(
  name: string,
  Component: ComponentType<P>,
  definition: ElementDefinition<P>,
): WidgetElement<P> {
  const tag = tagName(name);
  const widget = { ...definition, name, tag, Component };
  if (typeof customElements === 'undefined' || customElements.get(tag)) return widget;

  class WidgetElement extends HTMLElement {
    static observedAttributes = definition.attributes;
    #root: Root | null = null;
    #mountedBefore = false;
    #unmountQueued = false;

    connectedCallback() {
      this.#unmountQueued = false;
      if (this.#root) return;
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      let container = shadow.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
      const hydrate = !this.#mountedBefore && container !== null && container.hasChildNodes();
      if (!container) {
        container = document.createElement('div');
        container.className = ROOT_CLASS;
        container.setAttribute('part', 'root');
        container.dir = 'ltr'; // English copy keeps its layout on right-to-left pages
        shadow.append(container);
      }
      attachStyles(shadow, definition.styles);
      const element = this.#element();
      if (hydrate) {
        this.#root = hydrateRoot(container, element);
      } else {
        this.#root = createRoot(container);
        this.#root.render(element);
      }
      this.#mountedBefore = true;
    }

    disconnectedCallback() {
      this.#unmountQueued = true;
      // A move is a disconnect followed by a connect in the same task: keep the widget alive.
      queueMicrotask(() => {
        if (!this.#unmountQueued || this.isConnected) return;
        this.#root?.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (this.#root && oldValue !== newValue) this.#root.render(this.#element());
    }

    #element() {
      return createElement(ErrorBoundary, null, createElement(Component, definition.props(this)));
    }
  }

  customElements.define(tag, WidgetElement);
  return widget;
}
