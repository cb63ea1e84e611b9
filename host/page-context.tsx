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
}

/** A pinned embed release: its version and its files' integrity hashes (`cairn.js` → `sha384-…`), as in its integrity.json. */
export interface EmbedRelease {
  version: string;
  files: Record<string, string>;
}

export const newPageRecord = (islandScripts: (name: string) => string[] = () => [], embedRelease: EmbedRelease = { version: '', files: {} }): PageRecord => ({
  head: null,
  islandScripts,
  scripts: new Set(),
  embedRelease,
});

export const PageContext = createContext<PageRecord>(newPageRecord());

export const usePageRecord = () => useContext(PageContext);

/** Declares the page's head tags (rendered into <head> by the pre-renderer). */
export function Head(props: PageHead) {
  const record = usePageRecord();
  record.head = props;
  return null;
}
