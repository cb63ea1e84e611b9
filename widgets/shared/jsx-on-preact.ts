/**
 * What `react/jsx-runtime` is in the bundles that ship (see vite.config.ts):
 * JSX through preact's createElement, which every bundle has anyway, rather
 * than a second element factory.
 */
import { createElement, type ComponentChildren, type ComponentType } from 'preact';

export { Fragment } from 'preact';

export function jsx(type: string | ComponentType<object>, props: { children?: ComponentChildren }, key?: string | number) {
  return createElement(type, key === undefined ? props : { ...props, key });
}

// Static children, and the development build's (component tests), need nothing more.
export { jsx as jsxs, jsx as jsxDEV };
