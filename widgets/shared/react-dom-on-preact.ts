/** What `react-dom/client` is in the bundles that ship: React's two root functions on preact's render and hydrate. */
import { hydrate, render, type ComponentChild } from 'preact';

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}

export function hydrateRoot(container: Element, children: ComponentChild) {
  hydrate(children, container);
  return createRoot(container);
}
