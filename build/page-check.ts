/**
 * Checks every page as the build wrote it, the way a visitor would meet it: no text or head tag
 * reading `undefined`, `NaN` or `[object Object]` (nor `null` in an address or alt text); no heading, link or button without a
 * name, no image without alt text or fetched at once at the priority of the page's text; every internal link, `#anchor` and referenced file there.
 * Widgets' declarative shadow roots (`<template shadowrootmode>`) are checked like the page. Given the
 * Content-Security-Policy the pages are served with, every inline style and script must be allowed by its hash.
 * Each problem names the page and the spot: `/services: the link 'View Details' goes to /servces/ai-ml, which is no page.`
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteFile } from './routes';
import { cspHash } from './page-policy';

/** What a value that was never there turns into on its way into a page's text. ('null' is a word too: "null safety".) */
const LEFTOVER = /\bundefined\b|\bNaN\b|\[object Object\]/;
/** ... and into an address or alt text, where 'null' is never meant. */
const LEFTOVER_IN_ATTRIBUTE = /\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]/;

type Node = { nodeType: number; nodeName: string; textContent: string | null; childNodes: Iterable<Node> };
type Element = Node & {
  localName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelectorAll(selector: string): Iterable<Element>;
  closest(selector: string): Element | null;
  content?: Fragment;
};
type Fragment = Node & { querySelectorAll(selector: string): Iterable<Element> };

const excerpt = (text: string, at: number) => text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ').trim();
const shortText = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);

/** The page and every shadow root in it, each a tree of its own. */
function trees(document: Fragment): Fragment[] {
  const all: Fragment[] = [document];
  for (let i = 0; i < all.length; i++) for (const template of all[i]!.querySelectorAll('template')) if (template.content) all.push(template.content);
  return all;
}

/** The text a visitor reads in a tree: not scripts, styles or templates (checked as trees of their own). */
function visibleText(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === 3) text += child.textContent;
    else if (child.nodeType === 1 && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(child.nodeName)) text += ` ${visibleText(child)}`;
  }
  return text;
}

/** The name a screen reader gives an element: its label, its text, or the alt of an image in it. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby') ?? element.getAttribute('title');
  if (label?.trim()) return label;
  const alts = [...element.querySelectorAll('img[alt], svg[aria-label]')].map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label') ?? '');
  return `${visibleText(element)} ${alts.join(' ')}`.trim();
}

interface Page {
  path: string;
  trees: Fragment[];
  head: Element;
  ids: Set<string>;
}

/**
 * Whether a site path (`/about`, `/assets/site-1a2b.css`) is a file under `dir`, as a static host finds it; given an
 * `id`, whether that file has an element with that id (a symbol a `<use>` draws: `/assets/icons-1a2b.svg#arrow`).
 */
export const fileIn = (dir: string) => (path: string, id?: string) => {
  const file = [path, `${path}.html`, join(path, 'index.html')].map((name) => join(dir, name)).find((name) => existsSync(name) && statSync(name).isFile());
  return file !== undefined && (id === undefined || readFileSync(file, 'utf8').includes(` id="${id}"`));
};

/** Says whether a site path is a file, and given an `id`, whether that file has an element with that id (`fileIn`). */
export type SiteFiles = (path: string, id?: string) => boolean;

/** Problems in the pages under `dir` (as listed by `routes`), served under the Content-Security-Policy `policy`, one line each. */
export function checkPages(dir: string, routes: RouteFile[], policy?: string): Promise<string[]> {
  return checkHtml(
    routes.map((route) => ({ path: route.path, html: readFileSync(join(dir, route.file), 'utf8') })),
    fileIn(dir),
    policy,
  );
}

/**
 * Problems in these pages; `exists` says whether a site path (`/assets/site-1a2b.css`) is a file (`SiteFiles`);
 * `policy`, the Content-Security-Policy they are served with, when it is known.
 */
export async function checkHtml(sources: { path: string; html: string }[], exists: SiteFiles, policy?: string): Promise<string[]> {
  // Loaded when used: it takes a while, and the content check comes first.
  const { Window } = await import('happy-dom');
  const window = new Window();
  const problems: string[] = [];
  try {
    const pages: Page[] = sources.map(({ path, html }) => {
      const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Fragment & { head: Element };
      // A #fragment finds ids in the document alone, never inside a shadow root (a template's content here).
      const ids = new Set([...document.querySelectorAll('[id]')].map((element) => element.getAttribute('id')!));
      return { path, trees: trees(document), head: document.head, ids };
    });
    const byPath = new Map(pages.map((page) => [page.path, page]));
    for (const page of pages) {
      const report = (problem: string) => problems.push(`${page.path}: ${problem}`);
      checkHead(page.head, report);
      for (const tree of page.trees) {
        checkTree(tree, page, byPath, exists, report);
        if (policy !== undefined) checkInline(tree, policy, report);
      }
    }
  } finally {
    void window.happyDOM.close();
  }
  return problems;
}

function checkHead(head: Element, report: (problem: string) => void) {
  for (const element of head.querySelectorAll('title, meta[content], link[href], script[type="application/ld+json"]')) {
    const value = element.localName === 'meta' ? element.getAttribute('content')! : element.localName === 'link' ? element.getAttribute('href')! : (element.textContent ?? '');
    const at = value.search(LEFTOVER);
    const name = element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel') ?? element.getAttribute('type') ?? element.localName;
    if (at >= 0) report(`the head's ${element.localName} ${name} reads '${excerpt(value, at)}'.`);
    else if (element.localName !== 'script' && !value.trim()) report(`the head's ${element.localName} ${name} is empty.`);
  }
}

function checkTree(tree: Fragment, page: Page, pages: Map<string, Page>, exists: SiteFiles, report: (problem: string) => void) {
  const body = tree.nodeName === '#document' ? [...tree.querySelectorAll('body')][0] : tree;
  if (!body) return;
  const text = visibleText(body);
  const at = text.search(LEFTOVER);
  if (at >= 0) report(`the text reads '${excerpt(text, at)}'.`);

  for (const heading of tree.querySelectorAll('h1, h2, h3, h4, h5, h6')) if (!accessibleName(heading)) report(`a <${heading.localName}> heading is empty.`);
  for (const control of tree.querySelectorAll('a[href], button')) {
    if (!accessibleName(control)) report(`a ${control.localName === 'a' ? `link to ${control.getAttribute('href')}` : 'button'} has no text or label.`);
  }
  for (const image of tree.querySelectorAll('img')) {
    const alt = image.getAttribute('alt');
    // alt="" marks decoration (the logo in its named link); the content's pictures, under /images/, say what they show.
    if (alt === null) report(`the image ${image.getAttribute('src')} has no alt text.`);
    else if (!alt.trim() && image.getAttribute('src')?.startsWith('/images/') && !image.closest('[aria-hidden="true"]')) report(`the image ${image.getAttribute('src')} has an empty alt text.`);
    else if (LEFTOVER_IN_ATTRIBUTE.test(alt)) report(`the image ${image.getAttribute('src')} has the alt text '${alt}'.`);
    // Every page's largest paint is its text (a picture is drawn smaller than the headline): a picture fetched at once at
    // the browser's own priority competes with the page's script for the first round trips, and a phone's simulated
    // load (Lighthouse's) waits for it before the text counts as painted.
    if (image.getAttribute('fetchpriority')?.toLowerCase() !== 'low' && image.getAttribute('loading') !== 'lazy')
      report(`the image ${image.getAttribute('src')} is fetched at once at the page's own priority: give it fetchPriority="low" (or loading="lazy" below the first screen).`);
  }

  for (const element of tree.querySelectorAll('[href], [src], [poster]')) {
    const attribute = ['href', 'src', 'poster'].find((name) => element.hasAttribute(name))!;
    const target = element.getAttribute(attribute)!;
    if (LEFTOVER_IN_ATTRIBUTE.test(target)) {
      report(`the ${element.localName} ${attribute}="${target}" names something that does not exist.`);
      continue;
    }
    const spot = element.localName === 'a' ? `the link '${shortText(accessibleName(element))}'` : `the ${element.localName}`;
    if (target.startsWith('#')) {
      if (target.length > 1 && !page.ids.has(decodeURIComponent(target.slice(1)))) report(`${spot} goes to ${target}, which is not on the page.`);
      continue;
    }
    if (!target.startsWith('/') || target.startsWith('//')) continue;
    const { pathname, hash } = new URL(target, 'https://site.invalid');
    if (element.localName === 'a' && !element.hasAttribute('download')) {
      const linked = pages.get(pathname);
      if (!linked && !exists(pathname)) report(`${spot} goes to ${pathname}, which is no page.`);
      else if (hash.length > 1 && linked && !linked.ids.has(decodeURIComponent(hash.slice(1)))) report(`${spot} goes to ${target}, but ${pathname} has no ${hash}.`);
    } else if (!exists(pathname)) {
      report(`the ${element.localName} ${attribute}="${target}" names a file the site does not have.`);
    } else if (element.localName === 'use' && hash.length > 1 && !exists(pathname, decodeURIComponent(hash.slice(1)))) {
      report(`the use ${attribute}="${target}" draws ${hash}, which ${pathname} does not have.`);
    }
  }

  // The page's own scripts are named inside its inline loader: each must be there.
  for (const script of tree.querySelectorAll('script:not([src])')) {
    for (const [, file] of (script.textContent ?? '').matchAll(/"(\/(?:assets|embed)\/[^"]+)"/g)) if (!exists(file!)) report(`a script names ${file}, a file the site does not have.`);
  }
}

/** The sources a CSP directive allows, by name: `style-src` to `['self'`, `'sha256-…'`]. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

/** A browser runs no inline style or script the policy does not name by hash: the page would lose its styles, or its scripts. */
function checkInline(tree: Fragment, policy: string, report: (problem: string) => void) {
  // Data blocks (JSON-LD) are never run, so the policy does not apply to them.
  for (const element of tree.querySelectorAll('style, script:not([src]):not([type="application/ld+json"])')) {
    const hash = cspHash(element.textContent ?? '');
    const name = element.localName === 'style' ? 'style-src' : 'script-src';
    if (!directive(policy, name).includes(hash)) report(`an inline <${element.localName}> is not allowed by the Content-Security-Policy: its hash ${hash} is not in ${name}.`);
  }
}
