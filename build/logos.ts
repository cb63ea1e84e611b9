/**
 * The technologies' brand logos (from simple-icons), in their brand colours, in two forms (build/build.ts writes both):
 *
 * - for the hosted site, one file of `<symbol>`s, `assets/logo-symbols-HASH.svg`, each logo an inline
 *   `<svg><use href="…#react">`: one SVG document for all of them (`/`, traced unthrottled: one task of about 22 ms).
 *   As `<img>`s, each of the 25 files was an SVG document of its own, built on the main thread as the page first
 *   painted (25 tasks of 4-18 ms);
 * - for partners' pages, one small SVG file each, `assets/logos-HASH/react.svg`, the folder named by a hash of them all:
 *   a `<use>` draws nothing from another origin's file, an `<img>` does. A file per logo, not a sprite's `<view>`s:
 *   an `<img>` of a sprite lays out and paints the whole sprite, all 25 logos, for each of the strip's 50 images (on
 *   `/` at 4x CPU, 300 ms of painting where one file each takes 140).
 */
import * as icons from 'simple-icons';
import { technologies } from '../widgets/content/technologies';

type SimpleIcon = { title: string; slug: string; hex: string; path: string };

// Brand colours too light to read on white are drawn in slate instead.
const tooLight = (hex: string) => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 200;
};

/** Simple-icons draws every logo in a 24 × 24 box (the sprite puts them side by side). */
const SIZE = 24;

function logos() {
  const bySlug = new Map(Object.values(icons as unknown as Record<string, SimpleIcon>).filter((i) => i?.slug).map((i) => [i.slug, i]));
  return technologies.map((tech) => {
    const icon = bySlug.get(tech.logo);
    if (!icon) throw new Error(`simple-icons has no logo "${tech.logo}" for ${tech.name}`);
    return { slug: tech.logo, fill: tooLight(icon.hex) ? '334155' : icon.hex, path: icon.path };
  });
}

/** Each logo's file: slug to SVG. */
export function logoFiles(): Record<string, string> {
  return Object.fromEntries(logos().map(({ slug, fill, path }) => [slug, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}"><path fill="#${fill}" d="${path}"/></svg>\n`]));
}

/** The hosted site's logos: one `<symbol id="react">` each, in a 24 × 24 box. */
export function logoSymbols(): string {
  const symbols = logos().map(({ slug, fill, path }) => `<symbol id="${slug}" viewBox="0 0 ${SIZE} ${SIZE}"><path fill="#${fill}" d="${path}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/**
 * The sprite the released embeds (published/embed/0.2.0 to 0.3.0) point to, `logos-HASH.svg#react`: written as
 * long as they are served, so a partner's pinned copy keeps its logos.
 */
export function logoSprite(): string {
  const sprite = logos().map(({ slug, fill, path }, index) => {
    const x = index * SIZE;
    return `<view id="${slug}" viewBox="${x} 0 ${SIZE} ${SIZE}"/><path transform="translate(${x})" fill="#${fill}" d="${path}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${technologies.length * SIZE} ${SIZE}">${sprite.join('')}</svg>\n`;
}
