/**
 * The root 404.html must also say 'Service Not Found' under /services/, on hosts that answer
 * every unknown path with that one file (GitHub Pages, Amazon S3, Netlify without _redirects).
 * Without JavaScript: it holds both messages and links a stylesheet by a *relative* URL, which
 * the browser resolves against the address the visitor asked for. Under /services/ that is
 * services/404.css, which shows the service message; elsewhere 404.css, which changes nothing.
 */

/** The attribute that marks each message, by which the stylesheets pick one. */
export const messageAttribute = 'data-not-found-for';

/** Relative on purpose: see above. */
export const switchHref = '404.css';

/** The stylesheets the build writes, by path under dist/. */
export const switchStylesheets: Record<string, string> = {
  '404.css': `/* Unknown paths outside /services/: the page's own message stays. */\n`,
  // !important and the extra [hidden]: the site's preflight hides [hidden] with !important.
  'services/404.css': `[${messageAttribute}='page'] { display: none; }\n[${messageAttribute}='service'][hidden] { display: block !important; }\n`,
};
