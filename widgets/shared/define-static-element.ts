/**
 * `<cairn-NAME>` for a widget with nothing interactive: the build renders
 * its React component to markup (the widget's markup.tsx, for every
 * attribute value that matters), and the element only picks and stamps that
 * markup into its shadow root. No component runtime reaches the partner.
 *
 * - Content already in the shadow root (the hosted site's declarative shadow DOM) is kept.
 * - An attribute change stamps the markup again; a bad value warns and falls back.
 * - The little behaviour markup cannot carry (remembering a choice) is `enhance`, run on the
 *   content once it is in place and again after each new stamp.
 * - Defining a tag twice does nothing: partners may load the script twice.
 */
import type { Attributed } from './attributes';
import { withOrigin } from './links';
import { tagName } from './prefix';
import { widgetRoot, type WidgetStyles } from './shadow';

/** What the build pre-rendered for one widget: named pieces of markup (see build/plugins.ts). */
export type Markup = Record<string, string>;

export interface StaticDefinition {
  /** Attributes that, when changed, stamp the markup again. */
  attributes: readonly string[];
  styles: WidgetStyles;
  /** The markup for the element's attributes, put together from the pre-rendered pieces. */
  html: (element: Attributed) => string;
  /** Behaviour without a component, given the content's container. */
  enhance?: (container: HTMLElement) => void;
  /**
   * For a widget that speaks the page's language (shared/language.ts): follows it, calling `update`
   * when its text changes; false while the text is still loading, and the first stamp waits for it.
   */
  language?: (element: HTMLElement, container: HTMLElement, update: () => void) => boolean;
}

/** What `defineStaticElement` returns: enough for the host to pre-render the same markup. */
export interface StaticWidget extends StaticDefinition {
  name: string;
  tag: string;
}

/** A pre-rendered, empty container (`<ul …></ul>`) with pre-rendered items inside it. */
export const fill = (frame: string, items: string[]) => frame.replace(/(<\/[a-z]+>)$/, `${items.join('')}$1`);

export function defineStaticElement(name: string, definition: StaticDefinition): StaticWidget {
  const tag = tagName(name);
  const widget = { ...definition, name, tag };
  // Pre-rendering (Vite's SSR) has no custom elements; the build drops this test from the bundles.
  if (import.meta.env.SSR || customElements.get(tag)) return widget;

  class StaticElement extends HTMLElement {
    static observedAttributes = definition.attributes;
    #container: HTMLElement | null = null;
    #stamped: string | null = null;

    connectedCallback() {
      // Put back on the page: it follows the page's language again (one taken off is forgotten).
      if (this.#container) return void definition.language?.(this, this.#container, this.#restamp);
      const { container, prerendered } = widgetRoot(this, definition.styles);
      this.#container = container;
      if (definition.language?.(this, container, this.#restamp) === false) return;
      if (!prerendered) this.#stamp();
      else definition.enhance?.(container);
    }

    /** The markup is English: another language's text goes in once it has come (`enhance`), stamped afresh. */
    #restamp = () => {
      this.#stamped = null;
      this.#stamp();
    };

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (this.#container && oldValue !== newValue) this.#stamp();
    }

    #stamp() {
      const html = withOrigin(definition.html(this));
      if (html === this.#stamped) return;
      this.#container!.innerHTML = html;
      this.#stamped = html;
      definition.enhance?.(this.#container!);
    }
  }

  customElements.define(tag, StaticElement);
  return widget;
}
