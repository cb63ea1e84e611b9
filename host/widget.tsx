/**
 * Places a widget on a screen exactly as a partner would: its custom element.
 * The widget's markup is pre-rendered into a declarative shadow root, so the
 * content is in the served HTML; `hydrate` names its script in `data-island`,
 * which host/islands.ts loads when the widget is needed.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorBoundary } from '../widgets/shared/error-boundary';
import { ROOT_CLASS, propsFromAttributes, type WidgetElement } from '../widgets/shared/define-element';
import { usePageRecord } from './page-context';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function Widget<P>({
  of: widget,
  attributes = {},
  hydrate = false,
}: {
  of: WidgetElement<P>;
  attributes?: Record<string, string>;
  /** Load the widget's script when it is needed: only for widgets a visitor interacts with. */
  hydrate?: boolean;
}) {
  const record = usePageRecord();
  const island = hydrate ? { 'data-island': record.islandScripts(widget.name).join(' ') } : {};
  const content = renderToStaticMarkup(
    createElement(ErrorBoundary, null, createElement(widget.Component as never, propsFromAttributes(widget, attributes) as never)),
  );
  const stylesheet = widget.styles.href ? `<link rel="stylesheet" href="${escapeAttribute(widget.styles.href)}">` : '';
  const shadow = `<template shadowrootmode="open">${stylesheet}<div class="${ROOT_CLASS}" part="root" dir="ltr">${content}</div></template>`;
  return createElement(widget.tag, { ...attributes, ...island, dangerouslySetInnerHTML: { __html: shadow } });
}
