/**
 * What a page collects while it renders (its head tags), and what it needs to
 * know (where each widget's script is). The pre-renderer reads it once the page has rendered. (Which pages
 * answer 404 is the server's business: build/serve.ts.)
 */
import { createContext, useContext } from 'react';
import type { PageMeta } from '../widgets/content/types';
import type { JsonLd } from './structured-data';

export interface PageHead extends PageMeta {
  /** Path of the page on the site, e.g. `/services/ai-ml`. */
  path: string;
  /** robots directive; `index, follow` unless the page says otherwise. */
  robots?: string;
  /** Schema.org blocks beyond the site-wide Organization, WebPage and LocalBusiness. */
  jsonLd?: JsonLd[];
}

export interface PageRecord {
  head: PageHead | null;
  /** A widget's script and the chunks it imports, by widget name: what `data-island` lists. */
  islandScripts: (name: string) => string[];
  /** Scripts of the page itself, by host entry (`host/partners/configurator.ts`). */
  scripts: Set<string>;
  /** The pinned embed release the build publishes: what the configurator's snippet pins. */
  embedRelease: EmbedRelease;
  /** The CSS each widget's shadow root carries inline, by widget name (SiteStyles' `widgets`). */
  widgetStyles: Record<string, string>;
}

/** The hosted site's styles, inline in every page (build/widget-styles.ts compiles them): nothing to fetch before the first paint. */
export interface SiteStyles {
  /** The page's own, in its head. */
  page: string;
  /** What each widget's shadow root carries, by widget name: one sheet for all the screen's widgets, which engines parse once. */
  widgets: Record<string, string>;
}

/** CSS as the text of a `<style>` element, which nothing in it may close: it is allowed by the hash of exactly this text. */
export function styleText(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('CSS for an inline <style> holds "</style"');
  return css;
}

/** A pinned embed release: its version and its files' integrity hashes (`cairn.js` → `sha384-…`), as in its integrity.json. */
export interface EmbedRelease {
  version: string;
  files: Record<string, string>;
}

export const newPageRecord = (
  islandScripts: (name: string) => string[] = () => [],
  embedRelease: EmbedRelease = { version: '', files: {} },
  widgetStyles: Record<string, string> = {},
): PageRecord => ({
  head: null,
  islandScripts,
  scripts: new Set(),
  embedRelease,
  widgetStyles,
});

export const PageContext = createContext<PageRecord>(newPageRecord());

export const usePageRecord = () => useContext(PageContext);

/** Declares the page's head tags (rendered into <head> by the pre-renderer). */
export function Head(props: PageHead) {
  const record = usePageRecord();
  record.head = props;
  return null;
}
