/**
 * The tab's icon as every page carries it: public/favicon.svg drawn by Chromium at 32 x 32 px, in 32 colours, saved as
 * public/favicon.png (a palette PNG, 402 B), which host/render.tsx puts in each page's head as a data: URL. Run
 * `npm run favicon` after a change to the SVG; tests/browser/site-html.test.ts fails while the PNG is not its picture.
 * 32 colours, not the drawing's 135: the palette of 135 made it 816 B, and `/` with its headers no longer fitted the
 * first window (14,794 B of 14,600); in 32 the stones' edges keep their shades, in 16 they came out jagged.
 *
 * Why not the SVG itself, as the pages had it: the engine draws an SVG icon as a document of its own, built, laid out
 * and painted on the page's main thread while the page loads (a task of 7-35 ms here, traced, in every page's load;
 * Lighthouse's simulated phone counted it in the LCP whenever it came before the page's paint was shown). A PNG is
 * decoded, in well under a millisecond. A file (`/favicon.png`) would be a request while the page loads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { pngFile } from './png-file';

const root = new URL('..', import.meta.url).pathname;
export const FAVICON_SVG = join(root, 'public/favicon.svg');
export const FAVICON_PNG = join(root, 'public/favicon.png');
/** Its size in px: a tab's 16 px at twice the pixels, as a high-density screen shows it. */
export const FAVICON_SIZE = 32;
/** How many colours it keeps (see above). */
export const FAVICON_COLOURS = 32;

/** A picture as 8-bit RGBA, row after row. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** `svg` as the engine of `page` draws it at `size` x `size` px on nothing (transparent where it draws nothing). */
export async function drawSvg(page: Page, svg: string, size: number): Promise<Rgba> {
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<img src="${url}" width="${size}" height="${size}" alt="">`);
  await page.waitForFunction(() => document.images[0]!.complete);
  if (!(await page.evaluate(() => document.images[0]!.naturalWidth))) throw new Error('the SVG does not draw: is it a whole <svg> with a width, a height or a viewBox?');
  // Drawn on a canvas of its own size: the picture's own pixels, whatever the page's zoom or background.
  const data = await page.evaluate((side) => {
    const context = new OffscreenCanvas(side, side).getContext('2d')!;
    context.drawImage(document.images[0]!, 0, 0, side, side);
    return [...context.getImageData(0, 0, side, side).data];
  }, size);
  return { width: size, height: size, data: Uint8Array.from(data) };
}

/** A pixel's colour as drawn over black, and its opacity: how far apart two colours look, each channel alike. */
const premultiplied = (rgba: ArrayLike<number>) => [(rgba[0]! * rgba[3]!) / 255, (rgba[1]! * rgba[3]!) / 255, (rgba[2]! * rgba[3]!) / 255, rgba[3]!];

/**
 * `picture` in `count` colours at most: k-means (Lloyd's) from `count` of its colours far apart (its commonest, then
 * each time the one farthest from those taken), each pixel given the nearest of them, then each colour moved to the
 * mean of its pixels, twenty times. Colours are compared and averaged as drawn over black, so that a faint edge pixel
 * weighs as little as it shows; a pixel that shows nothing is transparent black, whatever colour it was given. The same
 * picture gives the same result, byte for byte.
 */
export function fewerColours({ width, height, data }: Rgba, count: number): Rgba {
  const pixels = Array.from({ length: width * height }, (_, pixel) => (data[pixel * 4 + 3] ? [...data.subarray(pixel * 4, pixel * 4 + 4)] : [0, 0, 0, 0]));
  const seen = new Map<string, { colour: number[]; pixels: number }>();
  for (const colour of pixels) {
    const entry = seen.get(colour.join()) ?? { colour, pixels: 0 };
    entry.pixels++;
    seen.set(colour.join(), entry);
  }
  const distance = (a: number[], b: number[]) => {
    const [drawnA, drawnB] = [premultiplied(a), premultiplied(b)];
    return drawnA.reduce((sum, value, channel) => sum + (value - drawnB[channel]!) ** 2, 0);
  };
  // The commonest colour, then each time the colour farthest from those taken (the first of the commonest if several).
  const byCount = [...seen.values()].sort((a, b) => b.pixels - a.pixels).map(({ colour }) => colour);
  let centres = byCount.slice(0, 1);
  while (centres.length < Math.min(count, byCount.length)) {
    const gap = (colour: number[]) => Math.min(...centres.map((centre) => distance(colour, centre)));
    centres.push(byCount.reduce((far, colour) => (gap(colour) > gap(far) ? colour : far)));
  }
  const nearest = (colour: number[]) => centres.reduce((best, centre, index) => (distance(colour, centre) < distance(colour, centres[best]!) ? index : best), 0);
  /** The mean of `members` as drawn over black: each channel weighted by opacity, then the mean opacity. */
  const mean = (members: number[][]) => {
    const opacity = members.reduce((sum, colour) => sum + colour[3]!, 0);
    const alpha = Math.round(opacity / members.length);
    if (!alpha) return [0, 0, 0, 0];
    return [...[0, 1, 2].map((channel) => Math.round(members.reduce((sum, colour) => sum + colour[channel]! * colour[3]!, 0) / opacity)), alpha];
  };
  let nearestOf = pixels.map(nearest);
  for (let round = 0; round < 20; round++) {
    centres = centres.map((centre, index) => {
      const members = pixels.filter((_, pixel) => nearestOf[pixel] === index);
      return members.length ? mean(members) : centre;
    });
    nearestOf = pixels.map(nearest);
  }
  return { width, height, data: Uint8Array.from(nearestOf.flatMap((index) => centres[index]!)) };
}

/**
 * `picture` as a PNG of its own colours: a palette (PLTE) of at most 256, each colour's opacity (tRNS), a byte a pixel.
 * Throws for a picture of more colours, which a palette could only approximate.
 */
export function palettePng({ width, height, data }: Rgba): Buffer {
  const colours = new Map<number, number>();
  const at = (pixel: number) => ((data[pixel * 4]! << 24) | (data[pixel * 4 + 1]! << 16) | (data[pixel * 4 + 2]! << 8) | data[pixel * 4 + 3]!) >>> 0;
  // The see-through colours first: tRNS then names the opacity of those alone, every later colour being opaque.
  const pixels = Array.from({ length: width * height }, (_, pixel) => at(pixel));
  for (const colour of [...new Set(pixels)].sort((a, b) => Number((a & 0xff) === 0xff) - Number((b & 0xff) === 0xff))) colours.set(colour, colours.size);
  if (colours.size > 256) throw new Error(`the picture has ${colours.size} colours: a palette PNG holds 256`);
  const palette = [...colours.keys()];
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = colours.get(pixels[y * width + x]!)!;
  return pngFile({
    width,
    height,
    colour: 3,
    rows,
    palette: Uint8Array.from(palette.flatMap((colour) => [colour >>> 24, (colour >>> 16) & 0xff, (colour >>> 8) & 0xff])),
    opacity: Uint8Array.from(palette.slice(0, palette.findLastIndex((colour) => (colour & 0xff) !== 0xff) + 1).map((colour) => colour & 0xff)),
    level: 9,
  });
}

/** Draws public/favicon.svg and writes public/favicon.png. */
async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const png = palettePng(fewerColours(await drawSvg(page, readFileSync(FAVICON_SVG, 'utf8'), FAVICON_SIZE), FAVICON_COLOURS));
    writeFileSync(FAVICON_PNG, png);
    console.log(`public/favicon.png: public/favicon.svg at ${FAVICON_SIZE} x ${FAVICON_SIZE} px in ${FAVICON_COLOURS} colours, ${png.length} B`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
