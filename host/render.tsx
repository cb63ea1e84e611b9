/**
 * Renders one page to a complete HTML document: the pre-renderer's entry.
 */
import { renderToString } from 'react-dom/server';
import { site } from '../widgets/content/site';
import { App } from './app';
import { escapeHtml } from './escape';
import { pageScriptsLoader } from './page-scripts';
import { speculationRulesText } from './speculation-rules';
import { PageContext, newPageRecord, styleText, type EmbedRelease, type PageHead, type SiteStyles } from './page-context';
import { localBusinessJsonLd, organizationJsonLd, webPageJsonLd } from './structured-data';
// The tab's icon, in the page (a `/favicon.png` link is a request the browser makes while the page loads): a PNG of
// public/favicon.svg as a data: URL (build/favicon.ts says why not the SVG).
import faviconDataUrl from '../public/favicon.png?inline';

export interface PageAssets {
  /** The page's styles and its widgets', inline: the HTML alone is enough for the first paint. */
  styles: SiteStyles;
  /** The host script (menu, 404 logging, the island loader): loaded after the first paint (host/page-scripts.ts). */
  hostScript: string;
  /** Script of each widget that hydrates, then the chunks it imports: loaded when needed, never in the head. */
  islandScripts: (name: string) => string[];
  /** The built URL of a host entry a page loads for itself (`host/partners/configurator.ts`). */
  pageScript: (entry: string) => string;
  /** The pinned embed release the build publishes, with its Subresource Integrity hashes. */
  embedRelease: EmbedRelease;
}

// JSON inside <script> must not be able to close the element.
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

function headTags(head: PageHead): string {
  const canonical = `${site.url}${head.path === '/' ? '/' : head.path}`;
  const image = `${site.url}/og-image.png`;
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const jsonLd = [organizationJsonLd(), webPageJsonLd(head.path, head.title, head.description), ...(head.jsonLd ?? []), localBusinessJsonLd()];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.keywords.length ? meta('name', 'keywords', head.keywords.join(', ')) : '',
    meta('name', 'robots', head.robots ?? 'index, follow'),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...jsonLd.map((block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The page at `path` as a complete HTML document. */
export function renderPage(path: string, assets: PageAssets): string {
  const record = newPageRecord(assets.islandScripts, assets.embedRelease, assets.styles.widgets);
  const body = renderToString(
    <PageContext.Provider value={record}>
      <App path={path} />
    </PageContext.Provider>,
  );
  if (!record.head) throw new Error(`The screen for ${path} declared no <Head>`);
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${headTags(record.head)}
<meta name="theme-color" content="#0f172a">
<link rel="icon" href="${faviconDataUrl}" type="image/png">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<style>${styleText(assets.styles.page)}</style>
</head>
<body>
${body}
${pageScriptsLoader([assets.hostScript, ...[...record.scripts].map(assets.pageScript)])}
<script type="speculationrules">${speculationRulesText}</script>
</body>
</html>
`;
  return html;
}
