// @vitest-environment node
// (The check parses pages with a happy-dom window of its own.)
import { describe, expect, it } from 'vitest';
import { checkHtml } from './page-check';

const files = new Set(['/assets/site.css', '/images/services/web-development.svg', '/logo.svg', '/assets/logo-symbols.svg', '/assets/logo-symbols.svg#react']);

/** A whole page at `path` around `body`, with a head that is right unless `head` says otherwise. */
const page = (path: string, body: string, head = '<title>Cairn</title><meta name="description" content="Software.">') => ({
  path,
  html: `<!doctype html><html><head>${head}<link rel="stylesheet" href="/assets/site.css"></head><body>${body}</body></html>`,
});
/** The files above; a file's ids written after it: `/assets/logo-symbols.svg#react`. */
const exists = (path: string, id?: string) => files.has(path) && (id === undefined || files.has(`${path}#${id}`));
const check = async (...pages: { path: string; html: string }[]) => checkHtml(pages, exists);

describe('the page check', () => {
  it('finds nothing wrong with a page whose links, anchors, files and names are all there', async () => {
    expect(
      await check(
        page('/', '<h1>Home</h1><a href="/about#team">Team</a><a href="#top" id="top">Top</a><a href="/"><img src="/logo.svg" alt="" fetchpriority="low"><span class="sr">Home</span></a>'),
        page('/about', '<h1>About</h1><h2 id="team">Team</h2><img src="/images/services/web-development.svg" alt="Browser windows" loading="lazy">'),
      ),
    ).toEqual([]);
  });

  it("finds 'undefined' in a meta description", async () => {
    expect(await check(page('/services/web-development', '<h1>Web</h1>', '<title>Web</title><meta name="description" content="undefined Based in Edinburgh.">'))).toEqual([
      "/services/web-development: the head's meta description reads 'undefined Based in Edinburgh.'.",
    ]);
  });

  it('finds NaN and [object Object] in the text, inside a widget\'s shadow root too, and null in an address', async () => {
    expect(
      await check(page('/', '<h1>Home</h1><p>NaN+ projects</p><cairn-stats><template shadowrootmode="open"><p>Rated [object Object]</p></template></cairn-stats><a href="/services/null">More</a>')),
    ).toEqual([
      "/: the text reads 'Home NaN+ projects More'.",
      '/: the a href="/services/null" names something that does not exist.',
      "/: the text reads 'Rated [object Object]'.",
    ]);
  });

  it("lets 'null' stand as a word in the text, as in a service's 'null safety'", async () => {
    expect(await check(page('/', '<h1>Home</h1><p>Dart brings sound null safety.</p>'))).toEqual([]);
  });

  it('finds an empty heading, a link and a button without a name', async () => {
    expect(await check(page('/', '<h1>Home</h1><h2> </h2><a href="/"></a><button><svg></svg></button>'))).toEqual([
      '/: a <h2> heading is empty.',
      '/: a link to / has no text or label.',
      '/: a button has no text or label.',
    ]);
  });

  it("finds an image without alt text, and a content picture whose alt is empty", async () => {
    expect(await check(page('/', '<h1>Home</h1><img src="/logo.svg" fetchpriority="low"><img src="/images/services/web-development.svg" alt="" fetchpriority="low">'))).toEqual([
      '/: the image /logo.svg has no alt text.',
      '/: the image /images/services/web-development.svg has an empty alt text.',
    ]);
  });

  it('finds a picture fetched at once at the priority of the page itself, and lets one at low priority or lazy stand', async () => {
    const image = (attributes: string) => `<img src="/images/services/web-development.svg" alt="Browser windows" ${attributes}>`;
    expect(await check(page('/', `<h1>Home</h1>${image('loading="eager"')}${image('')}${image('fetchpriority="low"')}${image('loading="lazy"')}`))).toEqual([
      '/: the image /images/services/web-development.svg is fetched at once at the page\'s own priority: give it fetchPriority="low" (or loading="lazy" below the first screen).',
      '/: the image /images/services/web-development.svg is fetched at once at the page\'s own priority: give it fetchPriority="low" (or loading="lazy" below the first screen).',
    ]);
  });

  it('finds a link to a page the site does not have, and an anchor that is not there', async () => {
    expect(await check(page('/', '<h1>Home</h1><a href="/servces">Services</a><a href="#faq">FAQ</a>'), page('/about', '<h1>About</h1><a href="/#team">Team</a>'))).toEqual([
      "/: the link 'Services' goes to /servces, which is no page.",
      "/: the link 'FAQ' goes to #faq, which is not on the page.",
      "/about: the link 'Team' goes to /#team, but / has no #team.",
    ]);
  });

  it("finds an anchor whose id is only inside a widget's shadow root, where a browser never scrolls to it", async () => {
    expect(await check(page('/', '<h1>Home</h1><a href="#faq">FAQ</a><cairn-faq><template shadowrootmode="open"><h2 id="faq">FAQ</h2></template></cairn-faq>'))).toEqual([
      "/: the link 'FAQ' goes to #faq, which is not on the page.",
    ]);
  });

  it('finds a symbol a <use> draws that its file does not have, or a file of symbols the site does not have', async () => {
    const logo = (href: string) => `<svg aria-hidden="true" width="28" height="28"><use href="${href}"></use></svg>`;
    expect(
      await check(page('/', `<h1>Home</h1><cairn-tech-strip><template shadowrootmode="open">${logo('/assets/logo-symbols.svg#react')}${logo('/assets/logo-symbols.svg#reactjs')}${logo('/assets/logos.svg#react')}</template></cairn-tech-strip>`)),
    ).toEqual([
      '/: the use href="/assets/logo-symbols.svg#reactjs" draws #reactjs, which /assets/logo-symbols.svg does not have.',
      '/: the use href="/assets/logos.svg#react" names a file the site does not have.',
    ]);
  });

  it('finds a stylesheet, an image or a script the site does not have', async () => {
    expect(
      await check(page('/', '<h1>Home</h1><img src="/images/projects/gone.svg" alt="Gone" loading="lazy"><script>load(["/assets/host-123.js"])</script>', '<title>Home</title><link rel="icon" href="/favicon.svg">')),
    ).toEqual([
      '/: the link href="/favicon.svg" names a file the site does not have.',
      '/: the img src="/images/projects/gone.svg" names a file the site does not have.',
      '/: a script names /assets/host-123.js, a file the site does not have.',
    ]);
  });

  describe('under the Content-Security-Policy the pages are served with', () => {
    // The hashes of `p{color:red}`, `:host{display:block}` and `go()`, as a browser computes them.
    const policy = "default-src 'self'; script-src 'self' 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='; style-src 'self' 'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64=' 'sha256-1mr8BlblqXkP7aBfOblCBDALHpGFD0UzxkVLXH6LG2A='";
    const styled = (style: string, widgetStyle: string, script: string) =>
      page(
        '/',
        `<h1>Home</h1><cairn-stats><template shadowrootmode="open"><style>${widgetStyle}</style><p>4.9</p></template></cairn-stats><script>${script}</script><script type="application/ld+json">{"@type":"Organization"}</script>`,
        `<title>Home</title><meta name="description" content="Software."><style>${style}</style>`,
      );

    it('finds nothing wrong when each inline style and script is allowed by its hash (JSON-LD is data, never run)', async () => {
      expect(await checkHtml([styled('p{color:red}', ':host{display:block}', 'go()')], exists, policy)).toEqual([]);
    });

    it("finds a style in the head, one in a widget's shadow root and a script the policy does not allow", async () => {
      expect(await checkHtml([styled('p{color:blue}', ':host{display:flex}', 'went()')], exists, policy)).toEqual([
        "/: an inline <style> is not allowed by the Content-Security-Policy: its hash 'sha256-O3MD3BNalwJODrH2e1G/rVFeOlpBK2DGxBAnY1kvk5U=' is not in style-src.",
        "/: an inline <script> is not allowed by the Content-Security-Policy: its hash 'sha256-gEFw1wSXMabhnw8k/nnzhGlSdvjSPTIA2BeSbtz8cIY=' is not in script-src.",
        "/: an inline <style> is not allowed by the Content-Security-Policy: its hash 'sha256-gIaw14oMlW6EK2Odq0JnEdGfpywjynlHVMSV3XdE5RI=' is not in style-src.",
      ]);
    });
  });
});
