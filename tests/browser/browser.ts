/**
 * One Chromium per test file, and pages that record what a visitor's
 * console would show: tests fail on any console error.
 */
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import type { Behaviour } from '../../build/outbox';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { KEPT_CONTEXT_ARGS, keptContexts } from './kept-contexts';

export const siteUrl = () => inject('siteUrl');
export const partnerUrl = () => inject('partnerUrl');
export const outboxFile = () => inject('outboxFile');
/** Where the browsers of this run keep their profiles: removed when the run ends (global-setup.ts). */
export const profilesDir = () => inject('profilesDir');

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * The Chromium the tests drive: Debian's chromium-headless-shell, Chromium's engine (Blink, V8, its network stack,
 * DevTools) under the small headless embedder Playwright itself runs by default, without the whole browser's window,
 * profile services and tab strip around it. What the tests look at (layout, style, focus, events, input, dialogs,
 * storage, scrolling, painting, speculation rules) is the engine's; the same tests took half the processor time they
 * took in `chromium --headless=new` (Chromium's engine tests alone: 533 -> 260 CPU-s, 137 passed both).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * The whole browser, for what it keeps and the shell has not: its settings, such as 'Block all cookies' (a visitor
 * whose storage is blocked, tests/engines/chromium.ts).
 */
export const CHROMIUM_BROWSER_PATH = process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium';
/** How every test starts Chromium here, without reaching for Google's servers (headless: Playwright's `--headless`). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The whole browser, in its own headless mode. */
export const CHROMIUM_BROWSER_ARGS = ['--headless=new', ...CHROMIUM_ARGS];

// Vitest stops its worker processes with SIGTERM, which alone would skip the `exit` handlers that end the browsers a
// worker started (Playwright's, puppeteer's, engines.ts's): this process exits instead, and they run.
process.once('SIGTERM', () => process.exit(143));

/**
 * One Chromium for the whole run, kept from one test file to the next: the test files run one after another in one
 * process (`isolate: false` in vitest.browser.config.ts), and a start costs about 3 CPU-s. Each test opens pages of its
 * own (`openPage`), each in a browser context no other page has while it is open, kept and wiped between pages
 * (kept-contexts.ts); what a file leaves open closes with it.
 */
let browser: Browser | null = null;
const kept = keptContexts(launched);
/** How to give back each page's context, wiped, when the test is done with it (`closePage`). */
const giveBack = new WeakMap<Page, () => Promise<void>>();

export function useBrowser() {
  beforeAll(async () => {
    if (browser?.isConnected()) return;
    kept.clear();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...KEPT_CONTEXT_ARGS],
    });
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().filter((context) => !kept.isIdle(context)).map((context) => context.close()) ?? []);
  });
}

function launched(): Browser {
  if (!browser) throw new Error('no Chromium: call useBrowser() in the test file');
  return browser;
}

export interface VisitorPage extends Page {
  /** Console errors and uncaught exceptions so far. */
  errors: string[];
  /** Every console message so far, as `type: text`. */
  messages: string[];
  /** Requests that left the site's own origin. */
  foreignRequests: string[];
}

export async function openPage(viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<VisitorPage> {
  const { context, done } = await kept.take({ viewport, ...options });
  const page = (await context.newPage()) as VisitorPage;
  giveBack.set(page, done);
  page.errors = [];
  page.messages = [];
  page.foreignRequests = [];
  page.on('console', (message) => {
    page.messages.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') page.errors.push(message.text());
  });
  page.on('pageerror', (error) => page.errors.push(error.message));
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (!request.url().startsWith('data:') && origin !== siteUrl() && origin !== partnerUrl()) page.foreignRequests.push(request.url());
  });
  return page;
}

/** Ends the visitor of a page `openPage` gave: its tabs closed, its context wiped for the next (or closed, if it must be). */
export async function closePage(page: Page | undefined) {
  if (!page) return;
  const done = giveBack.get(page);
  // Closing the context of another page could close a kept one under its next visitor.
  if (!done) throw new Error('closePage takes a page openPage gave');
  await done();
}

/**
 * Steers the local outbox: the next enquiry gets this answer. Called in a test: when the test ends, passed or failed,
 * whatever it queued and left unused is dropped (`clearOutboxAnswers`), so that it cannot answer the next test's enquiry.
 */
export async function nextOutboxAnswer(behaviour: Behaviour) {
  onTestFinished(clearOutboxAnswers);
  const response = await fetch(`${siteUrl()}/__outbox/next`, { method: 'POST', body: JSON.stringify(behaviour) });
  if (response.status !== 204) throw new Error(`The outbox did not take the answer ${JSON.stringify(behaviour)}: ${response.status}`);
}

/** Drops every answer queued in the local outbox and not yet given (build/outbox.ts). */
export async function clearOutboxAnswers() {
  const response = await fetch(`${siteUrl()}/__outbox/next`, { method: 'DELETE' });
  if (response.status !== 204) throw new Error(`The outbox did not drop its queued answers: ${response.status}`);
}

/** The colour the visitor sees at one point of the page, as [r, g, b] (from a 1 × 1 screenshot). */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  // PNG chunks after the 8-byte signature: length, type, data, CRC. One pixel: a filter byte, then its samples.
  // IHDR: 8 bits a sample, RGB or RGBA, not interlaced (what Chromium writes).
  if (png[24] !== 8 || ![2, 6].includes(png[25]!) || png[28] !== 0) throw new Error('pixelAt reads 8-bit RGB(A) PNGs only');
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return [...inflateSync(Buffer.concat(data)).subarray(1, 4)];
}

/** Holds every request matching `pattern` until the returned function is called (a slow connection, on cue). */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await late;
    await route.continue();
  });
  return release;
}
