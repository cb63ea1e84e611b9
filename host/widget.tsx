/**
 * Places a widget on a screen exactly as a partner would: its custom element.
 * The widget's markup is pre-rendered into a declarative shadow root, so the
 * content and its styles are in the served HTML; `hydrate` names its script in `data-island`,
 * which host/islands.ts loads when the widget is needed.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { standIn } from '../widgets/shared/attributes';
import { ErrorBoundary } from '../widgets/shared/error-boundary';
import { propsFromAttributes, type WidgetElement } from '../widgets/shared/define-element';
import type { StaticWidget } from '../widgets/shared/define-static-element';
import { ROOT_CLASS } from '../widgets/shared/shadow';
import { styleText, usePageRecord } from './page-context';


/** The widget's content for these attributes: a static widget's own markup, or its component rendered. */
function contentOf<P>(widget: WidgetElement<P> | StaticWidget, attributes: Record<string, string>) {
  if ('html' in widget) return widget.html(standIn(widget.tag, attributes));
  return renderToStaticMarkup(
    createElement(ErrorBoundary, null, createElement(widget.Component as never, propsFromAttributes(widget, attributes) as never)),
  );
}

export function Widget<P>({
  of: widget,
  attributes = {},
  hydrate = false,
}: {
  of: WidgetElement<P> | StaticWidget;
  attributes?: Record<string, string>;
  /** Load the widget's script when it is needed: only for widgets a visitor interacts with. */
  hydrate?: boolean;
}) {
  const record = usePageRecord();
  const island = hydrate ? { 'data-island': record.islandScripts(widget.name).join(' ') } : {};
  const css = record.widgetStyles[widget.name];
  // The build compiles a screen's widget styles from the widgets its code names as `w.<name>` (build/widget-styles.ts).
  if (css === undefined) throw new Error(`<${widget.tag}> has no styles on this page: place it as <Widget of={w.…} /> in its screen's code`);
  const styles = `<style>${styleText(css)}</style>`;
  const shadow = `<template shadowrootmode="open">${styles}<div class="${ROOT_CLASS}" part="root" dir="ltr">${contentOf(widget, attributes)}</div></template>`;
  return createElement(widget.tag, { ...attributes, ...island, dangerouslySetInnerHTML: { __html: shadow } });
}
