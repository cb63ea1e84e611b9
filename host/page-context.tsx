/**
 * What a page collects while it renders: its head tags and the widgets that
 * need their script. The pre-renderer reads it once the page has rendered. (Which pages
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
  /** Widgets on the page whose script must load, by name. */
  islands: Set<string>;
  /** Scripts of the page itself, by URL path (`/embed/cairn.js`) or by host entry (`host/partners/configurator.ts`). */
  scripts: Set<string>;
}

export const newPageRecord = (): PageRecord => ({ head: null, islands: new Set(), scripts: new Set() });

export const PageContext = createContext<PageRecord>(newPageRecord());

export const usePageRecord = () => useContext(PageContext);

/** Declares the page's head tags (rendered into <head> by the pre-renderer). */
export function Head(props: PageHead) {
  const record = usePageRecord();
  record.head = props;
  return null;
}
